import { num, numOrNull } from '../archive/db.ts';
import type { FailureFilter } from '../archive/types.ts';
import type { AlertEvent, AlertRule, DeliveryAttempt, EventKind, EventStatus, RuleState } from './types.ts';

/** The alert tables' rows read into rules, events and delivery attempts, and a rule's failure filter. */

export type Row = Record<string, unknown>;

export const RULE_COLUMNS =
  'id, name, kind, threshold, window_minutes, scope, scope_value, channel_kind, channel_url, enabled, state, state_seq, created_at, updated_at';
export const EVENT_COLUMNS = 'id, rule_id, rule_name, kind, subject, count, at, status';

export function ruleFromRow(row: Row): AlertRule {
  return {
    id: String(row.id),
    name: String(row.name),
    kind: String(row.kind) as AlertRule['kind'],
    threshold: num(row.threshold),
    windowMinutes: num(row.window_minutes),
    scope: String(row.scope) as AlertRule['scope'],
    scopeValue: String(row.scope_value),
    channelKind: String(row.channel_kind) as AlertRule['channelKind'],
    channelUrl: String(row.channel_url),
    enabled: num(row.enabled) === 1,
    state: String(row.state) as RuleState,
    stateSeq: num(row.state_seq),
    createdAt: num(row.created_at),
    updatedAt: num(row.updated_at),
  };
}

export function eventFromRow(row: Row): AlertEvent {
  return {
    id: String(row.id),
    ruleId: String(row.rule_id),
    ruleName: String(row.rule_name),
    kind: String(row.kind) as EventKind,
    subject: String(row.subject),
    count: num(row.count),
    at: num(row.at),
    status: String(row.status) as EventStatus,
  };
}

export function attemptFromRow(row: Row): DeliveryAttempt {
  return {
    eventId: String(row.event_id),
    attempt: num(row.attempt),
    at: num(row.at),
    ok: num(row.ok) === 1,
    statusCode: numOrNull(row.status_code),
    error: row.error === null || row.error === undefined ? null : String(row.error),
  };
}

/** The failures a rule looks at, as an archive filter (the same WHERE clause the failures page uses). */
export function ruleFilter(rule: Pick<AlertRule, 'scope' | 'scopeValue'>, from?: number): FailureFilter {
  const base: FailureFilter = from === undefined ? {} : { from };
  switch (rule.scope) {
    case 'all':
      return base;
    case 'stream':
      return { ...base, stream: rule.scopeValue };
    case 'tag':
      return { ...base, tag: rule.scopeValue };
    case 'chain':
      return { ...base, chain: rule.scopeValue };
    case 'error':
      return { ...base, error: rule.scopeValue };
  }
}

/** Rules per deployment: a pass runs one query per rule, so their number bounds its cost. */
