/** Times: exact UTC, local with zone, relative, age, chain B's microseconds. */

/** Exact UTC time: "2024-05-01 12:34:56 UTC". */
export function formatUtc(date: Date): string {
  return `${date.toISOString().replace('T', ' ').replace(/\.\d{3}Z$/, '')} UTC`;
}

// Built once: toLocaleString with options builds a new Intl.DateTimeFormat on every call (about
// a millisecond each), which dominated scrolling long virtualized tables of timestamps. Built on
// first use, not at load: constructing one costs milliseconds of every page's start-up.
let localFormatter: Intl.DateTimeFormat | undefined;

// Even with the formatter built once, format() with a zone name costs ~0.1 ms; every Timestamp's
// title needs it and a page redraws the same times, so each distinct time is formatted once.
const localCache = new Map<number, string>();
const LOCAL_CACHE_MAX = 5_000;

/** Local time with the zone's short name. */
export function formatLocal(date: Date): string {
  const ms = date.getTime();
  let text = localCache.get(ms);
  if (text === undefined) {
    localFormatter ??= new Intl.DateTimeFormat('en-US', {
      year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit',
      hour12: false, timeZoneName: 'short',
    });
    text = localFormatter.format(date);
    if (localCache.size >= LOCAL_CACHE_MAX) localCache.clear();
    localCache.set(ms, text);
  }
  return text;
}

/** Hover text of a time: exact UTC on the first line, local time with its zone on the second. */
export function formatTimeTitle(date: Date): string {
  return `${formatUtc(date)}\n${formatLocal(date)}`;
}

let relativeFormatter: Intl.RelativeTimeFormat | undefined;
const RELATIVE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** "3 minutes ago", "in 2 hours". */
export function formatRelative(date: Date, now: Date = new Date()): string {
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  const abs = Math.abs(seconds);
  if (abs < 5) return 'just now';
  relativeFormatter ??= new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  for (const [unit, size] of RELATIVE_UNITS) {
    if (abs >= size || unit === 'second') return relativeFormatter.format(Math.trunc(seconds / size), unit);
  }
  return relativeFormatter.format(seconds, 'second');
}

/** Short age for table cells: "12s", "5m", "3h", "4d", "2y". */
export function formatAge(date: Date, now: Date = new Date()): string {
  const seconds = Math.max(0, Math.floor((now.getTime() - date.getTime()) / 1000));
  if (seconds < 60) return `${seconds}s`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)}m`;
  if (seconds < 86400) return `${Math.floor(seconds / 3600)}h ${Math.floor((seconds % 3600) / 60)}m`;
  if (seconds < 365 * 86400) return `${Math.floor(seconds / 86400)}d`;
  return `${Math.floor(seconds / (365 * 86400))}y`;
}

/** How long ago data arrived, for "Updated …": "just now", "12 s ago", "3 min ago". */
export function formatUpdatedAgo(updatedAt: number, now: number): string {
  const seconds = Math.max(0, Math.floor((now - updatedAt) / 1000));
  if (seconds < 2) return 'just now';
  if (seconds < 120) return `${seconds} s ago`;
  return `${Math.floor(seconds / 60)} min ago`;
}

/**
 * A microsecond timestamp string (chain B) as a Date (millisecond precision) plus the exact
 * ISO text with all six fractional digits, for the tooltip.
 */
export function parseMicroTimestamp(micros: string): { date: Date; isoMicros: string } {
  const value = BigInt(micros);
  const ms = value / 1000n;
  const fraction = (value % 1_000_000n).toString().padStart(6, '0');
  const date = new Date(Number(ms));
  const isoMicros = `${date.toISOString().slice(0, 19)}.${fraction}Z`;
  return { date, isoMicros };
}
