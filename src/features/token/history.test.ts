import { describe, expect, it } from 'vitest';
import { blockTimestampMs, estimateBlockTime, historyAnchor, historyCost, sampleBlocks, windowBlocks } from './history';

describe('sampleBlocks', () => {
  it('spaces samples evenly across a day of 12 s blocks, head included', () => {
    const blocks = sampleBlocks(21_000_000n, 12, 86_400, 13);
    expect(blocks).toHaveLength(13);
    expect(blocks[0]).toBe(21_000_000n - 7_200n);
    expect(blocks[12]).toBe(21_000_000n);
    expect(blocks[1]! - blocks[0]!).toBe(600n);
  });

  it('keeps the asked number of samples and ascends', () => {
    const blocks = sampleBlocks(50_000_000n, 2, 7 * 86_400, 24);
    expect(blocks).toHaveLength(24);
    for (let i = 1; i < blocks.length; i++) expect(blocks[i]! > blocks[i - 1]!).toBe(true);
    expect(blocks[0]).toBe(50_000_000n - 302_400n);
  });

  it('handles sub-second block times (arbitrum)', () => {
    expect(windowBlocks(86_400, 0.25)).toBe(345_600n);
    expect(sampleBlocks(300_000_000n, 0.25, 86_400, 2)).toEqual([300_000_000n - 345_600n, 300_000_000n]);
  });

  it('clamps at genesis and drops duplicates', () => {
    expect(sampleBlocks(100n, 12, 30 * 86_400, 3)).toEqual([0n, 50n, 100n]);
    expect(sampleBlocks(3n, 12, 86_400, 12)).toEqual([0n, 1n, 2n, 3n]);
  });

  it('stays exact beyond 2^53', () => {
    const head = 2n ** 60n;
    const blocks = sampleBlocks(head, 12, 86_400, 2);
    expect(blocks).toEqual([head - 7_200n, head]);
  });

  it('edge counts', () => {
    expect(sampleBlocks(10n, 12, 86_400, 1)).toEqual([10n]);
    expect(sampleBlocks(10n, 12, 86_400, 0)).toEqual([]);
  });
});

describe('estimateBlockTime and cost', () => {
  it('steps back by the block time', () => {
    const head = Date.parse('2026-11-20T12:00:00Z');
    expect(estimateBlockTime(7_200n, 14_400n, head, 12).toISOString()).toBe('2026-11-19T12:00:00.000Z');
  });
  it('says calls and compute units', () => {
    expect(historyCost(24)).toEqual({ calls: 24, computeUnits: 1200 });
  });
});

describe('historyAnchor', () => {
  const answer = (
    over: Partial<{ toBlock: string | null; priceLastChangedAtBlock: string | null; blockTimestamp: string | null }>,
  ) => ({
    toBlock: null,
    priceLastChangedAtBlock: null,
    blockTimestamp: null,
    ...over,
  });

  it('ends at the block an answer was priced at, at the time the answer gives', () => {
    expect(historyAnchor([answer({ toBlock: '100', blockTimestamp: '1700000000000' })], null)).toEqual({
      block: '100',
      timeMs: 1_700_000_000_000,
    });
    expect(historyAnchor([undefined, answer({ toBlock: '7' })], '9')).toEqual({ block: '7', timeMs: null });
  });

  it('ends at the asked block when the answers do not repeat it', () => {
    expect(historyAnchor([answer({ blockTimestamp: '2024-02-15T12:00:00Z' })], '42')).toEqual({
      block: '42',
      timeMs: Date.parse('2024-02-15T12:00:00Z'),
    });
  });

  it("uses the block the latest price last moved at, and its answer's timestamp", () => {
    expect(historyAnchor([answer({ priceLastChangedAtBlock: '99', blockTimestamp: '1700000000' })], null)).toEqual({
      block: '99',
      timeMs: 1_700_000_000_000,
    });
  });

  it('has no anchor for a 2022 answer, which names no block, nor before any answer', () => {
    expect(historyAnchor([answer({})], null)).toBeNull();
    expect(historyAnchor([undefined, undefined], null)).toBeNull();
  });
});

describe('blockTimestampMs', () => {
  it.each([
    ['1700000000000', 1_700_000_000_000],
    ['1700000000', 1_700_000_000_000],
    ['2023-11-14T22:13:20.000Z', 1_700_000_000_000],
    ['yesterday', null],
    [null, null],
  ])('reads %j', (text, ms) => {
    expect(blockTimestampMs(text)).toBe(ms);
  });
});
