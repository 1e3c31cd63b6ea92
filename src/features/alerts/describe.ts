import { describeScope } from '../../../contract/alerts';
import type { AlertEvent, AlertRule, DeliveryAttempt } from '../../../contract/schemas/alerts';

const CURLY = { quotes: ['“', '”'] } as const;

/** How the alerts page words rules, events and attempts (pure, tested in describe.test.ts). */

export const CHANNEL_LABEL: Record<AlertRule['channel']['kind'], string> = {
  webhook: 'JSON webhook',
  slack: 'Slack webhook',
  discord: 'Discord webhook',
};

export const SCOPE_LABEL: Record<AlertRule['scope']['type'], string> = {
  all: 'All streams',
  stream: 'One stream (id)',
  tag: 'Tag',
  chain: 'Chain',
  error: 'Error text contains',
};

export function describeRule(rule: Pick<AlertRule, 'kind' | 'threshold' | 'windowMinutes' | 'scope'>): string {
  if (rule.kind === 'new-error') return `A new error message, ${describeScope(rule.scope, CURLY)}`;
  const failures = rule.threshold === 1 ? 'failure' : 'failures';
  return `At least ${rule.threshold} ${failures} in ${rule.windowMinutes} min, ${describeScope(rule.scope, CURLY)}`;
}

export function describeEvent(event: Pick<AlertEvent, 'kind' | 'count' | 'subject'>): string {
  switch (event.kind) {
    case 'fired':
      return `Fired: ${event.count} failures in the window`;
    case 'resolved':
      return `Resolved: ${event.count} in the window`;
    case 'new-error':
      return `New error: ${event.subject}`;
    case 'test':
      return 'Test message';
  }
}

export function describeAttempt(attempt: DeliveryAttempt): string {
  if (attempt.ok) return `delivered (HTTP ${attempt.statusCode ?? '?'})`;
  return attempt.error ?? (attempt.statusCode === null ? 'failed' : `HTTP ${attempt.statusCode}`);
}

/** Events that count as "something fired" for the tab title and notifications. */
export function isFiring(event: Pick<AlertEvent, 'kind'>): boolean {
  return event.kind === 'fired' || event.kind === 'new-error';
}
