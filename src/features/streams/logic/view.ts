import { checkedEntries, DEFAULT_LIMIT, parseStreamsSearch, type RefreshInterval, type StreamsSearch } from './search';

/** The failures page's view of its URL: the defaults applied, and what was dropped and why. */

export const REFRESH_MS: Record<RefreshInterval, number | false> = { off: false, '5s': 5_000, '15s': 15_000, '60s': 60_000 };

export type FilterKey = 'stream' | 'chain' | 'type' | 'tag' | 'q' | 'window';
export const FILTER_KEYS: readonly FilterKey[] = ['stream', 'chain', 'type', 'tag', 'q', 'window'];

export interface SearchIssue {
  param: string;
  value: string;
  message: string;
}

/** What was dropped from the URL, and why, in words the page can show. */
export function searchIssues(raw: Record<string, unknown>): SearchIssue[] {
  return checkedEntries(raw).flatMap(({ key, raw: value, parsed }) =>
    parsed.ok ? [] : [{ param: key, value: typeof value === 'string' ? value : JSON.stringify(value), message: parsed.message }],
  );
}

/** The search with defaults applied: what the page actually shows. Invalid values count as absent. */
export function resolveView(untrusted: StreamsSearch) {
  const search = parseStreamsSearch(untrusted as Record<string, unknown>);
  return {
    filters: { stream: search.stream, chain: search.chain, type: search.type, tag: search.tag, q: search.q, window: search.window ?? 'all' },
    group: search.group ?? 'none',
    stack: search.stack ?? 'stream',
    refresh: search.refresh ?? '15s',
    limit: search.limit ?? DEFAULT_LIMIT,
    id: search.id,
  } as const;
}
export type StreamsView = ReturnType<typeof resolveView>;
export type Filters = StreamsView['filters'];

export function hasActiveFilters(filters: Filters): boolean {
  return FILTER_KEYS.some((key) => (key === 'window' ? filters.window !== 'all' : filters[key] !== undefined));
}
