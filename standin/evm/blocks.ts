import type { EvmChain } from '../../contract/lib/chains';
import { hex32 } from './rand';

/**
 * Block numbers and times. Every chain's history is anchored at one fixed instant with a fixed
 * block number there, and blocks follow at exactly the chain's block time, so block n's time
 * never depends on "now": the clock only decides which block is the head.
 */

/** 2026-01-01T00:00:00Z: the instant at which each chain sits at its anchor block. */
export const ANCHOR_MS = Date.UTC(2026, 0, 1);

/** The anchor block per hex id (roughly each real chain's height at the anchor). */
const ANCHOR_BLOCKS: Record<string, number> = {
  '0x1': 24_136_000,
  '0xaa36a7': 9_960_000,
  '0x4268': 4_800_000,
  '0x89': 80_500_000,
  '0x13882': 30_000_000,
  '0x38': 73_000_000,
  '0x61': 75_000_000,
  '0xa86a': 74_000_000,
  '0xfa': 120_000_000,
  '0x2a15c308d': 26_000_000,
  '0x19': 30_000_000,
  '0xa4b1': 416_000_000,
  '0x64': 43_000_000,
  '0x27d8': 18_000_000,
  '0x15b38': 28_000_000,
  '0x15b32': 25_000_000,
  '0x2105': 40_200_000,
  '0x14a34': 35_500_000,
  '0xa': 145_800_000,
  '0xaa37d': 37_000_000,
  '0xe708': 27_000_000,
  '0xe705': 14_000_000,
  '0x504': 13_300_000,
  '0x505': 13_600_000,
  '0x507': 13_000_000,
};

/** What the timeline needs to know about a chain (EVM chains and the RPC-only ones). */
export interface Timeline {
  /** Stable key used in hashes: the hex id. */
  readonly key: string;
  readonly blockMs: number;
  readonly anchorBlock: number;
}

export function timelineOf(chain: EvmChain): Timeline {
  return {
    key: chain.hexId,
    blockMs: Math.round(chain.blockTimeSeconds * 1000),
    anchorBlock: ANCHOR_BLOCKS[chain.hexId] ?? 10_000_000,
  };
}

export function blockTimeMs(t: Timeline, block: number): number {
  return ANCHOR_MS + (block - t.anchorBlock) * t.blockMs;
}

export function headBlock(t: Timeline, nowMs: number): number {
  return Math.max(0, t.anchorBlock + Math.floor((nowMs - ANCHOR_MS) / t.blockMs));
}

/** The first block whose time is at or after `ms`. */
export function firstBlockAtOrAfter(t: Timeline, ms: number): number {
  return Math.max(0, t.anchorBlock + Math.ceil((ms - ANCHOR_MS) / t.blockMs));
}

/** The last block whose time is at or before `ms` (-1 when before genesis). */
export function lastBlockAtOrBefore(t: Timeline, ms: number): number {
  return Math.max(-1, t.anchorBlock + Math.floor((ms - ANCHOR_MS) / t.blockMs));
}

export function blockHash(t: Timeline, block: number): `0x${string}` {
  return hex32('block', t.key, block);
}

/** ISO 8601 UTC with milliseconds and Z, as the wallet endpoints send it. */
export function isoTime(t: Timeline, block: number): string {
  return new Date(blockTimeMs(t, block)).toISOString();
}

/** Blocks in 24 hours on this chain (for the price's percent change). */
export function blocksPerDay(t: Timeline): number {
  return Math.round(86_400_000 / t.blockMs);
}
