import { memo } from 'react';
import { Address, Amount, Hash, Timestamp } from '../../components';
import { useProgressiveCount } from '../../components/useProgressiveCount';
import { ChevronRightIcon } from '../../components/icons/ChevronRightIcon';
import type { EvmChain } from '../../../contract/lib/chains';
import { formatInteger } from '../../lib/format';
import { DirectionBadge, FailedBadge, MethodBadge } from './badges';
import { TxDetail } from './TxDetail';
import { TIMESTAMP_MODE, useTimeColumn, type TimeColumn } from './timeColumn';
import { rowAnchorId, type TxTableProps } from './TxTable';
import { directionOf, feeWei, isFailed, methodText, type WalletTx } from './tx';

interface TxCardProps {
  tx: WalletTx;
  wallet: string;
  chain: EvmChain;
  open: boolean;
  target: boolean;
  time: TimeColumn;
  onToggle: (hash: string) => void;
}

/**
 * One card, memoised: opening one card (or Expand all) redraws only the cards whose state changed.
 *
 * content-visibility: auto lets the browser skip style, layout and paint of cards off screen (an
 * 8rem placeholder until a card has been drawn once, then its own height). Without it each pass
 * of useProgressiveCount laid out and painted every card so far, so each pass cost more than the
 * last (bench/mechanisms.md). Find in page and screen readers still see every card.
 */
const TxCard = memo(function TxCard({ tx, wallet, chain, open, target, time, onToggle }: TxCardProps) {
  const me = wallet.toLowerCase();
  return (
    <li
      data-expanded={open}
      className={`space-y-1.5 px-3 py-2.5 text-sm [contain-intrinsic-size:auto_8rem] [content-visibility:auto] ${target ? 'outline-2 -outline-offset-2 outline-accent-500' : ''}`}
    >
      {/* The time goes under the hash when both do not fit (a local date is about 27 characters). */}
      <div className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
        <span id={rowAnchorId(tx.hash)} className="inline-flex shrink-0 scroll-mt-24 items-center gap-1.5">
          <Hash value={tx.hash} className="text-xs" />
          {isFailed(tx) ? <FailedBadge /> : null}
        </span>
        <Timestamp
          value={tx.block_timestamp}
          mode={TIMESTAMP_MODE[time]}
          className="ml-auto text-xs text-zinc-500 dark:text-zinc-400"
        />
      </div>
      <div className="flex items-center gap-2 text-xs text-zinc-500 dark:text-zinc-400">
        <MethodBadge text={methodText(tx)} />
        <span>
          Block{' '}
          <span data-testid="block" className="font-mono">
            {formatInteger(tx.block_number)}
          </span>
        </span>
      </div>
      <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
        <Address
          address={tx.from_address}
          chain={chain}
          label={tx.from_address_label}
          entity={tx.from_address_entity}
          logo={tx.from_address_entity_logo}
          link={tx.from_address !== me}
        />
        <DirectionBadge direction={directionOf(tx, wallet)} />
        {tx.to_address === null ? (
          <span className="inline-flex items-center gap-1">
            <span className="rounded bg-violet-100 px-1 py-px text-[10px] font-semibold uppercase text-violet-800 dark:bg-violet-950 dark:text-violet-300">
              Contract creation
            </span>
            {tx.receipt_contract_address ? <Address address={tx.receipt_contract_address} chain={chain} /> : null}
          </span>
        ) : (
          <Address
            address={tx.to_address}
            chain={chain}
            label={tx.to_address_label}
            entity={tx.to_address_entity}
            logo={tx.to_address_entity_logo}
            link={tx.to_address !== me}
          />
        )}
      </div>
      <div className="flex items-center gap-3">
        <Amount
          raw={tx.value}
          decimals={chain.nativeDecimals}
          symbol={chain.nativeSymbol}
          maxFractionDigits={6}
          className={`font-medium ${isFailed(tx) ? 'line-through decoration-red-500/60' : ''}`}
        />
        <span className="text-xs text-zinc-500 dark:text-zinc-400">
          fee{' '}
          <Amount
            raw={feeWei(tx, chain.nativeDecimals)}
            decimals={chain.nativeDecimals}
            symbol={chain.nativeSymbol}
            maxFractionDigits={6}
          />
        </span>
        <button
          type="button"
          aria-expanded={open}
          aria-label={`${open ? 'Hide' : 'Show'} details of ${tx.hash}`}
          onClick={() => onToggle(tx.hash)}
          className="ml-auto inline-flex items-center gap-1 rounded-md px-1.5 py-1 text-xs font-medium text-accent-700 hover:bg-zinc-100 dark:text-accent-300 dark:hover:bg-zinc-800"
        >
          Details
          <ChevronRightIcon
            className={`size-3.5 transition-transform motion-reduce:transition-none ${open ? 'rotate-90' : ''}`}
          />
        </button>
      </div>
      {open ? (
        <div className="border-t border-zinc-200 pt-2 dark:border-zinc-800">
          <TxDetail tx={tx} wallet={wallet} chain={chain} />
        </div>
      ) : null}
    </li>
  );
});

/**
 * The list on phones: ten columns do not fit 390 px, so each transaction becomes a card with the
 * same facts (and the same details when opened), instead of a table scrolled sideways.
 */
export function TxCards({ rows, wallet, chain, expandedIds, onToggle, targetHash }: TxTableProps) {
  // A phone screen holds two to four cards: four at once, the rest a few per frame; a `#tx=`
  // link's card is in the first pass so it can be scrolled to.
  const shown = useProgressiveCount(rows.length, {
    first: 4,
    step: 6,
    atLeast: targetHash ? rows.findIndex((tx) => tx.hash === targetHash) + 1 : 0,
  });
  // Read once for the list: a stored preference read per card was a localStorage read and a
  // storage-event listener per card.
  const [time] = useTimeColumn();
  return (
    <ul
      aria-busy={shown < rows.length || undefined}
      aria-label={`Transactions of ${wallet} on ${chain.label}`}
      className="divide-y divide-zinc-200 rounded-lg border border-zinc-200 bg-white dark:divide-zinc-800 dark:border-zinc-800 dark:bg-zinc-950"
    >
      {rows.slice(0, shown).map((tx) => (
        <TxCard
          key={tx.hash}
          tx={tx}
          wallet={wallet}
          chain={chain}
          open={expandedIds.has(tx.hash)}
          target={tx.hash === targetHash}
          time={time}
          onToggle={onToggle}
        />
      ))}
    </ul>
  );
}
