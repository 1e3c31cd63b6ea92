import { useWideLayout } from '../lib/useMediaQuery';
import { Skeleton } from './Skeleton';

export interface TableSkeletonProps {
  rows?: number;
  columns?: number;
  className?: string;
}

/**
 * Blocks per row on phones (below WIDE_LAYOUT): as many as a phone's width shows, whatever the
 * table's columns. The wallet's 20 × 9 placeholder was 189 elements to create, style and lay out
 * in the page's first render, most of them clipped.
 */
const PHONE_COLUMNS = 3;

// Varied widths read as text rather than a grid of bars.
const WIDTHS = ['w-28', 'w-20', 'w-36', 'w-16', 'w-24', 'w-32'];

/**
 * A table-shaped placeholder for the data pages' lists. Apart from Skeleton, which the home page
 * draws too, so that only the pages that show tables load it. It pulses as one (`skeleton-group`,
 * styles.css): up to 189 blocks would each start an animation and fire an event.
 */
export function TableSkeleton({ rows = 10, columns: tableColumns = 6, className = '' }: TableSkeletonProps) {
  const columns = useWideLayout() ? tableColumns : Math.min(tableColumns, PHONE_COLUMNS);
  return (
    <div
      role="status"
      aria-label="Loading"
      className={`skeleton-group overflow-hidden rounded-lg border border-zinc-200 dark:border-zinc-800 ${className}`}
    >
      <div className="flex gap-6 border-b border-zinc-200 bg-zinc-50 px-3 py-2.5 dark:border-zinc-800 dark:bg-zinc-900">
        {Array.from({ length: columns }, (_, c) => (
          <Skeleton key={c} className="h-3 w-16" />
        ))}
      </div>
      {Array.from({ length: rows }, (_, r) => (
        <div key={r} className="flex gap-6 border-b border-zinc-100 px-3 py-2.5 last:border-0 dark:border-zinc-800/60">
          {Array.from({ length: columns }, (_, c) => (
            <Skeleton key={c} className={`h-4 ${WIDTHS[(r + c) % WIDTHS.length]}`} />
          ))}
        </div>
      ))}
      <span className="sr-only">Loading…</span>
    </div>
  );
}
