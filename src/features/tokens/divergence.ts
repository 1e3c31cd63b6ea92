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
