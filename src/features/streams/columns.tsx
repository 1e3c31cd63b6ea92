import type { ReactNode } from 'react';
import { CopyButton } from '../../components/CopyButton';
import { formatAge } from '../../lib/formatTime';
import { hoverTitle } from '../../lib/hoverTitle';
import { dropOutText, retryText, StatusBadge } from './cells';
import { isDelivered } from './logic/delivery';
import type { RowText } from './logic/rowText';
import type { FailureRow } from '../../../contract/pages/streams/types';

/**
 * The failures table's columns. Rows are drawn with as few elements as the content allows: a
 * plain text cell is one element (the role="cell" box holds the text, its title and its
 * truncation), because scrolling 10,000 rows creates a fresh window of rows on every frame and
 * style, layout and paint cost grows with the element count.
 */
export interface Column {
  id: string;
  header: ReactNode;
  /** Width in the wide layout, as a class (static, so the style sheet has it): a flex basis; the error column grows. */
  basis: string;
  /** Placement in the compact layout, as a class: a named grid area. */
  area?: string;
  align?: 'right';
  /** Classes of the cell box itself (text style, truncation, inner layout). */
  className: string;
  /** Hover text of the cell box, for text that may be cut off. */
  title?: (row: FailureRow, text: RowText) => string | undefined;
  cell: (row: FailureRow, text: RowText, now: number) => ReactNode;
}

const hostTone = 'font-semibold text-zinc-900 dark:text-zinc-100';
const muted = 'text-zinc-500 dark:text-zinc-400';

/** The webhook URL with its host emphasised, as `WebhookUrl compact` draws it, without its wrapper element. */
function webhookCell({ webhook }: RowText, url: string): ReactNode {
  if (!webhook.host) return url || '—';
  const scheme = webhook.scheme.toLowerCase();
  // "https://" is left out for room; a plain "http://" stays, it is worth noticing.
  return (
    <>
      {scheme !== 'https://' && (
        <span className={scheme === 'http://' ? 'text-amber-700 dark:text-amber-400' : muted}>{webhook.scheme}</span>
      )}
      <span className={hostTone}>{webhook.host}</span>
      {webhook.rest && <span className={muted}>{webhook.rest}</span>}
    </>
  );
}

const retryTone = {
  due: 'text-amber-700 dark:text-amber-400',
  done: 'text-zinc-500 dark:text-zinc-400',
  wait: 'text-zinc-700 dark:text-zinc-300',
} as const;

