import { getRouteApi, Link } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { ErrorPanel, TableSkeleton } from '../../components';
import type { EvmChain } from '../../../contract/lib/chains';
import { TxCards } from './TxCards';
import { TxTable } from './TxTable';
import { AddressBookProvider } from './AddressBook';
import { TimeColumnSelect } from './TimeColumnSelect';
import { useWideLayout } from '../../lib/useMediaQuery';
import { afterPaint } from '../../lib/afterPaint';
import { EmptyState } from './WalletStates';
import { useHashTarget } from './useHashTarget';
import { TX_HASH_PREFIX, txFromHash } from './txHash';
import { MissingTarget } from './MissingTarget';
import type { WalletTx } from './tx';
import { buttonClass } from '../../components/Button';

export interface WalletListProps {
  wallet: string;
  chain: EvmChain;
  rows: WalletTx[] | undefined;
  /** Items of the page that could not be read (drawn after the list by the page). */
  unreadable?: number;
  /** Page number (1 for the first page). */
  page: number;
  /** Whether a later page exists. */
  hasNext: boolean;
  /** The pager, drawn above and below the list (the bottom one with the page size). */
  pager: (withSize: boolean) => ReactNode;
  onFirst: () => void;
  pageSize: number | undefined;
  /** The page size asked for (?limit=), known before the answer: sizes the skeleton. */
  expectedRows?: number | null;
  pending: boolean;
  /** Showing the previous page while the next one loads. */
  stale: boolean;
  error: unknown;
  onRetry: () => void;
  rangeSet: boolean;
  /** Columns of the table, for a skeleton of the same shape. */
  skeletonColumns?: number;
}

const toolButton = buttonClass('secondary', 'sm');
const routeApi = getRouteApi('/wallet/$address');

/**
 * Rows opened per frame by Expand all. Opening a whole page of decoded rows in one go was one
 * long task; eight a frame keep each task under a long task's threshold on a fast machine and
 * open the page far sooner than three a frame did (bench/mechanisms.md). The rows on screen
 * open at once.
 */
const EXPAND_STEP = 8;

