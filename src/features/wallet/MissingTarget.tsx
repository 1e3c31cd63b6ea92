import type { EvmChain } from '../../../contract/lib/chains';
import { explorerOf, explorerTxUrl } from '../../lib/explorers';

export interface MissingTargetProps {
  hash: string;
  chain: EvmChain;
  /** There are later pages of this list. */
  hasNext: boolean;
  /** This is the list's first page. */
  firstPage: boolean;
}

/**
 * A `#tx=` link whose transaction is not among this page's rows: where to look next. The service
 * finds no transaction by hash, so the list cannot jump to it; the chain's explorer can show it.
 */
export function MissingTarget({ hash, chain, hasNext, firstPage }: MissingTargetProps) {
  const explorer = explorerOf(chain);
  const href = explorerTxUrl(chain, hash);
  const elsewhere = [hasNext ? 'a later page (Next)' : null, firstPage ? null : 'an earlier page (Previous)'].filter(
    (item): item is string => item !== null,
  );
  return (
    <div
      role="status"
      className="space-y-1 rounded-md border border-zinc-200 bg-zinc-50 px-3 py-2 text-sm dark:border-zinc-800 dark:bg-zinc-900"
    >
      <p>
        Transaction <span className="break-all font-mono">{hash}</span> from the link is not on this page of this
        wallet’s history on {chain.label}.
      </p>
      <ul className="list-disc pl-5 text-zinc-700 dark:text-zinc-300">
        {elsewhere.length > 0 ? (
          <li>It may be on {elsewhere.join(' or ')}, or outside the range the filters set.</li>
        ) : (
          <li>
            It is not in this wallet’s history with these filters: it may be outside the range, on another chain, or not
            involve this wallet.
          </li>
        )}
        {href && explorer ? (
          <li>
            Open it on{' '}
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              className="text-accent-700 underline dark:text-accent-300"
            >
              {explorer.name}
              <span aria-hidden="true"> ↗</span>
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
            : this data service has no transaction look-up.
          </li>
        ) : null}
      </ul>
    </div>
  );
}
