import { useId } from 'react';
import { usePendingValue } from '../../../lib/usePendingValue';
import { useNavigate } from '@tanstack/react-router';
import type { ChainBBlock } from '../../../../contract/schemas/chainB';
import { TableSkeleton } from '../../../components/TableSkeleton';
import { formatInteger } from '../../../lib/format';
import { microsTime, versionCount } from '../format';
import { TransactionsTable } from './TransactionsTable';
import { UnreadableItems } from '../../../components/UnreadableItems';

export interface BlockTransactionsProps {
  height: bigint;
  withTransactions: boolean;
  /** The block as known so far; `transactions` is absent until the with-transactions answer arrives. */
  block: ChainBBlock;
  loading: boolean;
}

/** The transactions section: a toggle kept in the URL (`with_transactions`), then the table. */
export function BlockTransactions({ height, withTransactions, block, loading }: BlockTransactionsProps) {
  const navigate = useNavigate();
  const toggleId = useId();
  const count = versionCount(block.first_version, block.last_version);
  // The checkbox and the skeleton answer the click at once; the URL catches up.
  const [shownNow, choose, track] = usePendingValue(withTransactions);

  function setShown(shown: boolean) {
    choose(shown);
    track(
      navigate({
        to: '/chain-b/blocks/$height',
        params: { height: height.toString() },
        search: shown ? { with_transactions: true } : {},
        replace: true,
      }),
    );
  }

  return (
    <section aria-labelledby={`${toggleId}-heading`} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${toggleId}-heading`} className="text-base font-semibold">
          Transactions{' '}
          <span className="text-sm font-normal text-zinc-500 dark:text-zinc-400">({formatInteger(count)})</span>
        </h2>
        <label htmlFor={toggleId} className="inline-flex cursor-pointer items-center gap-2 text-sm">
          <input
            id={toggleId}
            type="checkbox"
            role="switch"
            checked={shownNow}
            onChange={(event) => setShown(event.target.checked)}
            className="size-4 accent-accent-600"
          />
          Show transactions
        </label>
      </div>
      {!shownNow ? (
        <p className="rounded-lg border border-dashed border-zinc-300 px-4 py-3 text-sm text-zinc-600 dark:border-zinc-700 dark:text-zinc-400">
          The block holds {formatInteger(count)} transaction{count === 1n ? '' : 's'}.{' '}
          <button
            type="button"
            onClick={() => setShown(true)}
            className="font-medium text-accent-700 underline-offset-2 hover:underline dark:text-accent-300"
          >
            Show them
          </button>
        </p>
      ) : loading || !block.transactions ? (
        <TableSkeleton rows={Math.min(8, Math.max(2, Number(count)))} columns={6} />
      ) : block.transactions.length === 0 && block.unreadable_transactions.length === 0 ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">The service returned no transactions for this block.</p>
      ) : (
        <>
          {block.transactions.length > 0 ? (
            <TransactionsTable
              transactions={block.transactions}
              height={height}
              blockDate={microsTime(block.block_timestamp)?.date ?? null}
            />
          ) : null}
          <UnreadableItems items={block.unreadable_transactions} noun="transaction" />
        </>
      )}
    </section>
  );
}
