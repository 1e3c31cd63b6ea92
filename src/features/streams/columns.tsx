import type { CSSProperties, ReactNode } from 'react';
import { CopyButton } from '../../components/CopyButton';
import { Timestamp } from '../../components/Timestamp';
import { chainLabelFromHexId } from '../../lib/chains';
import { formatInteger } from '../../lib/format';
import { RetryEstimateCell, StatusBadge, WebhookUrl } from './cells';
import type { FailureRow } from './logic/types';

export interface Column {
  id: string;
  header: ReactNode;
  width: string;
  align?: 'right';
  cell: (row: FailureRow, now: number) => ReactNode;
}

const COLUMNS: Column[] = [
  { id: 'created', header: 'Created', width: '6.75rem', cell: (row) => <><Timestamp value={row.createdAt} mode="age" className="text-xs" /><span className="text-xs"> ago</span></> },
  {
    id: 'stream', header: 'Stream', width: '6.75rem',
    cell: (row) => (
      <span className="flex min-w-0 items-center gap-1">
        <span className="truncate font-mono text-xs" title={row.streamId}>{row.streamId.slice(0, 8)}</span>
        <CopyButton value={row.streamId} label={`Copy stream id ${row.streamId}`} />
      </span>
    ),
  },
  { id: 'tag', header: 'Tag', width: '7.5rem', cell: (row) => <span className="truncate text-xs" title={row.tag}>{row.tag || '—'}</span> },
  { id: 'chain', header: 'Chain', width: '5.5rem', cell: (row) => <span className="truncate text-xs" title={row.chain}>{chainLabelFromHexId(row.chain)}</span> },
  { id: 'webhook', header: 'Webhook URL', width: '10.5rem', cell: (row) => <WebhookUrl url={row.webhookUrl} compact /> },
  { id: 'block', header: 'Block', width: '6rem', align: 'right', cell: (row) => <span className="font-mono text-xs tabular-nums">{Number.isSafeInteger(row.blockNumber) ? formatInteger(row.blockNumber) : String(row.blockNumber)}</span> },
  { id: 'retries', header: 'Retries', width: '4rem', align: 'right', cell: (row) => <span className="font-mono text-xs tabular-nums">{row.retries}</span> },
  { id: 'next', header: <>Next retry <span className="font-normal normal-case">(est.)</span></>, width: '7rem', cell: (row, now) => <RetryEstimateCell at={row.at} retries={row.retries} now={now} /> },
  { id: 'status', header: 'Status', width: '4rem', cell: (row) => <StatusBadge status={row.deliveryStatus} /> },
  { id: 'type', header: 'Type', width: '3.25rem', cell: (row) => <span className="text-xs">{row.type}</span> },
  { id: 'error', header: 'Error', width: 'minmax(10rem, 1fr)', cell: (row) => <span className="truncate text-xs text-red-700 dark:text-red-300" title={row.errorMessage}>{row.errorMessage || '—'}</span> },
];

export interface TableLayout {
  rowHeight: number;
  columns: Column[];
  grid: CSSProperties;
  minWidth: string;
  /** Per-cell placement (the compact layout puts cells in named grid areas). */
  cellStyle: (id: string) => CSSProperties | undefined;
}

/** Every column on one line; the sum of the fixed widths fits the shell's 80rem column and scrolls sideways below it. */
export const WIDE: TableLayout = {
  rowHeight: 40,
  columns: COLUMNS,
  grid: { display: 'grid', gridTemplateColumns: COLUMNS.map((c) => c.width).join(' ') },
  minWidth: '71.75rem',
  cellStyle: () => undefined,
};

const COMPACT_IDS = ['created', 'tag', 'next', 'error'];

/** Phones: time, tag and next retry over the error message; the details panel has the rest. */
export const COMPACT: TableLayout = {
  rowHeight: 60,
  columns: COLUMNS.filter((column) => COMPACT_IDS.includes(column.id)),
  grid: { display: 'grid', gridTemplateColumns: '6.5rem minmax(0,1fr) auto', gridTemplateAreas: '"created tag next" "error error error"', alignContent: 'center' },
  minWidth: '0',
  cellStyle: (id) => ({ gridArea: id }),
};
