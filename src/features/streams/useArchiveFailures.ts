import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { archiveFailuresOptions, archiveSummaryOptions } from '../../api/archive';
import type { ArchivedFailure } from '../../../contract/schemas/archive';
import { archiveFiltersOf } from '../../../contract/pages/streams/archiveQuery';
import type { ListItem } from './logic/grouping';
import type { FailureRow } from '../../../contract/pages/streams/types';
import type { StreamsView } from '../../../contract/pages/streams/view';

/** An archived failure as the table's row; a block number the archive could not keep is NaN (drawn as "—"). */
function toRow(item: ArchivedFailure): FailureRow {
  return { ...item, blockNumber: item.blockNumber ?? Number.NaN, at: Date.parse(item.createdAt) };
}

/**
 * The table's items of one answer, made once per answer: a page arriving adds its own 100
 * items, and the loaded list is only joined again (joinedItems), never rebuilt row by row.
 */
const itemsCache = new WeakMap<readonly ArchivedFailure[], ListItem[]>();
function itemsOf(items: readonly ArchivedFailure[]): ListItem[] {
  let listed = itemsCache.get(items);
  if (!listed) {
    listed = items.map((item) => ({ kind: 'row', row: toRow(item) }));
    itemsCache.set(items, listed);
  }
  return listed;
}

/**
 * The pages' items in one array, joined again in the render each arriving page causes. `concat`
 * copies each page's references at once; `flatMap` over the pages, followed by a new item object
 * for every loaded row, was a visible share of a long scroll's CPU profile and added to the
 * collector's time (bench/mechanisms.md).
 */
export function joinedItems(pages: readonly { items: readonly ArchivedFailure[] }[]): ListItem[] {
  return ([] as ListItem[]).concat(...pages.map((page) => itemsOf(page.items)));
}

/** The loaded row with this id, if any. */
export function findRow(items: readonly ListItem[], id: string): FailureRow | undefined {
  for (const item of items) if (item.kind === 'row' && item.row.id === id) return item.row;
  return undefined;
}

/** How many rows of one answer have each `type`; kept per answer, so a new page counts only its own rows. */
const typesCache = new WeakMap<readonly ArchivedFailure[], Map<string, number>>();
function typesOf(items: readonly ArchivedFailure[]): Map<string, number> {
  let types = typesCache.get(items);
  if (!types) {
    types = new Map();
    for (const item of items) types.set(item.type, (types.get(item.type) ?? 0) + 1);
    typesCache.set(items, types);
  }
  return types;
}

/** The loaded rows' types, most rows first; the same array while the order stays the same (types hold no line break). */
function useLoadedTypes(pages: readonly { items: readonly ArchivedFailure[] }[]): string[] {
  const order = useMemo(() => {
    const counts = new Map<string, number>();
    for (const page of pages)
      for (const [type, n] of typesOf(page.items)) counts.set(type, (counts.get(type) ?? 0) + n);
    return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)).map(([type]) => type);
  }, [pages]);
  const key = order.join('\n');
  return useMemo(() => (key === '' ? [] : key.split('\n')), [key]);
}

const NO_PAGES: readonly { items: readonly ArchivedFailure[] }[] = [];

/**
 * The archive's answers for the page's view. `end` is where a window ending "now" ends: the page
 * moves it on each refresh. The summary follows it at once; the table follows it only while the
 * reader is on its first page, so paging down through older failures is never reset under them
 * (`tableBehind` says newer failures may be above).
 */
export function useArchiveFailures(view: StreamsView, end: number) {
  const filters = useMemo(() => archiveFiltersOf(view.filters, end), [view.filters, end]);
  const summary = useQuery({ ...archiveSummaryOptions(filters, view.stack), placeholderData: keepPreviousData });

  // The table's window end while the reader is past its first page; null: it follows `end`.
  const [heldEnd, setHeldEnd] = useState<number | null>(null);
  const [filtersSeen, setFiltersSeen] = useState(view.filters);
  if (filtersSeen !== view.filters) {
    // A filter change starts a new list: it ends where the summary does.
    setFiltersSeen(view.filters);
    setHeldEnd(null);
  }
  const tableEnd = heldEnd ?? end;
  const tableFilters = useMemo(() => archiveFiltersOf(view.filters, tableEnd), [view.filters, tableEnd]);
  const failures = useInfiniteQuery({ ...archiveFailuresOptions(tableFilters), placeholderData: keepPreviousData });
  const deep = !failures.isPlaceholderData && (failures.data?.pages.length ?? 0) > 1;
  if (deep && heldEnd === null) setHeldEnd(tableEnd);

  const pages = failures.data?.pages ?? NO_PAGES;
  const items = useMemo(() => joinedItems(pages), [pages]);
  const types = useLoadedTypes(pages);
  return {
    filters,
    summary,
    failures,
    items,
    types,
    tableBehind: filters.to !== tableFilters.to,
    catchUpTable: () => setHeldEnd(null),
  };
}
