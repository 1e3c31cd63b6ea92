import type { AlertEvent, AlertRule, ChannelKind } from './types.ts';

/**
 * What each channel receives for an event: a generic JSON document, or the body a Slack or
 * Discord incoming webhook takes (Slack: `text`; Discord: `content`, at most 2,000 characters).
 */

export type RuleView = Pick<AlertRule, 'id' | 'name' | 'kind' | 'threshold' | 'windowMinutes' | 'scope' | 'scopeValue'>;

const DISCORD_MAX = 2_000;

/** A rule's identity and condition as JSON: in the generic webhook's payload and in the API's answers. */
export function ruleCondition(rule: RuleView) {
  return {
    id: rule.id,
    name: rule.name,
    kind: rule.kind,
    threshold: rule.threshold,
    windowMinutes: rule.windowMinutes,
    scope: { type: rule.scope, value: rule.scopeValue },
  };
}

export function describeScope(rule: Pick<RuleView, 'scope' | 'scopeValue'>): string {
  switch (rule.scope) {
    case 'all':
      return 'all streams';
    case 'stream':
      return `stream ${rule.scopeValue}`;
    case 'tag':
      return `tag "${rule.scopeValue}"`;
    case 'chain':
      return `chain ${rule.scopeValue}`;
    case 'error':
      return `errors containing "${rule.scopeValue}"`;
  }
}

export function describeCondition(rule: RuleView): string {
  return rule.kind === 'count'
    ? `at least ${rule.threshold} failure${rule.threshold === 1 ? '' : 's'} in ${rule.windowMinutes} min (${describeScope(rule)})`
    : `an error message never seen before (${describeScope(rule)})`;
}

/** One line a person reads: what happened, to which rule, with the numbers. */
export function eventText(event: Pick<AlertEvent, 'kind' | 'count' | 'subject'>, rule: RuleView): string {
  switch (event.kind) {
    case 'fired':
      return `Chainboard alert "${rule.name}" fired: ${event.count} failed deliveries in the last ${rule.windowMinutes} min, rule: ${describeCondition(rule)}.`;
    case 'resolved':
      return `Chainboard alert "${rule.name}" resolved: ${event.count} failed deliveries in the last ${rule.windowMinutes} min, under ${rule.threshold}.`;
    case 'new-error':
      return `Chainboard alert "${rule.name}": a new error message (${describeScope(rule)}): ${event.subject}`;
    case 'test':
      return `Chainboard test message for alert "${rule.name}" (${describeCondition(rule)}). Nothing fired.`;
  }
}

export function channelPayload(kind: ChannelKind, event: Pick<AlertEvent, 'id' | 'kind' | 'count' | 'subject' | 'at'>, rule: RuleView): unknown {
  const text = eventText(event, rule);
  switch (kind) {
    case 'slack':
      return { text };
    case 'discord':
      return { content: text.length > DISCORD_MAX ? `${text.slice(0, DISCORD_MAX - 1)}…` : text, allowed_mentions: { parse: [] } };
    case 'webhook':
      return {
        type: `alert.${event.kind}`,
        id: event.id,
        at: new Date(event.at).toISOString(),
        text,
        count: event.count,
        ...(event.kind === 'new-error' ? { errorMessage: event.subject } : {}),
        rule: ruleCondition(rule),
      };
  }
}

/** A saved webhook URL as the browser may see it: scheme and host, the secret path left out. */
export function maskUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}/…`;
  } catch {
    return '…';
  }
}
