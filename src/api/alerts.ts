import { queryOptions } from '@tanstack/react-query';
import { apiUrl } from '../../contract/api/apiUrl';
import { fetchJson } from './client';
import { isApiError } from './errors';
import { alertEvent, alertEvents, alertRule, alertRules, deletedRule } from '../../contract/schemas/alerts';
import type { ChannelKind, RuleKind, ScopeType } from '../../contract/alerts';
import { archiveSummary } from '../../contract/schemas/archive';

/**
 * The server's alert API (docs/alerts.md): rules, what fired and each delivery attempt, a test
 * send. The one place its URLs and query keys are written. Its calls cost no compute units.
 */

export const ALERT_EVENTS_LIMIT = 50;
/** How often an open alerts page asks for the rules' states and what fired (the server evaluates after each watcher write). */
export const ALERT_EVENTS_POLL_MS = 5_000;

export const alertKeys = {
  all: ['alerts'] as const,
  rules: () => ['alerts', 'rules'] as const,
  events: () => ['alerts', 'events', ALERT_EVENTS_LIMIT] as const,
  newFailures: (since: string) => ['alerts', 'new-failures', since] as const,
};

/** What the form sends; `channel.url` left out keeps the saved URL on an edit. */
export interface RuleInput {
  name: string;
  kind: RuleKind;
  threshold?: number;
  windowMinutes?: number;
  /** notSeenYet: a stream id the archive holds no failure of, saved on purpose (docs/alerts.md). */
  scope: { type: ScopeType; value?: string; notSeenYet?: boolean };
  channel: { kind: ChannelKind; url?: string };
  enabled: boolean;
}

/** Alerts answer 404 when the server's archive is off (WATCH_INTERVAL_S=0): an answer, not a hiccup. */
export function isAlertsOff(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

const retry = (failures: number, error: unknown) =>
  !isAlertsOff(error) && isApiError(error) && error.retryable && failures < 2;

export function alertRulesOptions() {
  return queryOptions({
    queryKey: alertKeys.rules(),
    queryFn: ({ signal }) => fetchJson('/api/alerts/rules', alertRules, { signal }),
    staleTime: 2_000,
    // A rule's state (ok / firing) changes on the server: the open page follows it with the events.
    refetchInterval: (query) => (isAlertsOff(query.state.error) ? false : ALERT_EVENTS_POLL_MS),
    retry,
  });
}

export function alertEventsOptions() {
  return queryOptions({
    queryKey: alertKeys.events(),
    queryFn: ({ signal }) =>
      fetchJson(apiUrl('/api/alerts/events', { limit: ALERT_EVENTS_LIMIT }), alertEvents, { signal }),
    staleTime: 2_000,
    refetchInterval: ALERT_EVENTS_POLL_MS,
    retry,
  });
}

/** How many failures the archive holds created since `since` (ISO): the open page's tab-title count. */
export function newFailuresOptions(since: string) {
  return queryOptions({
    queryKey: alertKeys.newFailures(since),
    queryFn: async ({ signal }) =>
      (await fetchJson(apiUrl('/api/archive/summary', { from: since, top: 1 }), archiveSummary, { signal })).total,
    staleTime: 2_000,
    refetchInterval: ALERT_EVENTS_POLL_MS,
    retry,
  });
}

export function createRule(input: RuleInput) {
  return fetchJson('/api/alerts/rules', alertRule, { method: 'POST', body: input });
}

export function updateRule(id: string, input: RuleInput) {
  return fetchJson(`/api/alerts/rules/${encodeURIComponent(id)}`, alertRule, { method: 'PUT', body: input });
}

export function deleteRule(id: string) {
  return fetchJson(`/api/alerts/rules/${encodeURIComponent(id)}`, deletedRule, { method: 'DELETE' });
}

export function sendTest(id: string) {
  return fetchJson(`/api/alerts/rules/${encodeURIComponent(id)}/test`, alertEvent, { method: 'POST', body: {} });
}
