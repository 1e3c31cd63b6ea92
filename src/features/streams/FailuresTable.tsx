import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import { CopyButton } from '../../components/CopyButton';
import { Timestamp } from '../../components/Timestamp';
import { chainLabelFromHexId } from '../../lib/chains';
import { formatInteger, formatUtc } from '../../lib/format';
import { RetryEstimateCell, StatusBadge, WebhookUrl } from './cells';
import type { ListItem } from './logic/grouping';
import type { FailureRow } from './logic/types';

const ROW_HEIGHT = 40;

interface Column {
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

const GRID: CSSProperties = { display: 'grid', gridTemplateColumns: COLUMNS.map((c) => c.width).join(' ') };
// The sum of the fixed widths: the grid fits the shell's 80rem column, and scrolls sideways below it.
const MIN_WIDTH = '71.75rem';

export interface FailuresTableProps {
  items: ListItem[];
  now: number;
  selectedId: string | undefined;
  onSelect: (id: string) => void;
  onToggleGroup: (key: string) => void;
  groupNoun: string;
  /** Scroll this row into view once (deep link). */
  revealId?: string;
}

/**
 * A div grid with table roles, virtualized: only the rows in view (plus overscan) are in the
 * DOM, at a fixed height so scrolling 10,000 rows needs no measuring. Row indexes are given
 * with aria-rowindex so assistive tech knows where it is in the whole list.
 */
export function FailuresTable({ items, now, selectedId, onSelect, onToggleGroup, groupNoun, revealId }: FailuresTableProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- no React Compiler here; the virtualizer re-renders on scroll itself
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    getItemKey: (index) => {
      const item = items[index];
      return item?.kind === 'group' ? `g:${item.group.key}` : item?.kind === 'row' ? item.row.id : index;
    },
  });

  const revealed = useRef<string | null>(null);
  useEffect(() => {
    if (!revealId || revealed.current === revealId) return;
    const index = items.findIndex((item) => item.kind === 'row' && item.row.id === revealId);
    if (index < 0) return;
    revealed.current = revealId;
    virtualizer.scrollToIndex(index, { align: 'center' });
  }, [revealId, items, virtualizer]);

  return (
    <div
      ref={scrollRef}
      role="table"
      aria-label="Failed deliveries"
      aria-rowcount={items.length + 1}
      className="relative h-[min(70vh,48rem)] min-h-80 overflow-auto rounded-lg border border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900"
    >
      <div role="rowgroup" className="sticky top-0 z-10" style={{ minWidth: MIN_WIDTH }}>
        <div role="row" aria-rowindex={1} style={GRID} className="border-b border-zinc-200 bg-zinc-50 text-xs font-medium tracking-wide text-zinc-600 uppercase dark:border-zinc-800 dark:bg-zinc-900 dark:text-zinc-400">
          {COLUMNS.map((column) => (
            <div key={column.id} role="columnheader" className={`px-2 py-2 leading-tight ${column.align === 'right' ? 'text-right' : ''}`}>{column.header}</div>
          ))}
        </div>
      </div>
      <div role="rowgroup" style={{ height: virtualizer.getTotalSize(), minWidth: MIN_WIDTH, position: 'relative' }}>
        {virtualizer.getVirtualItems().map((virtual) => {
          const item = items[virtual.index];
          if (!item) return null;
          const style: CSSProperties = { position: 'absolute', top: 0, left: 0, right: 0, height: ROW_HEIGHT, transform: `translateY(${virtual.start}px)` };
          if (item.kind === 'group') {
            const { group, expanded } = item;
            return (
              <div key={virtual.key} role="row" aria-rowindex={virtual.index + 2} style={style} className="border-b border-zinc-200 bg-zinc-50/80 dark:border-zinc-800 dark:bg-zinc-800/40">
                <div role="cell" className="flex h-full items-center px-2">
                  <button
                    type="button"
                    aria-expanded={expanded}
                    onClick={() => onToggleGroup(group.key)}
                    className="flex min-w-0 items-center gap-2 rounded px-1 py-1 text-left text-sm hover:bg-zinc-100 dark:hover:bg-zinc-800"
                  >
                    <span aria-hidden="true" className={`inline-block w-3 text-zinc-500 transition-transform ${expanded ? 'rotate-90' : ''}`}>▸</span>
                    <span className="rounded bg-red-100 px-1.5 text-xs font-semibold tabular-nums text-red-800 dark:bg-red-900/60 dark:text-red-200">{formatInteger(group.count)}</span>
                    <span className="truncate font-medium" title={group.label}>{group.label}</span>
                    <span className="shrink-0 text-xs text-zinc-500 dark:text-zinc-400">
                      {groupNoun === 'error' ? `${group.streams} stream${group.streams === 1 ? '' : 's'} · ` : ''}last <Timestamp value={new Date(group.lastAt)} mode="relative" />
                    </span>
                  </button>
                </div>
              </div>
            );
          }
          const { row } = item;
          const selected = row.id === selectedId;
          return (
            <div
              key={virtual.key}
              role="row"
              aria-rowindex={virtual.index + 2}
              aria-current={selected ? true : undefined}
              data-row-id={row.id}
              style={{ ...style, ...GRID }}
              onClick={() => onSelect(row.id)}
              className={`cursor-pointer border-b border-zinc-100 text-zinc-800 dark:border-zinc-800/70 dark:text-zinc-200 ${selected ? 'bg-accent-50 dark:bg-accent-900/30' : 'hover:bg-zinc-50 dark:hover:bg-zinc-800/40'}`}
            >
              {COLUMNS.map((column) => (
                <div key={column.id} role="cell" className={`flex min-w-0 items-center px-2 ${column.align === 'right' ? 'justify-end' : ''}`}>
                  {column.id === 'created' ? (
                    <button
                      type="button"
                      onClick={(event) => { event.stopPropagation(); onSelect(row.id); }}
                      aria-label={`Details of the failure at ${formatUtc(new Date(row.at))}`}
                      className="truncate rounded text-left text-accent-700 underline-offset-2 hover:underline dark:text-accent-300"
                    >
                      {column.cell(row, now)}
                    </button>
                  ) : column.cell(row, now)}
                </div>
              ))}
            </div>
          );
        })}
      </div>
    </div>
  );
}
