import {
  checkedEntries,
  DEFAULT_LIMIT,
  parseStreamsSearch,
  type RefreshInterval,
  type StreamsSearch,
  type TimeWindow,
} from './search';
import { checkRange, type WindowChoice } from './window';

/** The failures page's view of its URL: the defaults applied, and what was dropped and why. */

export const REFRESH_MS: Record<RefreshInterval, number | false> = {
  off: false,
  '5s': 5_000,
  '15s': 15_000,
  '60s': 60_000,
};

export type FilterKey = 'stream' | 'chain' | 'type' | 'tag' | 'q' | 'block' | 'window' | 'from' | 'to';
export const FILTER_KEYS: readonly FilterKey[] = [
  'stream',
  'chain',
  'type',
  'tag',
  'q',
  'block',
  'window',
  'from',
  'to',
];

export interface SearchIssue {
  param: string;
  value: string;
  message: string;
}

const shown = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** What was dropped from the URL, and why, in words the page can show. */
export function searchIssues(raw: Record<string, unknown>): SearchIssue[] {
  const fieldIssues = checkedEntries(raw).flatMap(({ key, raw: value, parsed }) =>
    parsed.ok ? [] : [{ param: key, value: shown(value), message: parsed.message }],
  );
  const search = parseStreamsSearch(raw);
  const range = checkRange(search.from, search.to);
  const rangeIssues = range.ok ? [] : range.issues.map((issue) => ({ ...issue, value: shown(raw[issue.param]) }));
  return [...fieldIssues, ...rangeIssues.filter((issue) => !fieldIssues.some((other) => other.param === issue.param))];
}

/**
 * The window when the URL names none. Over the archive: the last day, what on-call looks at
 * first, and a summary that stays cheap. The live view pages the service's history from the
 * newest row and keeps 'all': a shorter default would only hide rows it has loaded.
 */
export const ARCHIVE_DEFAULT_WINDOW: TimeWindow = '24h';
export const LIVE_DEFAULT_WINDOW: TimeWindow = 'all';

/** The search with defaults applied: what the page actually shows. Invalid values count as absent. */
export function resolveView(untrusted: StreamsSearch, defaultWindow: TimeWindow = ARCHIVE_DEFAULT_WINDOW) {
  const search = parseStreamsSearch(untrusted as Record<string, unknown>);
  const range = checkRange(search.from, search.to);
  // A valid custom range wins over a preset window; an invalid one is named and ignored.
  const choice: WindowChoice =
    range.ok && range.choice ? range.choice : { kind: 'preset', window: search.window ?? defaultWindow };
  return {
    filters: {
      stream: search.stream,
      chain: search.chain,
      type: search.type,
      tag: search.tag,
      q: search.q,
      block: search.block,
      window: choice,
    },
    group: search.group ?? 'none',
    stack: search.stack ?? 'stream',
    refresh: search.refresh ?? '15s',
    limit: search.limit ?? DEFAULT_LIMIT,
    id: search.id,
    defaultWindow,
  } as const;
}
export type StreamsView = ReturnType<typeof resolveView>;
export type Filters = StreamsView['filters'];

/** Whether any filter, or a window other than the page's default, is chosen. */
export function hasActiveFilters(filters: Filters, defaultWindow: TimeWindow): boolean {
  const { window, ...rest } = filters;
  return (
    window.kind === 'custom' ||
    window.window !== defaultWindow ||
    Object.values(rest).some((value) => value !== undefined)
  );
}

/** The URL patch that clears every filter and the time window (grouping and stacking stay). */
export const CLEARED_FILTERS: Partial<StreamsSearch> = Object.fromEntries(FILTER_KEYS.map((key) => [key, undefined]));
