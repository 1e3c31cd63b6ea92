import { createContext, use, type ReactNode } from 'react';

/**
 * How a label/value list is laid out:
 * - `ruled`: a page's main fields, one ruled line per row (label column from sm up; the caller
 *   gives the card around it);
 * - `columns`: label column beside the value from sm up, stacked on phones (cards);
 * - `grid`: always two compact columns (an expanded table row);
 * - `spread`: label left, value right-aligned and truncated (small figure cards).
 */
export type DetailListLayout = 'ruled' | 'columns' | 'grid' | 'spread';

const LIST: Record<DetailListLayout, string> = {
  ruled: '',
  columns: 'space-y-2 text-sm',
  grid: 'grid grid-cols-[7rem_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm',
  spread: 'text-sm',
};

const ROW: Record<DetailListLayout, { row: string; term: string; value: string }> = {
  ruled: {
    row: 'grid gap-1 border-b border-zinc-100 px-4 py-2.5 last:border-0 sm:grid-cols-[11rem_1fr] sm:gap-4 dark:border-zinc-800/70',
    term: 'text-sm',
    value: 'min-w-0 text-sm',
  },
  columns: { row: 'grid gap-0.5 sm:grid-cols-[9rem_1fr] sm:gap-3', term: '', value: 'min-w-0' },
  // `contents`: the row's dt/dd sit directly in the list's grid, so every label column lines up.
  grid: { row: 'contents', term: '', value: 'min-w-0 break-words' },
  // A fixed 24 px row, text or an address with its copy button alike: PriceSkeleton holds exactly that (CLS).
  spread: {
    row: 'flex h-6 items-center justify-between gap-3',
    term: 'shrink-0',
    value: 'min-w-0 truncate text-right',
  },
};

const LayoutContext = createContext<DetailListLayout>('columns');

export interface DetailListProps {
  layout: DetailListLayout;
  /** Extra classes for the <dl> (padding, a card border). */
  className?: string;
  children: ReactNode;
}

/** A <dl> of label/value rows (`DetailRow`), the one way fields of a record are listed. */
export function DetailList({ layout, className = '', children }: DetailListProps) {
  return (
    <LayoutContext value={layout}>
      <dl className={`${LIST[layout]} ${className}`.trim()}>{children}</dl>
    </LayoutContext>
  );
}

export interface DetailRowProps {
  label: string;
  children: ReactNode;
}

export function DetailRow({ label, children }: DetailRowProps) {
  const classes = ROW[use(LayoutContext)];
  return (
    <div className={classes.row}>
      <dt className={`${classes.term} text-zinc-500 dark:text-zinc-400`.trim()}>{label}</dt>
      <dd className={classes.value}>{children}</dd>
    </div>
  );
}
