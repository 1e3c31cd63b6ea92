import { DIVERGENCE_THRESHOLD, formatDifference, priceDivergence } from './divergence';

/** Says whether REST and JSON-RPC agree, and warns when they differ beyond the threshold. */
export function Divergence({ rest, rpc }: { rest: number; rpc: number }) {
  const { difference, diverges } = priceDivergence(rest, rpc);
  const limit = formatDifference(DIVERGENCE_THRESHOLD);
  if (!diverges) {
    return (
      <p data-testid="sources-agree" className="text-xs text-zinc-600 dark:text-zinc-400">
        REST and JSON-RPC agree (difference {formatDifference(difference)}, within {limit}).
      </p>
    );
  }
  return (
    <p role="status" data-testid="sources-diverge" className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950/50 dark:text-amber-100">
      <strong>REST and JSON-RPC differ by {formatDifference(difference)}</strong> (more than {limit}). One answer may be older
      than the other, or priced from a different pool; compare their blocks and exchanges.
    </p>
  );
}
