import { memo } from 'react';
import type { TableLayout } from './columns';
import { rowText } from './logic/rowText';
import type { FailureRow } from '../../../contract/pages/streams/types';

interface DataRowProps {
  row: FailureRow;
  index: number;
  start: number;
  now: number;
  selected: boolean;
  layout: TableLayout;
  onSelect: (id: string) => void;
  /** The table is flung (logic/scrollSpeed.ts): a blank row of the same size stands in. */
  blank: boolean;
}

// Placed by the virtualizer, ruled below. Containment: a row's layout and paint never affect the
// others, so scrolling lays out only new rows.
const ROW_BOX = 'absolute inset-x-0 top-0 [contain:strict] border-b border-zinc-100 dark:border-zinc-800/70';

// A bar where the text goes, drawn as the row's own background (no element inside to create and
// lay out); widths varied by row so that rows passing by are seen to move.
const BLANK_BAR =
  'bg-no-repeat [background-position:0.5rem_center] bg-[image:linear-gradient(var(--color-zinc-100),var(--color-zinc-100))] dark:bg-[image:linear-gradient(var(--color-zinc-800),var(--color-zinc-800))]';
const BLANK_WIDTHS = [
  '[background-size:66%_0.5rem]',
  '[background-size:50%_0.5rem]',
  '[background-size:75%_0.5rem]',
  '[background-size:58%_0.5rem]',
];

/**
 * One failure. Memoised: a scroll frame re-renders the table, but a row already on screen
 * keeps its props, so only the rows scrolling in are drawn.
 */
export const DataRow = memo(function DataRow({
  row,
  index,
  start,
  now,
  selected,
  layout,
  onSelect,
  blank,
}: DataRowProps) {
  const { columns, rowClass, cellClass } = layout;
  if (blank) {
    // No id, no cells, no text: nothing to read or click while it passes, and nothing to lay out.
    return (
      <div
        role="row"
        aria-rowindex={index + 2}
        style={{ transform: `translateY(${start}px)` }}
        className={`${ROW_BOX} ${rowClass} ${BLANK_BAR} ${BLANK_WIDTHS[index % BLANK_WIDTHS.length]}`}
      />
    );
  }
  const text = rowText(row);
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      aria-current={selected ? true : undefined}
      data-row-id={row.id}
      style={{ transform: `translateY(${start}px)` }}
      onClick={() => onSelect(row.id)}
      className={`${ROW_BOX} ${rowClass} cursor-pointer text-zinc-800 dark:text-zinc-200 ${selected ? 'bg-accent-50 dark:bg-accent-900/30' : 'hover:bg-zinc-50 dark:hover:bg-zinc-800/40'}`}
    >
      {columns.map((column) => (
        <div
          key={column.id}
          role="cell"
          title={column.title?.(row, text)}
          className={`${cellClass(column)} min-w-0 px-2 ${column.align === 'right' ? 'text-right' : ''} ${column.className}`}
        >
          {column.id === 'created' ? (
            <button
              type="button"
              onClick={(event) => {
                event.stopPropagation();
                onSelect(row.id);
              }}
              aria-label={text.detailsLabel}
              data-details=""
              className="truncate rounded text-left text-xs text-accent-700 underline-offset-2 hover:underline dark:text-accent-300"
            >
              {column.cell(row, text, now)}
            </button>
          ) : (
            column.cell(row, text, now)
          )}
        </div>
      ))}
    </div>
  );
});
