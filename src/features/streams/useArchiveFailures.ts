import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { archiveFailuresOptions, archiveSummaryOptions } from '../../api/archive';
import type { ArchivedFailure } from '../../api/schemas/archive';
import { archiveFiltersOf } from './logic/archiveQuery';
import type { FailureRow } from './logic/types';
import type { StreamsView } from './logic/view';

/** An archived failure as the table's row; a block number the archive could not keep is NaN (drawn as "—"). */
function toRow(item: ArchivedFailure): FailureRow {
  return { ...item, blockNumber: item.blockNumber ?? Number.NaN, at: Date.parse(item.createdAt) };
}

const rowsCache = new WeakMap<readonly ArchivedFailure[], FailureRow[]>();
function rowsOf(items: readonly ArchivedFailure[]): FailureRow[] {
  let rows = rowsCache.get(items);
  if (!rows) {
    rows = items.map(toRow);
    rowsCache.set(items, rows);
  }
  return rows;
}

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

  const rows = useMemo(() => (failures.data?.pages ?? []).flatMap((page) => rowsOf(page.items)), [failures.data]);
  return {
    filters,
    summary,
    failures,
    rows,
    tableBehind: filters.to !== tableFilters.to,
    catchUpTable: () => setHeldEnd(null),
  };
}