const COLUMNS: Column[] = [
  {
    id: 'created',
    header: 'Created',
    basis: 'flex-[0_0_6.75rem]',
    area: '[grid-area:created]',
    className: 'flex items-center',
    // The cell's content is the details button (FailuresTable draws it around this).
    cell: (row, text, now) =>
      text.createdIso === null ? (
        '—'
      ) : (
        <>
          <time
            dateTime={text.createdIso}
            {...hoverTitle(text.createdTitle)}
            className="whitespace-nowrap tabular-nums"
          >
            {formatAge(new Date(row.at), new Date(now))}
          </time>{' '}
          ago
        </>
      ),
  },
  {
    id: 'stream',
    header: 'Stream',
    basis: 'flex-[0_0_6.75rem]',
    className: 'flex items-center gap-1',
    cell: (row, text) => (
      <>
        <span className="truncate font-mono text-xs" title={row.streamId}>
          {text.streamShort}
        </span>
        <CopyButton value={row.streamId} label={`Copy stream id ${row.streamId}`} />
      </>
    ),
  },
  {
    id: 'tag',
    header: 'Tag',
    basis: 'flex-[0_0_7.5rem]',
    area: '[grid-area:tag]',
    className: 'truncate text-xs',
    title: (row) => row.tag,
    cell: (row) => row.tag || '—',
  },
  {
    id: 'chain',
    header: 'Chain',
    basis: 'flex-[0_0_5.5rem]',
    className: 'truncate text-xs',
    title: (row) => row.chain,
    cell: (_, text) => text.chainLabel,
  },
  {
    id: 'webhook',
    header: 'Webhook URL',
    basis: 'flex-[0_0_10.5rem]',
    className: 'truncate font-mono text-xs',
    title: (row) => row.webhookUrl,
    cell: (row, text) => webhookCell(text, row.webhookUrl),
  },
  {
    id: 'block',
    header: 'Block',
    basis: 'flex-[0_0_6rem]',
    align: 'right',
    className: 'truncate font-mono text-xs tabular-nums',
    cell: (_, text) => text.block,
  },
  {
    id: 'retries',
    header: 'Retries',
    basis: 'flex-[0_0_4rem]',
    align: 'right',
    className: 'truncate font-mono text-xs tabular-nums',
    cell: (row) => row.retries,
  },
  {
    id: 'next',
    header: (
      <>
        Next retry <span className="font-normal normal-case">(est.)</span>
      </>
    ),
    basis: 'flex-[0_0_7rem]',
    area: '[grid-area:next]',
    className: 'truncate text-xs',
    // Drawn by RetryCell: the tone and the title come from the same estimate as the text.
    cell: (row, _, now) => <RetryCell at={row.at} retries={row.retries} now={now} delivered={isDelivered(row)} />,
  },
  {
    id: 'status',
    header: 'Status',
    basis: 'flex-[0_0_4rem]',
    className: '',
    cell: (row) => <StatusBadge status={row.deliveryStatus} />,
  },
  { id: 'type', header: 'Type', basis: 'flex-[0_0_3.25rem]', className: 'text-xs', cell: (row) => row.type },
  {
    id: 'error',
    header: 'Error',
    basis: 'flex-[1_0_10rem]',
    area: '[grid-area:error]',
    className: 'truncate text-xs text-red-700 dark:text-red-300',
    title: (row) => row.errorMessage,
    cell: (row) => row.errorMessage || '—',
  },
];

/** "~in 12m" with the word estimate kept for screen readers and on hover (one span and the text). */
function RetryCell({ at, retries, now, delivered }: { at: number; retries: number; now: number; delivered: boolean }) {
  const text = retryText(at, retries, now, delivered);
  return (
    <span className={retryTone[text.tone]} title={`${text.long}\n${dropOutText(at, now)}`}>
      {text.short}
      <span className="sr-only"> (estimate)</span>
    </span>
  );
}

/**
 * Row and cell geometry as classes, not style objects: a style object is written property by
 * property through the CSSOM on every row React creates, which was a large share of the script
 * time of a scroll frame. Only the row's vertical position stays inline.
 */
export interface TableLayout {
  /** Must match the height in `rowClass` (the virtualizer places rows by it). */
  rowHeight: number;
  columns: Column[];
  /** Layout of a data row; `headerClass` of the header row. */
  rowClass: string;
  headerClass: string;
  minWidth: string;
  /** Per-cell placement: a flex basis (wide) or a named grid area (compact). */
  cellClass: (column: Column) => string;
}

/**
 * Every column on one line; the sum of the fixed widths fits the shell's 80rem column and
 * scrolls sideways below it. A flex row of fixed-basis cells rather than a grid: a flex line of
 * fixed boxes needs no track sizing per row.
 */
export const WIDE: TableLayout = {
  rowHeight: 40,
  columns: COLUMNS,
  rowClass: 'flex h-10 items-center',
  headerClass: 'flex',
  minWidth: '71.75rem',
  cellClass: (column) => column.basis,
};

const COMPACT_IDS = ['created', 'tag', 'next', 'error'];
const compactGrid =
  "grid grid-cols-[6.5rem_minmax(0,1fr)_auto] [grid-template-areas:'created_tag_next'_'error_error_error'] content-center";

/** Phones: time, tag and next retry over the error message; the details panel has the rest. */
export const COMPACT: TableLayout = {
  rowHeight: 60,
  columns: COLUMNS.filter((column) => COMPACT_IDS.includes(column.id)),
  rowClass: `h-15 ${compactGrid}`,
  headerClass: compactGrid,
  minWidth: '0',
  cellClass: (column) => column.area ?? '',
};
