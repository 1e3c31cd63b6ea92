import type { ArchiveSummary } from '../../../../contract/schemas/archive';
import { chainLabelFromHexId } from '../../../../contract/lib/chains';
import { compareText } from '../../../lib/compareText';
import type { StackBy } from '../../../../contract/pages/streams/search';
import { MAX_SERIES, type Timeline } from './timeline';

/**
 * The chart's timeline from the archive summary's series: the database counted each bucket, so
 * this only names the series and folds all but the largest into "other" (as buildTimeline does
 * for the live view), keeping every bucket, empty ones included.
 */
export function timelineFromSummary(
  summary: Pick<ArchiveSummary, 'window' | 'series' | 'byStream'>,
  stack: StackBy,
): Timeline {
  const totals = new Map<string, number>();
  for (const bucket of summary.series)
    for (const [key, count] of Object.entries(bucket.by)) totals.set(key, (totals.get(key) ?? 0) + count);
  const tags = new Map(summary.byStream.map((stream) => [stream.streamId, stream.tag]));
  const label = (key: string) => (stack === 'stream' ? tags.get(key) || key.slice(0, 8) : chainLabelFromHexId(key));
  const ranked = [...totals.entries()].sort((a, b) => b[1] - a[1] || compareText(a[0], b[0]));
  const kept = ranked.slice(0, ranked.length > MAX_SERIES ? MAX_SERIES - 1 : MAX_SERIES).map(([key]) => key);
  const keptKeys = new Set(kept);
  // Alphabetical, not by size: a series keeps its colour when the counts change on refresh.
  const series = kept.map((key) => ({ key, label: label(key) })).sort((a, b) => compareText(a.label, b.label));
  if (ranked.length > kept.length) series.push({ key: 'other', label: 'other' });
  const points = summary.series.map((bucket) => {
    const point: { start: number } & Record<string, number> = { start: Date.parse(bucket.start) };
    for (const s of series) point[s.key] = 0;
    let counted = 0;
    for (const [key, count] of Object.entries(bucket.by)) {
      const target = keptKeys.has(key) ? key : 'other';
      point[target] = (point[target] ?? 0) + count;
      counted += count;
    }
    // A failure counted in the bucket but under no key still shows, as "other".
    if (bucket.count > counted) {
      if (!series.some((s) => s.key === 'other')) series.push({ key: 'other', label: 'other' });
      point.other = (point.other ?? 0) + bucket.count - counted;
    }
    return point;
  });
  for (const point of points) for (const s of series) point[s.key] ??= 0;
  return { bucketMs: summary.window.bucketMs, series, points };
}
