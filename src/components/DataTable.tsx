import { memo, useId, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { DATA_ROW_ATTRIBUTE, onTableKeyDown, rovingRow } from './tableKeyboard';
import { useProgressiveCount } from './useProgressiveCount';

/** What a cell may need beyond its row: whether the row's detail is open (its toggle shows it). */
export interface CellState {
  expanded: boolean;
}

export interface DataColumn<T> {
  id: string;
  header: ReactNode;
  cell: (row: T, index: number, state: CellState) => ReactNode;
  align?: 'left' | 'right';
  className?: string;
}

export interface DataTableProps<T> {
  rows: T[];
  /**
   * Keep the array (and `renderDetail`) stable across renders (useMemo/useCallback): each row is
   * memoised on its row object, its index, its open state, its class and these two, so a page
   * re-render, or opening one row, redraws only the rows that changed.
   */
  columns: DataColumn<T>[];
  getRowId: (row: T) => string;
  /** Read by screen readers only (a <caption class="sr-only">). */
  caption: string;
  /** Drawn in a full-width row under each row whose id is in `expandedIds`. */
  renderDetail?: (row: T) => ReactNode;
  expandedIds?: Set<string>;
  /**
   * How an expandable row says whether it is open. 'data' (default) sets data-expanded on the
   * <tr>: axe rejects aria-expanded on a row outside a treegrid (aria-conditional-attr), so the
   * row's toggle button should carry aria-expanded itself. 'aria' is kept for treegrid-like uses.
   */
  expandedAttribute?: 'aria' | 'data';
  rowClassName?: (row: T) => string;
  className?: string;
  /**
   * Rows drawn in the first pass (default 16, a laptop screenful); the rest follow a few per
   * frame (useProgressiveCount). Raise it to include a row the page scrolls to at once.
   */
  eagerRows?: number;
}

const ROW_CLASS =
  'border-b border-zinc-100 odd:bg-white even:bg-zinc-50/60 hover:bg-accent-50/60 dark:border-zinc-800/70 dark:odd:bg-zinc-950 dark:even:bg-zinc-900/40 dark:hover:bg-zinc-800/60';
const OPEN_ROW_CLASS = 'bg-accent-50/40 dark:bg-zinc-900';

interface RowProps<T> {
  row: T;
  index: number;
  columns: DataColumn<T>[];
  /** One class string per column, built once per column set rather than once per cell. */
  cellClasses: string[];
  expanded: boolean;
  /** null: the table has no detail rows (no data-/aria-expanded). */
  expandedAttribute: 'aria' | 'data' | null;
  className: string;
  renderDetail: ((row: T) => ReactNode) | undefined;
}

function DataRowImpl<T>({
  row,
  index,
  columns,
  cellClasses,
  expanded,
  expandedAttribute,
  className,
  renderDetail,
}: RowProps<T>) {
  const state: CellState = { expanded };
  const ref = useRef<HTMLTableRowElement>(null);
  // After every render of the row (it is memoised, so only when it changed): one tab stop per row.
  useLayoutEffect(() => rovingRow(ref.current));
  return (
    <>
      <tr
        ref={ref}
        {...{ [DATA_ROW_ATTRIBUTE]: '' }}
        aria-expanded={expandedAttribute === 'aria' ? expanded : undefined}
        data-expanded={expandedAttribute === 'data' ? expanded : undefined}
        className={`${ROW_CLASS} ${expanded ? OPEN_ROW_CLASS : ''} ${className}`}
      >
        {columns.map((column, c) => (
          <td key={column.id} className={cellClasses[c]}>
            {column.cell(row, index, state)}
          </td>
        ))}
      </tr>
      {expanded && renderDetail ? (
        <tr className="border-b border-zinc-200 bg-zinc-50 dark:border-zinc-800 dark:bg-zinc-900/70">
          <td colSpan={columns.length} className="px-3 py-3">
            {renderDetail(row)}
          </td>
        </tr>
      ) : null}
    </>
  );
}

// memo() loses the type parameter; the cast restores it.
const DataRow = memo(DataRowImpl) as typeof DataRowImpl;

/**
 * A plain table of rows, one <tr> per row (plus an optional detail row), drawn straight from
 * `columns`: the service orders and pages the data, so a table library's sorting and filtering
 * would go unused, and @tanstack/react-table's row and cell models and FlexRender per cell cost
 * more than the cells themselves on a 100-row page.
 */
export function DataTable<T>({
  rows,
  columns,
  getRowId,
  caption,
  renderDetail,
  expandedIds,
  expandedAttribute = 'data',
  rowClassName,
  className = '',
  eagerRows = 16,
}: DataTableProps<T>) {
  const shown = useProgressiveCount(rows.length, { first: 16, step: 8, atLeast: eagerRows });
  const cellClasses = useMemo(
    () =>
      columns.map(
        (column) =>
          `whitespace-nowrap px-3 py-2 align-middle ${column.align === 'right' ? 'text-right tabular-nums' : ''} ${column.className ?? ''}`,
      ),
    [columns],
  );
  const attribute = renderDetail ? expandedAttribute : null;
  const endId = useId();
  const endRef = useRef<HTMLSpanElement>(null);

  // relative: sr-only (absolutely positioned) text in cells must stay inside the scroll box, or it widens the page on phones.
  return (
    <>
      {rows.length > SKIP_LINK_ROWS ? (
        <a
          href={`#${endId}`}
          onClick={(event) => {
            event.preventDefault();
            endRef.current?.focus();
          }}
          className="sr-only rounded-md bg-white px-2 py-1 text-sm text-accent-700 underline focus:not-sr-only focus:inline-block focus:outline-2 focus:outline-accent dark:bg-zinc-900 dark:text-accent-300"
        >
          Skip table ({rows.length} rows)
        </a>
      ) : null}
      <div className={`relative overflow-x-auto rounded-lg border border-zinc-200 dark:border-zinc-800 ${className}`}>
        {/* Busy while later rows are still being added, for assistive technology and tests alike. */}
        <table className="w-full border-collapse text-left text-sm" aria-busy={shown < rows.length || undefined}>
          <caption className="sr-only">{caption}</caption>
          <thead className="sticky top-0 z-10 bg-zinc-50 text-xs font-medium uppercase tracking-wide text-zinc-500 dark:bg-zinc-900 dark:text-zinc-400">
            <tr>
              {columns.map((column) => (
                <th
                  key={column.id}
                  scope="col"
                  className={`whitespace-nowrap border-b border-zinc-200 px-3 py-2 font-medium dark:border-zinc-800 ${column.align === 'right' ? 'text-right' : ''} ${column.className ?? ''}`}
                >
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody onKeyDown={onTableKeyDown}>
            {(shown < rows.length ? rows.slice(0, shown) : rows).map((row, index) => {
              const id = getRowId(row);
              return (
                <DataRow
                  key={id}
                  row={row}
                  index={index}
                  columns={columns}
                  cellClasses={cellClasses}
                  expanded={Boolean(renderDetail && expandedIds?.has(id))}
                  expandedAttribute={attribute}
                  className={rowClassName?.(row) ?? ''}
                  renderDetail={renderDetail}
                />
              );
            })}
          </tbody>
        </table>
      </div>
      {rows.length > SKIP_LINK_ROWS ? (
        <span
          id={endId}
          ref={endRef}
          tabIndex={-1}
          className="sr-only text-xs text-zinc-500 focus:not-sr-only focus:block dark:text-zinc-400"
        >
          End of table: {caption}
        </span>
      ) : null}
    </>
  );
}

/** Tables longer than this get a "Skip table" link before them (shown when it has focus). */
const SKIP_LINK_ROWS = 10;
