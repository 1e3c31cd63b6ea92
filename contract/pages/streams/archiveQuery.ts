import type { ArchiveFilters } from '../../endpoints/archive';
import type { Filters } from './view';
import { DAY } from './types';
import { windowBounds } from './window';

/**
 * 'All' over the archive: the last 200 days, the longest span the summary draws in daily buckets
 * (at most 200 of them). ARCHIVE_DAYS defaults to 90, so this is the whole archive unless the
 * server keeps more, and the page states the span with the archive's own oldest row.
 */
export const ARCHIVE_ALL_MS = 200 * DAY;

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The archive's parameters for the page's filters. Windows ending now end at `now`, which the
 * page rounds to the minute so a query key lasts a minute; the block filter is one block
 * (from_block = to_block).
 */
export function archiveFiltersOf(filters: Filters, now: number): ArchiveFilters {
  const { since, until } = windowBounds(filters.window, now);
  const to = until ?? now;
  return {
    from: iso(since ?? to - ARCHIVE_ALL_MS),
    to: iso(to),
    stream: filters.stream,
    chain: filters.chain,
    type: filters.type,
    tag: filters.tag,
    error: filters.q,
    from_block: filters.block,
    to_block: filters.block,
  };
}
