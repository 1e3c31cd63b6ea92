/**
 * The page's URL state (`/streams/failed?...`): every filter, the time window or custom range,
 * the grouping, the chart's stacking, the refresh interval, the page size and the open row. An invalid value is dropped (the page
 * keeps working with the default) and reported by `searchIssues` (view.ts) so the page can say
 * so. This module is the route's `validateSearch`, in the JavaScript every page loads first:
 * what only the page needs is in view.ts.
 */

export const WINDOWS = ['1h', '24h', '7d', '30d', '90d', 'all'] as const;
export const GROUPS = ['none', 'error', 'stream'] as const;
export const STACKS = ['stream', 'chain'] as const;
export const REFRESH = ['off', '5s', '15s', '60s'] as const;
export const LIMITS = [25, 50, 100] as const;
export const DEFAULT_LIMIT = 100;

export type TimeWindow = (typeof WINDOWS)[number];
export type GroupBy = (typeof GROUPS)[number];
export type StackBy = (typeof STACKS)[number];
export type RefreshInterval = (typeof REFRESH)[number];
export type PageLimit = (typeof LIMITS)[number];

type Check<T> = { ok: true; value: T } | { ok: false; message: string };

/** The longest text filter the URL keeps (and the archive's query accepts). */
export const MAX_FILTER_TEXT = 200;

// The router JSON-parses search values, so `?q=500` arrives as a number: accept and stringify.
function text(value: unknown): Check<string> {
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean')
    return { ok: false, message: 'must be text' };
  const trimmed = String(value).trim();
  if (trimmed === '') return { ok: false, message: 'must not be empty' };
  if (trimmed.length > MAX_FILTER_TEXT) return { ok: false, message: `is longer than ${MAX_FILTER_TEXT} characters` };
  return { ok: true, value: trimmed };
}

/** A block number: digits only (the router hands `?block=123` over as a number). */
function blockNumber(value: unknown): Check<string> {
  const checked = text(value);
  return checked.ok && !/^\d{1,30}$/.test(checked.value)
    ? { ok: false, message: 'must be a block number (digits only)' }
    : checked;
}

function member<const T extends string | number>(
  allowed: readonly T[],
  convert: (value: unknown) => unknown = (value) => value,
) {
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
  block: blockNumber,
  window: member(WINDOWS),
  // A custom range (window.ts reads the times and checks from < to): `from` alone runs to now.
  from: text,
  to: text,
  group: member(GROUPS),
  stack: member(STACKS),
  refresh: member(REFRESH),
  limit: member(LIMITS, (value) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value)),
  id: text,
} as const;

type Fields = typeof fields;
type Checked<F> = F extends (value: unknown) => Check<infer T> ? T : never;
export type StreamsSearch = { [K in keyof Fields]?: Checked<Fields[K]> };

/** Each known key present in the raw search, with its check. */
export function checkedEntries(raw: Record<string, unknown>) {
  return (Object.keys(fields) as (keyof Fields)[])
    .filter((key) => raw[key] !== undefined)
    .map((key) => ({ key, raw: raw[key], parsed: fields[key](raw[key]) }));
}

/**
 * `validateSearch` of the route: keeps the valid values only. The router spreads the raw search
 * under this result, so an invalid value stays in the URL (and in `useSearch()`) as typed: the
 * page shows it as ignored, and `resolveView` (view.ts) re-checks every value before using it.
 */
export function parseStreamsSearch(raw: Record<string, unknown>): StreamsSearch {
  const out: Record<string, unknown> = {};
  for (const { key, parsed } of checkedEntries(raw)) if (parsed.ok) out[key] = parsed.value;
  return out as StreamsSearch;
}

/**
 * The page size a search asks for, 100 when it names none or an invalid one: the route's loader
 * depends on it, and the page is keyed by it. The rest of the page's view is in view.ts.
 */
export function pageLimitOf(search: StreamsSearch): PageLimit {
  return parseStreamsSearch(search as Record<string, unknown>).limit ?? DEFAULT_LIMIT;
}
