import { Link } from '@tanstack/react-router';
import { findEvmChain } from '../../../contract/lib/chains';
import { explorerBlockUrl, explorerOf } from '../../lib/explorers';
import { formatInteger } from '../../lib/format';

const link = 'font-mono tabular-nums text-accent-700 underline-offset-2 hover:underline dark:text-accent-300';

/**
 * A failed delivery's block, grouped and linked: a chain-B (`aptos`) block opens this app's block
 * page; an EVM block opens the chain's explorer, as the data service has no EVM block look-up.
 */
export function BlockLink({ block, chain, type }: { block: number; chain: string; type: string }) {
  if (!Number.isSafeInteger(block) || block < 0) return <span className="font-mono">— (not a whole number)</span>;
  const grouped = formatInteger(block);
  if (type === 'aptos') {
    return (
      <Link to="/chain-b/blocks/$height" params={{ height: String(block) }} className={link}>
        {grouped}
        <span className="sr-only"> (Aptos block page)</span>
      </Link>
    );
  }
  const evm = findEvmChain(chain);
  const url = evm ? explorerBlockUrl(evm, BigInt(block)) : null;
  if (!evm || !url) return <span className="font-mono tabular-nums">{grouped}</span>;
  const name = explorerOf(evm)?.name ?? 'explorer';
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className={link}
      title={`Block ${grouped} on ${name} (opens a new tab)`}
    >
      {grouped}
      <span className="sr-only"> on {name} (opens a new tab)</span>
    </a>
  );
}
