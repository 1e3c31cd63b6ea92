import { memo } from 'react';
import type { NftTransfer } from '../../../contract/schemas/evm';
import { Address, Hash, Timestamp } from '../../components';
import { useProgressiveCount } from '../../components/useProgressiveCount';
import type { EvmChain } from '../../../contract/lib/chains';
import { formatInteger } from '../../lib/format';
import type { TokenIdFormat } from '../../../contract/endpoints/nft';
import { TokenId, TransferAmount, TransferParties, TransferPrice, TransferStandard, TransferVerdict } from './columns';
import { hasPrice, transferId, transferTime } from './transfer';

interface TransferCardsProps {
  rows: NftTransfer[];
  chain: EvmChain;
  format: TokenIdFormat;
  /** Read by screen readers: which contract, chain and page. */
  label: string;
  rowClassName: (transfer: NftTransfer) => string;
}

/**
 * One transfer, memoised on its object. content-visibility: auto lets the browser skip cards off
 * screen (as the wallet's cards do, TxCards.tsx): the progressive passes then cost only the cards
 * they add, not a layout and paint of every card so far.
 */
const TransferCard = memo(function TransferCard({
  transfer: t,
  chain,
  format,
  className,
}: {
  transfer: NftTransfer;
  chain: EvmChain;
  format: TokenIdFormat;
  className: string;
}) {
  return (
    <li
      className={`space-y-1.5 px-3 py-2.5 text-sm [contain-intrinsic-size:auto_7rem] [content-visibility:auto] ${className}`}
    >
      <div className="flex items-center gap-2">
        <Hash value={t.transaction_hash} className="text-xs" />
        <Timestamp
          value={transferTime(t.block_timestamp)}
          className="ml-auto text-xs text-zinc-500 dark:text-zinc-400"
        />
      </div>
      <div className="flex flex-wrap items-center gap-2 text-xs text-zinc-500 dark:text-zinc-400">
        <TransferStandard transfer={t} />
        <span>
          Block <span className="font-mono">{formatInteger(t.block_number)}</span>
        </span>
        <TransferVerdict transfer={t} />
      </div>
      <TransferParties transfer={t} chain={chain} className="flex-wrap" />
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="inline-flex items-center gap-1">
          <span className="text-xs text-zinc-500 dark:text-zinc-400">Token</span>
          <TokenId id={t.token_id} format={format} />
        </span>
        <span className="tabular-nums">
          <span className="text-xs text-zinc-500 dark:text-zinc-400">× </span>
          <TransferAmount transfer={t} />
        </span>
        {hasPrice(t) ? (
          <span className="inline-flex items-center gap-1">
            <span className="text-xs text-zinc-500 dark:text-zinc-400">Price</span>
            <TransferPrice transfer={t} chain={chain} />
          </span>
        ) : null}
        {t.operator ? (
          <span className="inline-flex items-center gap-1 text-xs text-zinc-500 dark:text-zinc-400">
            operator <Address address={t.operator} chain={chain} />
          </span>
        ) : null}
      </div>
    </li>
  );
});

/**
 * The transfers on phones: nine columns do not fit 390 px, so each transfer becomes a card with
 * the same facts (the same cell components as the table's columns), instead of a table scrolled
 * sideways.
 */
export function TransferCards({ rows, chain, format, label, rowClassName }: TransferCardsProps) {
  // A phone screen holds about five cards: eight at once, the rest a few per frame.
  const shown = useProgressiveCount(rows.length, { first: 8, step: 6 });
  return (
    <ul
      aria-busy={shown < rows.length || undefined}
      aria-label={label}
      className="divide-y divide-zinc-200 rounded-lg border border-zinc-200 bg-white dark:divide-zinc-800 dark:border-zinc-800 dark:bg-zinc-950"
    >
      {rows.slice(0, shown).map((t) => (
        <TransferCard key={transferId(t)} transfer={t} chain={chain} format={format} className={rowClassName(t)} />
      ))}
    </ul>
  );
}
