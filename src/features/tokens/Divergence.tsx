import type { TokenPrice } from '../../../contract/schemas/evm';
import { formatInteger } from '../../lib/format';
import { DIVERGENCE_THRESHOLD, compareSources, formatDifference, priceBlock } from './divergence';

const blockText = (block: string | null) =>
  block === null ? 'a block it does not state' : `block ${formatInteger(block)}`;

/**
 * Says whether REST and JSON-RPC agree, and warns when they differ beyond the threshold; prices
 * of two different blocks are not compared, and the line says so.
 */
export function Divergence({ rest, rpc }: { rest: TokenPrice; rpc: TokenPrice }) {
  const comparison = compareSources(
    { usdPrice: rest.usdPrice, block: priceBlock(rest) },
    { usdPrice: rpc.usdPrice, block: priceBlock(rpc) },
  );
  const limit = formatDifference(DIVERGENCE_THRESHOLD);
  if (comparison.kind === 'different-blocks') {
    return (
      <p data-testid="sources-different-blocks" className="text-xs text-zinc-600 dark:text-zinc-400">
        REST and JSON-RPC priced different blocks (REST at {blockText(comparison.rest)}, JSON-RPC at{' '}
        {blockText(comparison.rpc)}): not compared.
      </p>
    );
  }
  if (!comparison.diverges) {
    return (
      <p data-testid="sources-agree" className="text-xs text-zinc-600 dark:text-zinc-400">
        At block {formatInteger(comparison.block)}, REST and JSON-RPC agree (difference{' '}
        {formatDifference(comparison.difference)}, within {limit}).
      </p>
    );
  }
  return (
    <p
      role="status"
      data-testid="sources-diverge"
      className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950/50 dark:text-amber-100"
    >
      <strong>
        At block {formatInteger(comparison.block)}, REST and JSON-RPC differ by{' '}
        {formatDifference(comparison.difference)}
      </strong>{' '}
      (more than {limit}). They priced the same block, so one of them used another pool; compare their exchanges.
    </p>
  );
}
