import { describe, expect, it } from 'vitest';
import { ago, NOW, row } from '../../../../contract/pages/streams/fixtures';
import { summarize } from './summary';
import { DAY, HOUR, MINUTE } from '../../../../contract/pages/streams/types';

const rows = [
  row({ id: '1', streamId: 's1', tag: 'nft', errorMessage: 'E500', createdAt: ago(5 * MINUTE) }),
  row({ id: '2', streamId: 's1', tag: 'nft', errorMessage: 'E500', createdAt: ago(59 * MINUTE) }),
  row({ id: '3', streamId: 's2', tag: 'swaps', errorMessage: 'timeout', createdAt: ago(3 * HOUR) }),
  row({ id: '4', streamId: 's2', tag: 'swaps', errorMessage: 'E500', createdAt: ago(23 * HOUR) }),
  row({ id: '5', streamId: 's2', tag: 'swaps', errorMessage: 'E404', createdAt: ago(2 * DAY) }),
  row({ id: '6', streamId: 's3', tag: 'x', errorMessage: 'E404', createdAt: new Date(NOW + MINUTE).toISOString() }),
];

describe('summarize', () => {
  it.each([
    [
      'complete history',
      { complete: true, oldestLoaded: null },
      { lastHour: 2, lastDay: 4, partialHour: false, partialDay: false },
    ],
    [
      'loaded back two days',
      { complete: false, oldestLoaded: NOW - 2 * DAY },
      { lastHour: 2, lastDay: 4, partialHour: false, partialDay: false },
    ],
    [
      'loaded back 30 minutes only',
      { complete: false, oldestLoaded: NOW - 30 * MINUTE },
      { lastHour: 2, lastDay: 4, partialHour: true, partialDay: true },
    ],
    [
      'loaded back 2 hours',
      { complete: false, oldestLoaded: NOW - 2 * HOUR },
      { lastHour: 2, lastDay: 4, partialHour: false, partialDay: true },
    ],
  ])('%s', (_name, coverage, expected) => {
    expect(summarize(rows, NOW, coverage)).toMatchObject(expected);
  });

  it('ranks top streams and errors by count, then recency', () => {
    const summary = summarize(rows, NOW, { complete: true, oldestLoaded: null, topN: 2 });
    expect(summary.topStreams.map((e) => [e.key, e.label, e.count])).toEqual([
      ['s2', 'swaps', 3],
      ['s1', 'nft', 2],
    ]);
    expect(summary.topErrors.map((e) => [e.label, e.count])).toEqual([
      ['E500', 3],
      ['E404', 2],
    ]);
  });

  it('is all zero for no rows', () => {
    expect(summarize([], NOW, { complete: true, oldestLoaded: null })).toEqual({
      lastHour: 0,
      lastDay: 0,
      partialHour: false,
      partialDay: false,
      topStreams: [],
      topErrors: [],
    });
  });
});
