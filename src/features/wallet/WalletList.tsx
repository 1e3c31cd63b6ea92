import { Link } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { CursorPager, ErrorPanel, TableSkeleton } from '../../components';
import type { EvmChain } from '../../lib/chains';
import { TxCards } from './TxCards';
import { TxTable } from './TxTable';
import { AddressBookProvider } from './AddressBook';
import { TimeColumnSelect } from './TimeColumnSelect';
import { useWideLayout } from '../../lib/useMediaQuery';
import { afterPaint } from '../../lib/afterPaint';
import { EmptyState } from './WalletStates';
import { useHashTarget } from './useHashTarget';
import type { WalletTx } from './tx';
import { buttonClass } from '../../components/Button';

export interface WalletListProps {
  wallet: string;
  chain: EvmChain;
  rows: WalletTx[] | undefined;
  /** Items of the page that could not be read (drawn after the list by the page). */
  unreadable?: number;
  nextCursor: string | null;
  trail: string[];
  pageSize: number | undefined;
  /** The page size asked for (?limit=), known before the answer: sizes the skeleton. */
  expectedRows?: number | null;
  pending: boolean;
  /** Showing the previous page while the next one loads. */
  stale: boolean;
  error: unknown;
  onRetry: () => void;
  onNavigate: (trail: string[]) => void;
  rangeSet: boolean;
  /** Columns of the table, for a skeleton of the same shape. */
  skeletonColumns?: number;
}

const toolButton = buttonClass('secondary', 'sm');

/**
 * Rows opened per frame by Expand all. A decoded row's details take ~4 ms to draw and lay out on
 * a fast machine (4x that on Lighthouse's phone): opening 100 in one go was one ~0.5–1 s task.
 * Eight per frame keep each task near 35 ms (under the 50 ms of a long task) and open all 100 in
 * about a third of the time three per frame took (1.9 s); the rows on screen open at once.
 */
const EXPAND_STEP = 8;

/** The table widget: skeleton, error with retry, the two empty states, or the rows with paging. */
export function WalletList({ wallet, chain, rows, unreadable = 0, nextCursor, trail, pageSize, expectedRows, pending, stale, error, onRetry, onNavigate, rangeSet }: WalletListProps) {
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set());
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
  const open = useCallback((hash: string) => setExpanded((old) => new Set(old).add(hash)), []);
  const { target, missing } = useHashTarget(rows ? rows.map((tx) => tx.hash) : null, open);
  // Stable: the rows are memoised on it (a new function would redraw all 100 on every toggle).
  const toggle = useCallback((hash: string) => {
    stopExpanding();
    setExpanded((old) => {
      const next = new Set(old);
      if (!next.delete(hash)) next.add(hash);
      return next;
    });
  }, [stopExpanding]);

  // As many rows as will arrive (up to 20, enough to push what follows below the fold), so the
  // Export section under the table does not jump when the page replaces the skeleton (CLS).
  if (pending) return <TableSkeleton rows={Math.min(pageSize ?? expectedRows ?? 20, 20)} columns={9} className="w-full" />;
  if (error && !rows) return <ErrorPanel title="Transactions" error={error} onRetry={onRetry} />;
  if (!rows) return null;

  // A page whose every item was unreadable is not empty: its unreadable rows follow the list.
  if (rows.length === 0 && unreadable === 0) {
    if (trail.length > 0) {
      return (
        <EmptyState title="No more transactions">
          <button type="button" className="text-accent-700 underline dark:text-accent-300" onClick={() => onNavigate([])}>Back to the first page</button>
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
            search={(prev) => ({ ...prev, from_block: undefined, to_block: undefined, from_date: undefined, to_date: undefined, cursor: undefined })}
            className="text-accent-700 underline dark:text-accent-300"
          >
            Reset the range
          </Link>
        </EmptyState>
      );
    }
    return (
      <EmptyState title={`This address has no transactions on ${chain.label}`}>
        <p>It may be active on another chain: pick one above.</p>
      </EmptyState>
    );
  }

  const allOpen = rows.every((tx) => expanded.has(tx.hash));
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <button type="button" className={toolButton} disabled={allOpen} onClick={() => expandAll(rows.map((tx) => tx.hash))}>
          Expand all
        </button>
        <button type="button" className={toolButton} disabled={expanded.size === 0} onClick={() => { stopExpanding(); setExpanded(new Set()); }}>
          Collapse all
        </button>
        <TimeColumnSelect />
        <CursorPager className="ml-auto" trail={trail} nextCursor={nextCursor} onNavigate={onNavigate} />
      </div>
      {missing && target ? (
        <p role="status" className="rounded-md bg-zinc-100 px-3 py-1.5 text-sm dark:bg-zinc-900">
          Transaction <span className="break-all font-mono">{target}</span> from the link is not on this page.
        </p>
      ) : null}
      {error ? <ErrorPanel title="Transactions" error={error} onRetry={onRetry} /> : null}
      <div aria-busy={stale} className={stale ? 'opacity-60 transition-opacity' : ''}>
        <AddressBookProvider rows={rows} chain={chain}>
          {wide ? (
            <TxTable rows={rows} wallet={wallet} chain={chain} expandedIds={expanded} onToggle={toggle} targetHash={target} />
          ) : (
            <TxCards rows={rows} wallet={wallet} chain={chain} expandedIds={expanded} onToggle={toggle} targetHash={target} />
          )}
        </AddressBookProvider>
      </div>
      <CursorPager trail={trail} nextCursor={nextCursor} onNavigate={onNavigate} pageSize={pageSize} />
    </div>
  );
}
