import { describe, expect, it } from 'vitest';
import { coverageOf, rangeChartCost } from './activityCoverage';

describe('coverageOf', () => {
  it('counts the transactions and spans their UTC days, in any order', () => {
    const rows = [
      { block_timestamp: '2026-11-20T01:00:00.000Z' },
      { block_timestamp: '2026-11-02T23:59:59.000Z' },
      { block_timestamp: '2026-11-05T00:00:00.000Z' },
    ];
    expect(coverageOf(rows)).toEqual({ count: 3, firstDay: '2026-11-02', lastDay: '2026-11-20' });
    expect(coverageOf([])).toEqual({ count: 0, firstDay: null, lastDay: null });
  });
});

describe('rangeChartCost', () => {
  it('is one call per 100 transactions at the endpoint’s compute units', () => {
    expect(rangeChartCost(1_000, 30)).toEqual({ calls: 10, computeUnits: 300 });
    expect(rangeChartCost(5_000, 50)).toEqual({ calls: 50, computeUnits: 2_500 });
    expect(rangeChartCost(150, 30)).toEqual({ calls: 2, computeUnits: 60 });
  });
});
