import { describe, expect, it } from 'vitest';
import { MAX_HEAD_CALLS, NoBlocksError, searchHead, type ProbeAnswer } from './headSearch';

/** A chain whose block h is made at `genesis + h × pace`, asked at `now`; it records every height asked. */
function chain({
  head,
  paceMs = 432,
  genesisMs = 1_665_532_800_000,
}: {
  head: number;
  paceMs?: number;
  genesisMs?: number;
}) {
  const asked: bigint[] = [];
  const timeOf = (height: bigint) => genesisMs + Number(height) * paceMs;
  return {
    asked,
    timeOf,
    nowMs: timeOf(BigInt(head)) + paceMs / 2,
    probe: async (height: bigint): Promise<ProbeAnswer> => {
      asked.push(height);
      return height <= BigInt(head) ? { found: true, timeMs: timeOf(height) } : { found: false };
    },
  };
}

describe('searchHead', () => {
  it('finds the head of a long chain in a few calls from nothing, and says each call', async () => {
    const c = chain({ head: 300_099_999 });
    const heard: number[] = [];
    const result = await searchHead({
      probe: c.probe,
      nowMs: () => c.nowMs,
      start: null,
      onCall: (n) => heard.push(n),
    });
    expect(result).toEqual({ height: 300_099_999n, calls: c.asked.length });
    expect(result.calls).toBeLessThanOrEqual(8);
    expect(heard).toEqual(c.asked.map((_, index) => index + 1));
  });

  it('starts from a block the cache holds', async () => {
    const c = chain({ head: 5_000_000 });
    const result = await searchHead({
      probe: c.probe,
      nowMs: () => c.nowMs,
      start: { height: 4_999_000n, timeMs: c.timeOf(4_999_000n) },
    });
    expect(result.height).toBe(5_000_000n);
    expect(c.asked[0]).toBe(4_999_016n);
    expect(result.calls).toBeLessThanOrEqual(6);
  });

  it('still finds the exact head when the clock is wrong, at the cost of more calls', async () => {
    for (const skewMs of [-3_600_000, 7 * 86_400_000]) {
      const c = chain({ head: 123_456_789 });
      const result = await searchHead({ probe: c.probe, nowMs: () => c.nowMs + skewMs, start: null });
      expect(result.height).toBe(123_456_789n);
      expect(result.calls).toBeLessThan(MAX_HEAD_CALLS);
    }
  });

  it('finds the head of a young chain below the first guess, and of a chain of one block', async () => {
    for (const head of [0, 1, 7, 100_000]) {
      const c = chain({ head });
      expect((await searchHead({ probe: c.probe, nowMs: () => c.nowMs, start: null })).height).toBe(BigInt(head));
    }
  });

  it('says when there is no block at all', async () => {
    await expect(
      searchHead({ probe: async () => ({ found: false }), nowMs: () => 0, start: null }),
    ).rejects.toBeInstanceOf(NoBlocksError);
  });

  it('stops asking once cancelled', async () => {
    const c = chain({ head: 300_000 });
    const controller = new AbortController();
    const search = searchHead({
      probe: async (height) => {
        if (c.asked.length === 2) controller.abort();
        return c.probe(height);
      },
      nowMs: () => c.nowMs,
      start: null,
      signal: controller.signal,
    });
    await expect(search).rejects.toThrow();
    expect(c.asked).toHaveLength(3);
  });
});