/** The table widget: skeleton, error with retry, the two empty states, or the rows with paging. */
export function WalletList({
  wallet,
  chain,
  rows,
  unreadable = 0,
  page,
  hasNext,
  pager,
  onFirst,
  pageSize,
  expectedRows,
  pending,
  stale,
  error,
  onRetry,
  rangeSet,
}: WalletListProps) {
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set());
  // What is open now, for the toggle (stable, so it reads the set here rather than closing over it).
  const expandedNow = useRef(expanded);
  useEffect(() => {
    expandedNow.current = expanded;
  });
  // One of the two layouts is rendered, never both: each row's anchor id must be unique.
  const wide = useWideLayout();
  // The pending passes of an Expand all, stopped by Collapse all, a toggle or unmounting.
  const expanding = useRef<(() => void) | null>(null);
  const stopExpanding = useCallback(() => {
    expanding.current?.();
    expanding.current = null;
  }, []);
  useEffect(() => stopExpanding, [stopExpanding]);
  const expandAll = (hashes: string[]) => {
    stopExpanding();
    let next = 0;
    const pass = () => {
      const chunk = hashes.slice(next, next + EXPAND_STEP);
      next += EXPAND_STEP;
      setExpanded((old) => {
        const grown = new Set(old);
        for (const hash of chunk) grown.add(hash);
        return grown;
      });
      if (next >= hashes.length) {
        expanding.current = null;
        return;
      }
      expanding.current = afterPaint(pass);
    };
    pass();
  };
  const navigate = routeApi.useNavigate();
  // The `#tx=` this list wrote itself (opening a row), told apart from one a link brought.
  const [written, setWritten] = useState<string | null>(null);
  const openOnly = useCallback(
    (hash: string) => {
      stopExpanding();
      setExpanded(new Set([hash]));
    },
    [stopExpanding],
  );
  const { target, missing } = useHashTarget(rows ? rows.map((tx) => tx.hash) : null, openOnly, written);
  // Stable: the rows are memoised on it (a new function would redraw all 100 on every toggle).
  const toggle = useCallback(
    (hash: string) => {
      stopExpanding();
      const wasOpen = expandedNow.current.has(hash);
      setExpanded((old) => {
        const next = new Set(old);
        if (wasOpen) next.delete(hash);
        else next.add(hash);
        return next;
      });
      // The open row is named in the URL, replacing the entry (no history entry per click), so the
      // address bar is a link to it; closing it clears the name if it was this row's.
      if (!wasOpen) {
        setWritten(hash);
        void navigate({
          search: (prev) => prev,
          hash: `${TX_HASH_PREFIX}${hash}`,
          replace: true,
          resetScroll: false,
          hashScrollIntoView: false,
        });
      } else if (txFromHash(window.location.hash) === hash) {
        void navigate({
          search: (prev) => prev,
          hash: '',
          replace: true,
          resetScroll: false,
          hashScrollIntoView: false,
        });
      }
    },
    [stopExpanding, navigate],
  );

  // As many rows as will arrive (up to 20, enough to push what follows below the fold), so the
  // Export section under the table does not jump when the page replaces the skeleton (CLS).
  if (pending)
    return <TableSkeleton rows={Math.min(pageSize ?? expectedRows ?? 20, 20)} columns={9} className="w-full" />;
  if (error && !rows) return <ErrorPanel title="Transactions" error={error} onRetry={onRetry} />;
  if (!rows) return null;

  // A page whose every item was unreadable is not empty: its unreadable rows follow the list.
  if (rows.length === 0 && unreadable === 0) {
    if (page > 1) {
      return (
        <EmptyState title="No more transactions">
          <button type="button" className="text-accent-700 underline dark:text-accent-300" onClick={onFirst}>
            Back to the first page
          </button>
        </EmptyState>
      );
    }
    if (rangeSet) {
      return (
        <EmptyState title="No transactions in this range">
          <p>This wallet has no transactions on {chain.label} between the bounds you set.</p>
          <Link
            from="/wallet/$address"
            to="."
            search={(prev) => ({
              ...prev,
              from_block: undefined,
              to_block: undefined,
              from_date: undefined,
              to_date: undefined,
              cursor: undefined,
              page: undefined,
              at: undefined,
            })}
            className="text-accent-700 underline dark:text-accent-300"
          >
            Reset the range
          </Link>
        </EmptyState>
      );
    }
    return (
      <EmptyState title={`This address has no transactions on ${chain.label}`}>
        <p>
          It may be active on another chain: pick one above. A contract may have none of its own: see its NFT transfers
          or token price tab.
        </p>
      </EmptyState>
    );
  }

  const allOpen = rows.every((tx) => expanded.has(tx.hash));
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          className={toolButton}
          disabled={allOpen}
          onClick={() => expandAll(rows.map((tx) => tx.hash))}
        >
          Expand all
        </button>
        <button
          type="button"
          className={toolButton}
          disabled={expanded.size === 0}
          onClick={() => {
            stopExpanding();
            setExpanded(new Set());
          }}
        >
          Collapse all
        </button>
        <TimeColumnSelect />
        <div className="ml-auto">{pager(false)}</div>
      </div>
      {missing && target ? <MissingTarget hash={target} chain={chain} hasNext={hasNext} firstPage={page <= 1} /> : null}
      {error ? <ErrorPanel title="Transactions" error={error} onRetry={onRetry} /> : null}
      <div aria-busy={stale} className={stale ? 'opacity-60 transition-opacity' : ''}>
        <AddressBookProvider rows={rows} chain={chain}>
          {wide ? (
            <TxTable
              rows={rows}
              wallet={wallet}
              chain={chain}
              expandedIds={expanded}
              onToggle={toggle}
              targetHash={target}
            />
          ) : (
            <TxCards
              rows={rows}
              wallet={wallet}
              chain={chain}
              expandedIds={expanded}
              onToggle={toggle}
              targetHash={target}
            />
          )}
        </AddressBookProvider>
      </div>
      {pager(true)}
    </div>
  );
}
