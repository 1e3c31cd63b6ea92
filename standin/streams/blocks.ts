import { findEvmChain } from '../../src/lib/chains';
import { headAt } from '../chainB/heights';
import { APTOS_CHAIN } from './config';

/**
 * The block a failed delivery was about: the chain's block made shortly before the delivery.
 * EVM heights follow the chain table's block time from an anchor (the chain's approximate real
 * height at the end-to-end clock, 2026-11-20T12:00Z); the aptos stream uses chain B's own timeline.
 */

const ANCHOR_MS = Date.parse('2026-11-20T12:00:00.000Z');

const ANCHOR_HEIGHTS: Record<string, number> = {
  '0x1': 26_450_000,
  '0x89': 95_600_000,
  '0x2105': 54_170_000,
  '0xa4b1': 520_000_000,
  '0xa': 159_700_000,
};

export function blockNumberAt(chain: string, ms: number): number {
  if (chain === APTOS_CHAIN) return Math.max(0, headAt(ms));
  const seconds = findEvmChain(chain)?.blockTimeSeconds ?? 2;
  const anchor = ANCHOR_HEIGHTS[chain] ?? 10_000_000;
  return Math.max(0, anchor + Math.floor((ms - ANCHOR_MS) / (seconds * 1000)));
}
