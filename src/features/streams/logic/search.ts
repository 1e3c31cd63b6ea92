
/**
 * The page's URL state (`/streams/failed?...`): every filter, the grouping, the chart's stacking,
 * the refresh interval, the page size and the open row. An invalid value is dropped (the page
 * keeps working with the default) and reported by `searchIssues` so the page can say so.
 */

export const WINDOWS = ['1h', '24h', '7d', 'all'] as const;
export const GROUPS = ['none', 'error', 'stream'] as const;
export const STACKS = ['stream', 'chain'] as const;
export const REFRESH = ['off', '5s', '15s', '60s'] as const;
export const LIMITS = [25, 50, 100] as const;

export type TimeWindow = (typeof WINDOWS)[number];
export type GroupBy = (typeof GROUPS)[number];
export type StackBy = (typeof STACKS)[number];
export type RefreshInterval = (typeof REFRESH)[number];
export type PageLimit = (typeof LIMITS)[number];

export const REFRESH_MS: Record<RefreshInterval, number | false> = { off: false, '5s': 5_000, '15s': 15_000, '60s': 60_000 };

type Check<T> = { ok: true; value: T } | { ok: false; message: string };

// The router JSON-parses search values, so `?q=500` arrives as a number: accept and stringify.
function text(value: unknown): Check<string> {
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return { ok: false, message: 'must be text' };
  const trimmed = String(value).trim();
  if (trimmed === '') return { ok: false, message: 'must not be empty' };
  if (trimmed.length > 200) return { ok: false, message: 'is longer than 200 characters' };
  return { ok: true, value: trimmed };
}

function member<const T extends string | number>(allowed: readonly T[], convert: (value: unknown) => unknown = (value) => value) {
  return (value: unknown): Check<T> => {
    const converted = convert(value);
    return (allowed as readonly unknown[]).includes(converted)
      ? { ok: true, value: converted as T }
      : { ok: false, message: `must be one of ${allowed.join(', ')}` };
  };
}

const fields = {
  stream: text,
  chain: text,
  type: text,
  tag: text,
  q: text,
  window: member(WINDOWS),
  group: member(GROUPS),
  stack: member(STACKS),
  refresh: member(REFRESH),
  limit: member(LIMITS, (value) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value)),
  id: text,
} as const;

type Fields = typeof fields;
type Checked<F> = F extends (value: unknown) => Check<infer T> ? T : never;
export type StreamsSearch = { [K in keyof Fields]?: Checked<Fields[K]> };
export type FilterKey = 'stream' | 'chain' | 'type' | 'tag' | 'q' | 'window';
export const FILTER_KEYS: readonly FilterKey[] = ['stream', 'chain', 'type', 'tag', 'q', 'window'];

export interface SearchIssue {
  param: string;
  value: string;
  message: string;
}

function entries(raw: Record<string, unknown>) {
  return (Object.keys(fields) as (keyof Fields)[])
    .filter((key) => raw[key] !== undefined)
    .map((key) => ({ key, raw: raw[key], parsed: fields[key](raw[key]) }));
}

/**
 * `validateSearch` of the route: keeps the valid values only. The router spreads the raw search
 * under this result, so an invalid value stays in the URL (and in `useSearch()`) as typed: the
 * page shows it as ignored, and `resolveView` re-checks every value before using it.
 */
export function parseStreamsSearch(raw: Record<string, unknown>): StreamsSearch {
  const out: Record<string, unknown> = {};
  for (const { key, parsed } of entries(raw)) if (parsed.ok) out[key] = parsed.value;
  return out as StreamsSearch;
}

/** What was dropped from the URL, and why, in words the page can show. */
export function searchIssues(raw: Record<string, unknown>): SearchIssue[] {
  return entries(raw).flatMap(({ key, raw: value, parsed }) =>
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
    limit: search.limit ?? 100,
    id: search.id,
  } as const;
}
export type StreamsView = ReturnType<typeof resolveView>;
export type Filters = StreamsView['filters'];

export function hasActiveFilters(filters: Filters): boolean {
  return FILTER_KEYS.some((key) => (key === 'window' ? filters.window !== 'all' : filters[key] !== undefined));
}
