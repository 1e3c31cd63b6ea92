import { describe, expect, it } from 'vitest';
import { ago, NOW, row } from '../../../../contract/pages/streams/fixtures';
import { buildTimeline, MAX_SERIES } from './timeline';
import { HOUR, MINUTE } from '../../../../contract/pages/streams/types';

describe('buildTimeline', () => {
  it('counts rows per bucket and series, keeping empty buckets', () => {
    const rows = [
      row({ id: '1', streamId: 's1', tag: 'nft', chain: '0x1', createdAt: ago(2 * MINUTE) }),
      row({ id: '2', streamId: 's2', tag: 'swaps', chain: '0x89', createdAt: ago(3 * MINUTE) }),
      row({ id: '3', streamId: 's1', tag: 'nft', chain: '0x1', createdAt: ago(22 * MINUTE) }),
    ];
    const byStream = buildTimeline(rows, 'stream', { kind: 'preset', window: '1h' }, NOW);
    expect(byStream.bucketMs).toBe(5 * MINUTE);
    expect(byStream.series).toEqual([
      { key: 's1', label: 'nft' },
      { key: 's2', label: 'swaps' },
    ]);
    expect(byStream.points.map((p) => [p.s1, p.s2])).toEqual([
      [1, 0],
      [0, 0],
      [0, 0],
      [0, 0],
      [1, 1],
      [0, 0],
    ]);

    const byChain = buildTimeline(rows, 'chain', { kind: 'preset', window: '24h' }, NOW);
    expect(byChain.bucketMs).toBe(HOUR);
    expect(byChain.series.map((s) => s.label)).toEqual(['Ethereum', 'Polygon']);
  });

  it('folds series beyond the limit into "other"', () => {
    const rows = Array.from({ length: MAX_SERIES + 2 }, (_, i) =>
      row({ id: String(i), streamId: `s${i}`, tag: `t${i}`, createdAt: ago(MINUTE) }),
    );
    const timeline = buildTimeline(rows, 'stream', { kind: 'preset', window: '1h' }, NOW);
    expect(timeline.series).toHaveLength(MAX_SERIES);
    expect(timeline.series.at(-1)).toEqual({ key: 'other', label: 'other' });
    expect(timeline.points.reduce((sum, p) => sum + (p.other ?? 0), 0)).toBe(3);
  });

  it('is empty for no rows', () =>
    expect(buildTimeline([], 'chain', { kind: 'preset', window: 'all' }, NOW).points).toEqual([]));
});
