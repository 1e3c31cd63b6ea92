/**
 * The alert rules' vocabulary (docs/alerts.md): the server checks and stores it, the page offers
 * and shows it.
 */

/** "at least N failures in M minutes" or "an error message never seen before". */
export const RULE_KINDS = ['count', 'new-error'] as const;
export type RuleKind = (typeof RULE_KINDS)[number];

/** Which failures a rule counts: all of them, or one stream (id), tag, chain or error text (substring). */
export const SCOPE_TYPES = ['all', 'stream', 'tag', 'chain', 'error'] as const;
export type ScopeType = (typeof SCOPE_TYPES)[number];

/** Where a rule sends its events. */
export const CHANNEL_KINDS = ['webhook', 'slack', 'discord'] as const;
export type ChannelKind = (typeof CHANNEL_KINDS)[number];

export interface ScopeWording {
  /** Applied to the scope's value, e.g. to escape it for a chat's markup. */
  escape?: (text: string) => string;
  /** The quotes around a tag or an error text. */
  quotes?: readonly [string, string];
}

/** A rule's scope in words: the page shows it, and the channels' messages carry it. */
export function describeScope(
  scope: { type: ScopeType; value: string },
  { escape = (text) => text, quotes = ['"', '"'] }: ScopeWording = {},
): string {
  const value = escape(scope.value);
  const [open, close] = quotes;
  switch (scope.type) {
    case 'all':
      return 'all streams';
    case 'stream':
      return `stream ${value}`;
    case 'tag':
      return `tag ${open}${value}${close}`;
    case 'chain':
      return `chain ${value}`;
    case 'error':
      return `errors containing ${open}${value}${close}`;
  }
}
