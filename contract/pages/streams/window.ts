import type { TimeWindow } from './search';
import { DAY, HOUR } from './types';
import { formatDuration } from './retry';

/**
 * The span the page counts: a window ending now (1 h … 90 d), everything ('all'), or a custom
 * range from the URL (`from`, optional `to`; without `to` it runs to now). Times in the URL are
 * ISO 8601 in UTC, the form the page writes: `2026-11-24T10:00Z`.
 */

export const WINDOW_MS: Record<TimeWindow, number | null> = {
  '1h': HOUR,
  '24h': DAY,
  '7d': 7 * DAY,
  '30d': 30 * DAY,
  '90d': 90 * DAY,
  all: null,
};
export const WINDOW_LABEL: Record<TimeWindow, string> = {
  '1h': '1 h',
  '24h': '24 h',
  '7d': '7 d',
  '30d': '30 d',
  '90d': '90 d',
  all: 'All',
};

export type WindowChoice = { kind: 'preset'; window: TimeWindow } | { kind: 'custom'; from: number; to: number | null };

export interface WindowBounds {
  /** Inclusive start in ms, null for 'all'. */
  since: number | null;
  /** Exclusive end in ms, null for "now" (the window moves with the clock). */
  until: number | null;
}

const ISO_INSTANT = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?)?$/;

/**
 * An ISO 8601 date or date-time as ms since the epoch; a time without a zone is UTC (the page
 * labels every time UTC). Anything else, or a date that does not exist (02-30), is null.
 */
export function parseInstant(text: string): number | null {
  const match = ISO_INSTANT.exec(text.trim());
  if (!match) return null;
  const [, date, hours, minutes, seconds, zone] = match;
  if (Number(hours ?? 0) > 23 || Number(minutes ?? 0) > 59 || Number(seconds ?? 0) > 59) return null;
  const ms = Date.parse(hours === undefined ? `${date}T00:00Z` : `${text.trim()}${zone ? '' : 'Z'}`);
  if (Number.isNaN(ms)) return null;
  // Date.parse rolls 2026-02-30 over into March: refuse dates that do not exist.
  if (new Date(Date.parse(`${date}T00:00Z`)).toISOString().slice(0, 10) !== date) return null;
  return ms;
}

/** How the page writes an instant into the URL: minute precision, UTC, `2026-11-24T10:00Z`. */
export function formatInstant(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 16)}Z`;
}

export type RangeCheck =
  { ok: true; choice: WindowChoice | null } | { ok: false; issues: { param: 'from' | 'to'; message: string }[] };

/**
 * The custom range of a search, checked: null when it names none. `to` without `from`, a time
 * that is not ISO 8601, or `from` not before `to` is an issue the page names.
 */
export function checkRange(from: string | undefined, to: string | undefined): RangeCheck {
  if (from === undefined && to === undefined) return { ok: true, choice: null };
  const issues: { param: 'from' | 'to'; message: string }[] = [];
  const fromMs = from === undefined ? null : parseInstant(from);
  const toMs = to === undefined ? null : parseInstant(to);
  const shape = 'must be a UTC date and time such as 2026-11-24T10:00Z';
  if (from === undefined) issues.push({ param: 'to', message: 'needs a from time: a range starts somewhere' });
  else if (fromMs === null) issues.push({ param: 'from', message: shape });
  if (to !== undefined && toMs === null) issues.push({ param: 'to', message: shape });
  if (fromMs !== null && toMs !== null && fromMs >= toMs) issues.push({ param: 'to', message: 'must be after from' });
  if (issues.length > 0 || fromMs === null) return { ok: false, issues };
  return { ok: true, choice: { kind: 'custom', from: fromMs, to: toMs } };
}

export function windowBounds(choice: WindowChoice, now: number): WindowBounds {
  if (choice.kind === 'custom') return { since: choice.from, until: choice.to };
  const span = WINDOW_MS[choice.window];
  return { since: span === null ? null : now - span, until: null };
}

/** The chosen span in ms (null for 'all'); a range ending in the future counts up to now. */
export function chosenSpan(choice: WindowChoice, now: number): number | null {
  if (choice.kind === 'preset') return WINDOW_MS[choice.window];
  return Math.max(0, Math.min(choice.to ?? now, now) - choice.from);
}

/** What the page calls the choice: "24 h", "All", "2026-11-20 10:00 – 2026-11-22 10:00 UTC". */
export function windowLabel(choice: WindowChoice): string {
  if (choice.kind === 'preset') return WINDOW_LABEL[choice.window];
  const short = (ms: number) => new Date(ms).toISOString().slice(0, 16).replace('T', ' ');
  return `${short(choice.from)} – ${choice.to === null ? 'now' : short(choice.to)} UTC`;
}

/** "the 24 h" / "the 2d 4h range" / "all": the chosen span as the coverage sentence names it. */
export function chosenPhrase(choice: WindowChoice, now: number): string {
  if (choice.kind === 'preset')
    return choice.window === 'all' ? 'the whole history' : `the ${WINDOW_LABEL[choice.window]}`;
  return `the ${formatDuration(chosenSpan(choice, now) ?? 0)} range`;
}
