/**
 * REST and JSON-RPC price the same token from the same pools, so they should agree; a gap larger
 * than this means one side is stale or priced a different pool, and the card says so.
 */
export const DIVERGENCE_THRESHOLD = 0.005;

/** Relative difference of two USD prices, against the larger one (0 when both are 0). */
export function relativeDifference(a: number, b: number): number {
  const larger = Math.max(Math.abs(a), Math.abs(b));
  if (larger === 0) return 0;
  return Math.abs(a - b) / larger;
}

export function priceDivergence(a: number, b: number, threshold = DIVERGENCE_THRESHOLD) {
  const difference = relativeDifference(a, b);
  return { difference, diverges: difference > threshold };
}

export function formatDifference(difference: number): string {
  return `${(difference * 100).toFixed(difference < 0.001 ? 3 : 2)}%`;
}

/** The block an answer's price belongs to: the asked `toBlock`, else the block the price last moved at. */
export function priceBlock(price: { toBlock: string | null; priceLastChangedAtBlock: string | null }): string | null {
  return price.toBlock ?? price.priceLastChangedAtBlock ?? null;
}

export type SourceComparison =
  | { kind: 'same-block'; block: string; difference: number; diverges: boolean }
  /** A block is null when its answer does not say it. */
  | { kind: 'different-blocks'; rest: string | null; rpc: string | null };

/**
 * REST against JSON-RPC, only when both priced the same block: a gap between two blocks is the
 * market moving, not the sources disagreeing.
 */
export function compareSources(
  rest: { usdPrice: number; block: string | null },
  rpc: { usdPrice: number; block: string | null },
  threshold = DIVERGENCE_THRESHOLD,
): SourceComparison {
  if (rest.block === null || rpc.block === null || rest.block !== rpc.block)
    return { kind: 'different-blocks', rest: rest.block, rpc: rpc.block };
  return { kind: 'same-block', block: rest.block, ...priceDivergence(rest.usdPrice, rpc.usdPrice, threshold) };
}
