import { chainLabelFromHexId } from '../../../../contract/lib/chains';
import type { StackBy } from '../../../../contract/pages/streams/search';
import type { WindowChoice } from '../../../../contract/pages/streams/window';
import { DAY, HOUR, MINUTE, type FailureRow } from '../../../../contract/pages/streams/types';
import { compareText } from '../../../lib/compareText';

export interface TimelineSeries {
  key: string;
  label: string;
}

export interface Timeline {
  bucketMs: number;
  series: TimelineSeries[];
  /** One point per bucket: `start` (ms) and a count per series key. */
  points: Array<{ start: number } & Record<string, number>>;
}

/** Bucket sizes that keep the chart between ~12 and ~170 bars over the span it draws. */
export function bucketFor(choice: WindowChoice, spanMs: number): number {
  if (choice.kind === 'preset' && choice.window === '1h') return 5 * MINUTE;
  if (choice.kind === 'preset' && choice.window === '24h') return HOUR;
  if (spanMs <= 2 * HOUR) return 5 * MINUTE;
  if (spanMs <= 12 * HOUR) return 15 * MINUTE;
  if (spanMs <= 2 * DAY) return HOUR;
  return spanMs <= 8 * DAY ? 2 * HOUR : DAY;
}

export const MAX_SERIES = 6;

/** The chart's drawing height in px: its placeholder and its empty state hold the same. */
export const CHART_HEIGHT = 170;

/**
 * Failures over time, stacked by stream (tag) or by chain. Beyond MAX_SERIES series the smallest
 * are folded into "other", so the legend stays readable. Empty buckets are kept (gaps are data).
 */
export function buildTimeline(rows: readonly FailureRow[], by: StackBy, window: WindowChoice, now: number): Timeline {
  if (rows.length === 0) return { bucketMs: HOUR, series: [], points: [] };
  let oldest = Infinity;
  const totals = new Map<string, { label: string; count: number }>();
  const keyOf = (row: FailureRow) => (by === 'stream' ? row.streamId : row.chain);
  for (const row of rows) {
    oldest = Math.min(oldest, row.at);
    const key = keyOf(row);
    const total = totals.get(key);
    if (total) total.count += 1;
    else
      totals.set(key, {
        label: by === 'stream' ? row.tag || row.streamId.slice(0, 8) : chainLabelFromHexId(row.chain),
        count: 1,
      });
  }
  const ranked = [...totals.entries()].sort((a, b) => b[1].count - a[1].count || compareText(a[0], b[0]));
  const kept = ranked.slice(0, ranked.length > MAX_SERIES ? MAX_SERIES - 1 : MAX_SERIES);
  const keptKeys = new Set(kept.map(([key]) => key));
  // Alphabetical, not by size: a stream keeps its colour when the counts change on refresh.
  const series: TimelineSeries[] = kept
    .map(([key, { label }]) => ({ key, label }))
    .sort((a, b) => compareText(a.label, b.label));
  if (ranked.length > kept.length) series.push({ key: 'other', label: 'other' });

  const end = window.kind === 'custom' && window.to !== null ? Math.min(window.to, now) : now;
  const bucketMs = bucketFor(window, end - oldest);
  const first = Math.floor(oldest / bucketMs) * bucketMs;
  const last = Math.floor(end / bucketMs) * bucketMs;
  const points: Timeline['points'] = [];
  for (let start = first; start <= last; start += bucketMs) {
    const point: { start: number } & Record<string, number> = { start };
    for (const s of series) point[s.key] = 0;
    points.push(point);
  }
  for (const row of rows) {
    const index = Math.floor((row.at - first) / bucketMs);
    const point = points[index];
    if (!point) continue; // a row dated after now (clock skew) has no bucket yet
    const key = keptKeys.has(keyOf(row)) ? keyOf(row) : 'other';
    point[key] = (point[key] ?? 0) + 1;
  }
  return { bucketMs, series, points };
}
