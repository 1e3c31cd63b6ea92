import { describe, expect, it } from 'vitest';
import { timelineFromSummary } from './archiveTimeline';
import { MAX_SERIES } from './timeline';

const health = { failuresPerHour: 1, retryScheduleUsed: 0.5, errorState: { near: null, basis: 'x' } };
const window = { from: '2026-11-20T10:00:00.000Z', to: '2026-11-20T12:00:00.000Z', bucketMs: 3_600_000 };

describe('timelineFromSummary', () => {
  it('names series by tag and keeps empty buckets', () => {
    const timeline = timelineFromSummary(
      {
        window,
        byStream: [
          { streamId: 's1', tag: 'nft', count: 3, health },
          { streamId: 's2', tag: 'swaps', count: 1, health },
        ],
        series: [
          { start: '2026-11-20T10:00:00.000Z', count: 3, by: { s1: 2, s2: 1 } },
          { start: '2026-11-20T11:00:00.000Z', count: 0, by: {} },
          { start: '2026-11-20T12:00:00.000Z', count: 1, by: { s1: 1 } },
        ],
      },
      'stream',
    );
    expect(timeline.bucketMs).toBe(3_600_000);
    expect(timeline.series).toEqual([
      { key: 's1', label: 'nft' },
      { key: 's2', label: 'swaps' },
    ]);
    expect(timeline.points).toEqual([
      { start: Date.parse('2026-11-20T10:00:00.000Z'), s1: 2, s2: 1 },
      { start: Date.parse('2026-11-20T11:00:00.000Z'), s1: 0, s2: 0 },
      { start: Date.parse('2026-11-20T12:00:00.000Z'), s1: 1, s2: 0 },
    ]);
  });

  it('folds the smallest series into other and loses no count', () => {
    const by = Object.fromEntries(Array.from({ length: MAX_SERIES + 2 }, (_, i) => [`0x${i + 1}`, i + 1]));
    const total = Object.values(by).reduce((a, b) => a + b, 0);
    const timeline = timelineFromSummary(
      { window, byStream: [], series: [{ start: window.from, count: total, by }] },
      'chain',
    );
    expect(timeline.series).toHaveLength(MAX_SERIES);
    expect(timeline.series.at(-1)).toEqual({ key: 'other', label: 'other' });
    const point = timeline.points[0]!;
    expect(timeline.series.reduce((sum, s) => sum + (point[s.key] ?? 0), 0)).toBe(total);
    expect(point.other).toBe(1 + 2 + 3);
  });
});
