import { Fragment, useMemo, type ReactNode } from 'react';
import { tableFeatures, useTable, type ColumnDef, type RowData } from '@tanstack/react-table';

export interface DataColumn<T> {
  id: string;
  header: ReactNode;
  cell: (row: T, index: number) => ReactNode;
  align?: 'left' | 'right';
  className?: string;
}

export interface DataTableProps<T extends RowData> {
  rows: T[];
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
}

// No sorting/filtering features: the service orders and pages the data, the table only draws it.
const features = tableFeatures({});
type Features = typeof features;

export function DataTable<T extends RowData>({ rows, columns, getRowId, caption, renderDetail, expandedIds, expandedAttribute = 'data', rowClassName, className = '' }: DataTableProps<T>) {
  const defs = useMemo<ColumnDef<Features, T, unknown>[]>(
    () => columns.map((column) => ({
      id: column.id,
      header: () => column.header,
      cell: (ctx) => column.cell(ctx.row.original, ctx.row.index),
    })),
    [columns],
  );
  const byId = useMemo(() => new Map(columns.map((column) => [column.id, column])), [columns]);
  const table = useTable({ features, columns: defs, data: rows, getRowId: (row: T) => getRowId(row) });
  const columnCount = columns.length;

  // relative: sr-only (absolutely positioned) text in cells must stay inside the scroll box, or it widens the page on phones.
  return (
    <div className={`relative overflow-x-auto rounded-lg border border-zinc-200 dark:border-zinc-800 ${className}`}>
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 z-10 bg-zinc-50 text-xs font-medium uppercase tracking-wide text-zinc-500 dark:bg-zinc-900 dark:text-zinc-400">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const column = byId.get(header.column.id);
                return (
                  <th
                    key={header.id}
                    scope="col"
                    className={`whitespace-nowrap border-b border-zinc-200 px-3 py-2 font-medium dark:border-zinc-800 ${column?.align === 'right' ? 'text-right' : ''} ${column?.className ?? ''}`}
                  >
                    {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => {
            const expanded = Boolean(renderDetail && expandedIds?.has(row.id));
            return (
              <Fragment key={row.id}>
                <tr
                  aria-expanded={renderDetail && expandedAttribute === 'aria' ? expanded : undefined}
                  data-expanded={renderDetail && expandedAttribute === 'data' ? expanded : undefined}
                  className={`border-b border-zinc-100 odd:bg-white even:bg-zinc-50/60 hover:bg-accent-50/60 dark:border-zinc-800/70 dark:odd:bg-zinc-950 dark:even:bg-zinc-900/40 dark:hover:bg-zinc-800/60 ${expanded ? 'bg-accent-50/40 dark:bg-zinc-900' : ''} ${rowClassName?.(row.original) ?? ''}`}
                >
                  {row.getAllCells().map((cell) => {
                    const column = byId.get(cell.column.id);
                    return (
                      <td
                        key={cell.id}
                        className={`whitespace-nowrap px-3 py-2 align-middle ${column?.align === 'right' ? 'text-right tabular-nums' : ''} ${column?.className ?? ''}`}
                      >
                        <table.FlexRender cell={cell} />
                      </td>
                    );
                  })}
                </tr>
                {expanded && renderDetail ? (
                  <tr className="border-b border-zinc-200 bg-zinc-50 dark:border-zinc-800 dark:bg-zinc-900/70">
                    <td colSpan={columnCount} className="px-3 py-3">
                      {renderDetail(row.original)}
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
