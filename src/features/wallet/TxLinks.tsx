import { CopyButton } from '../../components/CopyButton';
import type { EvmChain } from '../../../contract/lib/chains';
import { explorerOf, explorerTxUrl } from '../../lib/explorers';
import { TX_HASH_PREFIX } from './txHash';

/**
 * This page's URL with `#tx=<hash>`: the same wallet, chain, filters and page (the page is a short
 * block anchor), so the link opens this transaction's row. Read at the click: the URL may have
 * changed since the row was drawn.
 */
export function transactionPermalink(hash: string): string {
  const { origin, pathname, search } = window.location;
  return `${origin}${pathname}${search}#${TX_HASH_PREFIX}${hash}`;
}

/** "Copy link" to this row, and the transaction on the chain's explorer (this service has no transaction look-up). */
export function TxLinks({ hash, chain }: { hash: string; chain: EvmChain }) {
  const explorer = explorerOf(chain);
  const href = explorerTxUrl(chain, hash);
  return (
    <span className="inline-flex flex-wrap items-center gap-x-3 gap-y-1">
      <CopyButton
        value={() => transactionPermalink(hash)}
        label="Copy link to this transaction"
        text="Copy link"
        className="-ml-1.5"
      />
      {href && explorer ? (
        <a
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          className="text-xs text-accent-700 underline dark:text-accent-300"
        >
          {explorer.name}
          <span aria-hidden="true"> ↗</span>
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ) : null}
    </span>
  );
}
