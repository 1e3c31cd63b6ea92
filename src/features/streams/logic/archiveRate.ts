import type { ArchiveSummary } from '../../../../contract/schemas/archive';
import { formatInteger } from '../../../lib/format';
import { formatDuration } from '../../../../contract/pages/streams/retry';
import { HOUR } from '../../../../contract/pages/streams/types';

/**
 * How the page writes the archive's rates per hour and the span they are over. The server divides
 * by the hours of the window the archive covers (docs/archive.md), so "All" and 30 d over a
 * week-old archive give the same rate: the page says which span that is.
 */

const utcMinute = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')}`;

/** 40 and more as whole numbers, below that one decimal: "40", "9.3", "0.0". */
export function formatPerHour(value: number): string {
  return value >= 10 ? formatInteger(Math.round(value)) : value.toFixed(1);
}

export interface RateText {
  /** "40/h" */
  perHour: string;
  /** "over 6d 23h covered" */
  span: string;
  /** "2026-11-20 12:00 – 2026-11-27 12:00 UTC": the exact span, for the hover text. */
  exact: string;
}

/** The rate line of the window's total, or null when the archive covers none of it. */
export function rateText(summary: Pick<ArchiveSummary, 'rate' | 'total'>): RateText | null {
  const rate = summary.rate;
  if (!rate || rate.from == null || rate.to == null || rate.hours <= 0) return null;
  return {
    perHour: `${formatPerHour(rate.failuresPerHour)}/h`,
    span: `over ${formatDuration(rate.hours * HOUR)} covered`,
    exact: `${utcMinute(rate.from)} – ${utcMinute(rate.to)} UTC`,
  };
}

/** "first 2026-11-26 04:01, last 2026-11-27 11:59 UTC", or null when the server did not say. */
export function seenText(group: {
  firstSeen?: string | null | undefined;
  lastSeen?: string | null | undefined;
}): string | null {
  if (!group.firstSeen || !group.lastSeen) return null;
  return `first ${utcMinute(group.firstSeen)}, last ${utcMinute(group.lastSeen)} UTC`;
}

/** seenText for a narrow card: "11-26 17:41 – 11-27 08:46 UTC" (the full form goes in its hover text). */
export function seenShort(group: {
  firstSeen?: string | null | undefined;
  lastSeen?: string | null | undefined;
}): string | null {
  if (!group.firstSeen || !group.lastSeen) return null;
  const short = (iso: string) => iso.slice(5, 16).replace('T', ' ');
  return `${short(group.firstSeen)} – ${short(group.lastSeen)} UTC`;
}
