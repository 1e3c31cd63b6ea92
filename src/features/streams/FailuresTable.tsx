import { useVirtualizer, useWindowVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { useCallback, useDeferredValue, useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { Timestamp } from '../../components/Timestamp';
import { useProgressiveCount } from '../../components/useProgressiveCount';
import { formatInteger } from '../../lib/format';
import { COMPACT, WIDE } from './columns';
import { DataRow } from './FailuresRow';
import type { ListItem } from './logic/grouping';
import { AT_REST, nextScrollSpeed, type ScrollSpeed } from './logic/scrollSpeed';
import { SkipPastTable } from './SkipPastTable';
import { usePhone } from './usePhone';
import { INITIAL_RECT, observeRectAtLayout, scrollUnlessMounting } from './virtualizerMount';
import { slotted, usePageOffset } from './virtualRows';

export interface FailuresTableProps {
  items: ListItem[];
  now: number;
  selectedId: string | undefined;
  onSelect: (id: string) => void;
  onToggleGroup: (key: string) => void;
  groupNoun: string;
  /** Scroll this row into view once (deep link). */
  revealId?: string;
  /** Shown inside the table when there is no row to draw. */
  empty?: ReactNode;
  /** Called when the rows in view come near the end of the list: the archive fetches its next page. */
  onReachEnd?: () => void;
}

/** How close to the last row the reader scrolls before the next page is asked for. */
const REACH_END_ROWS = 40;
/** Rows drawn in full per frame after a fling. */
const UNBLANK_STEP = 6;

/** What the table asks of its virtualizer, whichever element scrolls. */
type ListVirtualizer = Pick<
  Virtualizer<HTMLDivElement, Element>,
  'getVirtualItems' | 'getTotalSize' | 'measure' | 'scrollToIndex'
>;

/**
 * A div grid with table roles, virtualized: only the rows in view (plus overscan) are in the
 * DOM, at a fixed height so scrolling 10,000 rows needs no measuring. Row indexes are given
 * with aria-rowindex so assistive tech knows where it is in the whole list.
 */
export function FailuresTable({
  items,
  now,
  selectedId,
  onSelect,
  onToggleGroup,
  groupNoun,
  revealId,
  empty,
  onReachEnd,
}: FailuresTableProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const rowsRef = useRef<HTMLDivElement>(null);
  // On a phone the page itself scrolls the rows (a scroll box inside the scrolling page traps the
  // thumb); on a wider screen the table is its own box, so the filters and summary stay in view.
  const phone = usePhone();
  const layout = phone ? COMPACT : WIDE;
  const { rowHeight, columns, headerClass, minWidth, cellClass } = layout;
  // Stable while `items` is: the virtualizer recomputes every row's offset when this changes.
  const getItemKey = useCallback(
    (index: number) => {
      const item = items[index];
      return item?.kind === 'group' ? `g:${item.group.key}` : item?.kind === 'row' ? item.row.id : index;
    },
    [items],
  );
  // Flung (logic/scrollSpeed.ts): rows are drawn blank until the scroll slows down or stops.
  const speed = useRef<ScrollSpeed>(AT_REST);
  const [flung, setFlung] = useState(false);
  const [flings, setFlings] = useState(0);
  const trackSpeed = useCallback((instance: { scrollOffset: number | null; isScrolling: boolean }) => {
    const next = nextScrollSpeed(speed.current, instance.scrollOffset ?? 0, performance.now(), instance.isScrolling);
    if (next.flung && !speed.current.flung) setFlings((count) => count + 1);
    speed.current = next;
    setFlung(next.flung);
  }, []);
  // eslint-disable-next-line react-hooks/incompatible-library -- no React Compiler here; the virtualizer re-renders on scroll itself
  const inBox = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 4,
    initialRect: INITIAL_RECT,
    observeElementRect: observeRectAtLayout,
    scrollToFn: scrollUnlessMounting,
    getItemKey,
    enabled: !phone,
    // The rows of a new scroll position render in a task of their own, after the scroll's frame,
    // not inside its scroll event, which cut the long tasks of a fast scroll (bench/mechanisms.md).
    // Overscan covers the frame they come after at reading speed.
    useFlushSync: false,
    // Only the virtualizer in use reports: the other one's reports (offset 0, at rest) would end a fling.
    onChange: phone ? undefined : trackSpeed,
  });
  const pageOffset = usePageOffset(rowsRef, phone);
  const inPage = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => rowHeight,
    overscan: 4,
    scrollMargin: pageOffset,
    getItemKey,
    enabled: phone,
    onChange: phone ? trackSpeed : undefined,
  });
  const virtualizer: ListVirtualizer = phone ? inPage : inBox;
  // Row offsets count from the list's own top: the page's offset comes off in the window's case.
  const origin = phone ? pageOffset : 0;

  // On mount the table is drawn with its full height and no rows; its rows come in a background
  // render React yields from, so the page's first render (the route commits with its data) is
  // not one long task that also builds these rows' DOM (bench/mechanisms.md). Nothing moves when
  // they arrive, since their space is already taken.
  const drawRows = useDeferredValue(true, false);

  // Row heights change with the layout: drop the cached sizes.
  useEffect(() => virtualizer.measure(), [virtualizer, rowHeight]);

  const virtualItems = virtualizer.getVirtualItems();
  // After a fling the rows are drawn in full again a few a frame, top first: all of them at once
  // (their cells' elements created, styled and laid out) made one long task (bench/mechanisms.md).
  // Until the first fling every row is drawn at once.
  const fullRows = useProgressiveCount(flung ? 0 : virtualItems.length, {
    first: flings === 0 ? Number.POSITIVE_INFINITY : UNBLANK_STEP,
    step: UNBLANK_STEP,
    restart: flings,
  });

  const lastInView = virtualItems.at(-1)?.index ?? -1;
  const nearEnd = items.length > 0 && lastInView >= items.length - REACH_END_ROWS;
  useEffect(() => {
    if (nearEnd) onReachEnd?.();
  }, [nearEnd, items.length, onReachEnd]);

  const revealed = useRef<string | null>(null);
  useEffect(() => {
    if (!revealId || revealed.current === revealId) return;
    const index = items.findIndex((item) => item.kind === 'row' && item.row.id === revealId);
    if (index < 0) return;
    revealed.current = revealId;
    virtualizer.scrollToIndex(index, { align: 'center' });
  }, [revealId, items, virtualizer]);

  return (
    <SkipPastTable label="Skip past the failures table">
      <div
        ref={scrollRef}
        role="table"
        aria-label="Failed deliveries"
        aria-rowcount={items.length === 0 ? 2 : items.length + 1}
        className={`relative rounded-lg border border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900 ${phone ? '' : 'max-h-[min(70vh,48rem)] overflow-auto'}`}
      >
        <div role="rowgroup" className={phone ? '' : 'sticky top-0 z-10'} style={{ minWidth }}>
          <div
            role="row"
            aria-rowindex={1}
            className={`${headerClass} border-b border-zinc-200 bg-zinc-50 text-xs font-medium tracking-wide text-zinc-600 uppercase dark:border-zinc-800 dark:bg-zinc-900 dark:text-zinc-400`}
          >
            {columns.map((column) => (
              <div
                key={column.id}
                role="columnheader"
                className={`${cellClass(column)} min-w-0 px-2 py-2 leading-tight ${column.align === 'right' ? 'text-right' : ''}`}
              >
                {column.header}
              </div>
            ))}
          </div>
        </div>
        {items.length === 0 && (
          <div role="rowgroup" className="sticky left-0 w-full">
            <div role="row" aria-rowindex={2}>
              <div role="cell" className="p-3">
                {empty}
              </div>
            </div>
          </div>
        )}
        <div
          ref={rowsRef}
          role="rowgroup"
          aria-busy={fullRows < virtualItems.length || undefined}
          style={{ height: virtualizer.getTotalSize(), minWidth, position: 'relative' }}
        >
          {drawRows &&
            slotted(virtualItems).map(({ virtual, slot }, position) => {
              const item = items[virtual.index];
              if (!item) return null;
              const style: CSSProperties = {
                position: 'absolute',
                top: 0,
                left: 0,
                right: 0,
                height: rowHeight,
                transform: `translateY(${virtual.start - origin}px)`,
              };
              if (item.kind === 'group') {
                const { group, expanded } = item;
                return (
                  <div
                    key={slot}
                    role="row"
                    aria-rowindex={virtual.index + 2}
                    style={style}
                    className="border-b border-zinc-200 bg-zinc-50/80 dark:border-zinc-800 dark:bg-zinc-800/40"
                  >
                    <div role="cell" className="flex h-full items-center px-2">
                      <button
                        type="button"
                        aria-expanded={expanded}
                        onClick={() => onToggleGroup(group.key)}
                        className="flex min-w-0 items-center gap-2 rounded px-1 py-1 text-left text-sm hover:bg-zinc-100 dark:hover:bg-zinc-800"
                      >
                        <span
                          aria-hidden="true"
                          className={`inline-block w-3 text-zinc-500 transition-transform ${expanded ? 'rotate-90' : ''}`}
                        >
                          ▸
                        </span>
                        <span className="rounded bg-red-100 px-1.5 text-xs font-semibold tabular-nums text-red-800 dark:bg-red-900/60 dark:text-red-200">
                          {formatInteger(group.count)}
                        </span>
                        <span className="truncate font-medium" title={group.label}>
                          {group.label}
                        </span>
                        <span className="shrink-0 text-xs text-zinc-500 dark:text-zinc-400">
                          {groupNoun === 'error' ? `${group.streams} stream${group.streams === 1 ? '' : 's'} · ` : ''}
                          last <Timestamp value={new Date(group.lastAt)} mode="relative" />
                        </span>
                      </button>
                    </div>
                  </div>
                );
              }
              return (
                <DataRow
                  key={slot}
                  row={item.row}
                  index={virtual.index}
                  start={virtual.start - origin}
                  now={now}
                  selected={item.row.id === selectedId}
                  layout={layout}
                  onSelect={onSelect}
                  blank={position >= fullRows}
                />
              );
            })}
        </div>
      </div>
    </SkipPastTable>
  );
}
