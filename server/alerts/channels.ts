import { describeScope, type ChannelKind } from '../../contract/alerts.ts';
import type { AlertEvent, AlertRule } from './types.ts';

/**
 * What each channel receives for an event: a generic JSON document, or the body a Slack or
 * Discord incoming webhook takes (Slack: `text`; Discord: `content`, at most 2,000 characters).
 */

export type RuleView = Pick<AlertRule, 'id' | 'name' | 'kind' | 'threshold' | 'windowMinutes' | 'scope' | 'scopeValue'>;

const DISCORD_MAX = 2_000;

/**
 * How a value from outside (a rule's name and scope, typed by any signed-in user; an upstream error
 * message) is written into a channel's text, so it reads as that text and nothing more.
 */
export type Escape = (value: string) => string;

const asIs: Escape = (value) => value;

/** Slack's own rule for message text: `&`, `<` and `>` as entities, so no `<!channel>`, `<@U…>` or `<url|label>` survives. */
export const slackEscape: Escape = (value) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Discord: every markdown character (emphasis, code, spoiler, quote, heading, list, masked link
 * `[label](url)`, the `<…>` of user, role, channel and emoji mentions) gets a backslash, and
 * `@everyone`/`@here` a zero-width space after the `@`, so they neither ping nor look like pings
 * (`allowed_mentions` already stops Discord from notifying anyone).
 */
export const discordEscape: Escape = (value) =>
  value.replace(/[\\*_~`|<>#\-[\]()]/g, '\\$&').replace(/@(everyone|here)/gi, '@\u200b$1');

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

/** The rule's scope in words, its value escaped for the channel. */
const scopeWords = (rule: RuleView, escape: Escape) =>
  describeScope({ type: rule.scope, value: rule.scopeValue }, { escape });

export function describeCondition(rule: RuleView, escape: Escape = asIs): string {
  return rule.kind === 'count'
    ? `at least ${rule.threshold} failure${rule.threshold === 1 ? '' : 's'} in ${rule.windowMinutes} min (${scopeWords(rule, escape)})`
    : `an error message never seen before (${scopeWords(rule, escape)})`;
}

/** One line a person reads: what happened, to which rule, with the numbers; every outside value through `escape`. */
export function eventText(
  event: Pick<AlertEvent, 'kind' | 'count' | 'subject'>,
  rule: RuleView,
  escape: Escape = asIs,
): string {
  const name = escape(rule.name);
  switch (event.kind) {
    case 'fired':
      return `Chainboard alert "${name}" fired: ${event.count} failed deliveries in the last ${rule.windowMinutes} min, rule: ${describeCondition(rule, escape)}.`;
    case 'resolved':
      return `Chainboard alert "${name}" resolved: ${event.count} failed deliveries in the last ${rule.windowMinutes} min, under ${rule.threshold}.`;
    case 'new-error':
      return `Chainboard alert "${name}": a new error message (${scopeWords(rule, escape)}): ${escape(event.subject)}`;
    case 'test':
      return `Chainboard test message for alert "${name}" (${describeCondition(rule, escape)}). Nothing fired.`;
  }
}

export function channelPayload(
  kind: ChannelKind,
  event: Pick<AlertEvent, 'id' | 'kind' | 'count' | 'subject' | 'at'>,
  rule: RuleView,
): unknown {
  switch (kind) {
    case 'slack':
      return { text: eventText(event, rule, slackEscape) };
    case 'discord': {
      const content = eventText(event, rule, discordEscape);
      return {
        content: content.length > DISCORD_MAX ? `${content.slice(0, DISCORD_MAX - 1)}…` : content,
        allowed_mentions: { parse: [] },
      };
    }
    case 'webhook': {
      // JSON carries the values as they are: the receiver decides how to show them.
      const text = eventText(event, rule);
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
