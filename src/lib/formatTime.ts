/** Times: exact UTC, local with zone, relative, age, chain B's microseconds. */

import { formatInteger } from './groupDigits';

/** Exact UTC time: "2024-05-01 12:34:56 UTC". */
export function formatUtc(date: Date): string {
  return `${date.toISOString().replace('T', ' ').replace(/\.\d{3}Z$/, '')} UTC`;
}

// Local times and relative times are written by hand, not with Intl.DateTimeFormat or
// Intl.RelativeTimeFormat: the first Intl object a page builds loads the browser's locale data,
// 20–70 ms of main thread on this machine's Chromium (measured), inside the render that draws the
// page's first rows. Date's local getters read the zone without it.

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad2 = (value: number) => String(value).padStart(2, '0');

/**
 * A zone's offset as Intl's en-US short names write it where a zone has no abbreviation:
 * "GMT+2", "GMT+5:30", "GMT-2:30"; "UTC" at offset zero. `minutesBehindUtc` is
 * Date#getTimezoneOffset()'s sign convention (UTC+2 is -120).
 */
export function formatZoneOffset(minutesBehindUtc: number): string {
  if (minutesBehindUtc === 0) return 'UTC';
  const east = -minutesBehindUtc;
  const abs = Math.abs(east);
  const minutes = abs % 60;
  return `GMT${east > 0 ? '+' : '-'}${Math.floor(abs / 60)}${minutes ? `:${pad2(minutes)}` : ''}`;
}

/** Local time with the zone's offset: "May 1, 2024, 14:34:56 GMT+2". */
export function formatLocal(date: Date): string {
  const day = `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
  const time = `${pad2(date.getHours())}:${pad2(date.getMinutes())}:${pad2(date.getSeconds())}`;
  return `${day}, ${time} ${formatZoneOffset(date.getTimezoneOffset())}`;
}

/** Local day and minute for chart axes: "May 1, 14:34". */
export function formatLocalShort(date: Date): string {
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${pad2(date.getHours())}:${pad2(date.getMinutes())}`;
}

/** Hover text of a time: exact UTC on the first line, local time with its zone on the second. */
export function formatTimeTitle(date: Date): string {
  return `${formatUtc(date)}\n${formatLocal(date)}`;
}

type RelativeUnit = 'year' | 'month' | 'day' | 'hour' | 'minute' | 'second';
const RELATIVE_UNITS: [RelativeUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];
// What English (Intl.RelativeTimeFormat 'en', numeric: 'auto') says for one unit back or ahead.
const ONE_BACK_OR_AHEAD: Partial<Record<RelativeUnit, [string, string]>> = {
  year: ['last year', 'next year'],
  month: ['last month', 'next month'],
  day: ['yesterday', 'tomorrow'],
};

function relativeText(value: number, unit: RelativeUnit): string {
  const abs = Math.abs(value);
  const oneOff = ONE_BACK_OR_AHEAD[unit];
  if (oneOff && abs === 1) return value < 0 ? oneOff[0] : oneOff[1];
  const amount = `${formatInteger(abs)} ${unit}${abs === 1 ? '' : 's'}`;
  return value < 0 ? `${amount} ago` : `in ${amount}`;
}

/** "3 minutes ago", "in 2 hours", "yesterday". */
export function formatRelative(date: Date, now: Date = new Date()): string {
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  const abs = Math.abs(seconds);
  if (abs < 5) return 'just now';
  for (const [unit, size] of RELATIVE_UNITS) {
    if (abs >= size) return relativeText(Math.trunc(seconds / size), unit);
  }
  return relativeText(seconds, 'second');
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
