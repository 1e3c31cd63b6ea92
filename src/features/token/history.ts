import { ENDPOINTS } from '../../../contract/endpoints/records';

/**
 * Price history by sampling: the service has no history endpoint, so the chart asks for the
 * price `to_block` at evenly spaced blocks across the window. Block numbers stay bigint; the
 * window is turned into a block count with the chain's average block time.
 */

export const HISTORY_WINDOWS = [
  { id: '24h', label: '24 h', seconds: 24 * 3600 },
  { id: '7d', label: '7 d', seconds: 7 * 24 * 3600 },
  { id: '30d', label: '30 d', seconds: 30 * 24 * 3600 },
] as const;
export type HistoryWindowId = (typeof HISTORY_WINDOWS)[number]['id'];

export const HISTORY_SAMPLE_COUNTS = [12, 24, 48] as const;
export type HistorySampleCount = (typeof HISTORY_SAMPLE_COUNTS)[number];

export function windowSeconds(id: HistoryWindowId): number {
  return HISTORY_WINDOWS.find((w) => w.id === id)!.seconds;
}

/** Blocks a window spans at this block time (at least 1). */
export function windowBlocks(seconds: number, blockTimeSeconds: number): bigint {
  return BigInt(Math.max(1, Math.round(seconds / blockTimeSeconds)));
}

/**
 * `samples` block numbers, ascending, evenly spaced from `head - window` to `head` (both
 * included). A window reaching past genesis starts at block 0; duplicates (a window shorter than
 * the sample count) are dropped, so the result can be shorter than asked.
 */
export function sampleBlocks(head: bigint, blockTimeSeconds: number, seconds: number, samples: number): bigint[] {
  if (samples < 1 || head < 0n) return [];
  if (samples === 1) return [head];
  let span = windowBlocks(seconds, blockTimeSeconds);
  if (span > head) span = head;
  const steps = BigInt(samples - 1);
  const blocks: bigint[] = [];
  for (let i = 0n; i <= steps; i++) {
    const block = head - (span * (steps - i)) / steps;
    if (blocks.length === 0 || blocks[blocks.length - 1] !== block) blocks.push(block);
  }
  return blocks;
}

/** The approximate time of a past block, from the head's time and the average block time. */
export function estimateBlockTime(block: bigint, head: bigint, headTimeMs: number, blockTimeSeconds: number): Date {
  const behind = Number(head - block);
  return new Date(headTimeMs - behind * blockTimeSeconds * 1000);
}

/** What the history costs, said before it is fetched. */
export function historyCost(samples: number) {
  return { calls: samples, computeUnits: samples * ENDPOINTS.price.computeUnits };
}

/** The block a price history ends at, and that block's time when an answer says it. */
export interface HistoryAnchor {
  block: string;
  /** Milliseconds since the epoch from the answer's `blockTimestamp`; null: not said (the history counts back from now). */
  timeMs: number | null;
}

interface AnchorFields {
  toBlock: string | null;
  priceLastChangedAtBlock: string | null;
  blockTimestamp: string | null;
}

/** `blockTimestamp` as the service writes it: milliseconds (or seconds) as digits, or ISO 8601. */
export function blockTimestampMs(text: string | null): number | null {
  if (text === null) return null;
  const trimmed = text.trim();
  const ms = /^\d+$/.test(trimmed)
    ? trimmed.length <= 10
      ? Number(trimmed) * 1000
      : Number(trimmed)
    : Date.parse(trimmed);
  return Number.isFinite(ms) ? ms : null;
}

/**
 * Where the history ends: the block an answer was priced at (`toBlock`), else the block the page
 * asked for, else the block the latest price last moved at (`priceLastChangedAtBlock`: the price
 * is the same from there to the head). Null when nothing names a block, as in 2022 answers, which
 * carry no block at all: then there is no block to count back from.
 */
export function historyAnchor(
  answers: readonly (AnchorFields | undefined)[],
  askedBlock: string | null,
): HistoryAnchor | null {
  const present = answers.filter((answer): answer is AnchorFields => answer !== undefined);
  const time = (answer: AnchorFields | undefined) => blockTimestampMs(answer?.blockTimestamp ?? null);
  const priced = present.find((answer) => answer.toBlock !== null);
  if (priced) return { block: priced.toBlock!, timeMs: time(priced) };
  if (askedBlock !== null)
    return { block: askedBlock, timeMs: time(present.find((answer) => answer.blockTimestamp !== null)) };
  const moved = present.find((answer) => answer.priceLastChangedAtBlock !== null);
  return moved ? { block: moved.priceLastChangedAtBlock!, timeMs: time(moved) } : null;
}
