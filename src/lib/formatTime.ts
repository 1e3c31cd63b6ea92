/** Times: exact UTC, local with zone, relative, age, Aptos's microseconds. */

import { lazily } from './format';

/** Exact UTC time: "2024-05-01 12:34:56 UTC". */
export function formatUtc(date: Date): string {
  return `${date
    .toISOString()
    .replace('T', ' ')
    .replace(/\.\d{3}Z$/, '')} UTC`;
}

const localTime = lazily(
  () =>
    new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'short',
    }),
);
const localShort = lazily(
  () =>
    new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
);
const relative = lazily(() => new Intl.RelativeTimeFormat('en', { numeric: 'auto' }));

/** Local time with the zone: "May 1, 2024, 14:34:56 GMT+2" (or the zone's abbreviation, "EDT"). */
export function formatLocal(date: Date): string {
  return localTime().format(date);
}

/** formatUtc as two lines for a narrow column: the day, then the time with "UTC". */
export function formatUtcLines(date: Date): [string, string] {
  const [day, time] = formatUtc(date).split(' ');
  return [day!, `${time!} UTC`];
}

/** formatLocal as two lines for a narrow column: "May 1, 2024", then "14:34:56 GMT+2". */
export function formatLocalLines(date: Date): [string, string] {
  const parts = localTime().formatToParts(date);
  const hour = parts.findIndex((part) => part.type === 'hour');
  const join = (from: number, to?: number) =>
    parts
      .slice(from, to)
      .map((part) => part.value)
      .join('');
  return [join(0, hour).replace(/[\s,]+$/, ''), join(hour)];
}

/** Local day and minute for chart axes: "May 1, 14:34". */
export function formatLocalShort(date: Date): string {
  return localShort().format(date);
}

/** Hover text of a time: exact UTC on the first line, local time with its zone on the second. */
export function formatTimeTitle(date: Date): string {
  return `${formatUtc(date)}\n${formatLocal(date)}`;
}

const RELATIVE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** "3 minutes ago", "in 2 hours", "yesterday". */
export function formatRelative(date: Date, now: Date = new Date()): string {
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  const abs = Math.abs(seconds);
  if (abs < 5) return 'just now';
  for (const [unit, size] of RELATIVE_UNITS) {
    if (abs >= size) return relative().format(Math.trunc(seconds / size), unit);
  }
  return relative().format(seconds, 'second');
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
 * A microsecond timestamp string (Aptos) as a Date (millisecond precision) plus the exact
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
