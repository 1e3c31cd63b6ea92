import { describe, expect, it } from 'vitest';
import { findCostText } from './findCost';

describe('findCostText', () => {
  it('states units, the share of the day left and the pacing time', () => {
    expect(findCostText(100, 50, { perClientPerMinute: 1_500, clientLeft: 1_500, dailyLeft: 36_000 })).toBe(
      'at most 100 calls × 50 CU = 5,000 compute units (pages already loaded are free); 14% of the 36,000 the server may still spend today; paced at 1,500 CU a minute, so up to about 3 minutes.',
    );
  });

  it('leaves out the pacing when the units left cover every call, and the budget when the server has none', () => {
    expect(findCostText(20, 50, { perClientPerMinute: 1_500, clientLeft: 1_500, dailyLeft: 36_000 })).toBe(
      'at most 20 calls × 50 CU = 1,000 compute units (pages already loaded are free); 3% of the 36,000 the server may still spend today.',
    );
    expect(findCostText(20, 50, undefined)).toBe(
      'at most 20 calls × 50 CU = 1,000 compute units (pages already loaded are free).',
    );
  });
});
