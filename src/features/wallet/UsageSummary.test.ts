import { describe, expect, it } from 'vitest';
import { getUsageFor, recordFetch } from '../../api/usage';

describe('getUsageFor (per-path usage)', () => {
  it('sums the calls under one wallet, spent and saved apart', () => {
    const wallet = '/api/evm/0x00000000000000000000000000000000000000e1';
    recordFetch({ path: wallet, computeUnits: 30, cache: 'miss' });
    recordFetch({ path: `${wallet}/verbose`, computeUnits: 50, cache: null });
    recordFetch({ path: wallet, computeUnits: 30, cache: 'hit' });
    recordFetch({ path: '/api/evm/0x00000000000000000000000000000000000000e2', computeUnits: 30, cache: null });
    expect(getUsageFor(wallet)).toEqual({
      calls: 3,
      upstreamCalls: 2,
      cacheHits: 1,
      computeUnitsSpent: 80,
      computeUnitsSaved: 30,
    });
  });
});
