import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { archiveSummaryOptions, isArchiveOff } from '../../api/archive';
import { TableSkeleton } from '../../components/TableSkeleton';
import { ArchiveFailuresPage } from './ArchiveFailuresPage';
import { FailedDeliveriesPage } from './FailedDeliveriesPage';
import { archiveFiltersOf } from './logic/archiveQuery';
import type { StreamsSearch } from './logic/search';
import { MINUTE } from './logic/types';
import { resolveView, searchIssues } from './logic/view';
import { SearchIssues } from './notices';
import { useStreamsNav } from './useStreamsNav';

/**
 * `/streams/failed`: over the server's archive when it is on, else the live view of the streams
 * service's own history. The archive's summary answers which: 404 means off (docs/archive.md).
 * The probe is the summary query the archive page itself shows (same factory, same key).
 */
export function StreamsFailuresPage({ search }: { search: StreamsSearch }) {
  const view = useMemo(() => resolveView(search), [search]);
  // The router leaves invalid values in the search (see parseStreamsSearch): name them.
  const issueList = useMemo(() => searchIssues(search as Record<string, unknown>), [search]);
  const nav = useStreamsNav();
  const issues = <SearchIssues issues={issueList} onReset={() => void nav(Object.fromEntries(issueList.map((issue) => [issue.param, undefined])))} />;
  // Kept across filter changes: the page does not fall back to a skeleton while a new window loads.
  const probe = useQuery({ ...archiveProbeOptions(view), placeholderData: keepPreviousData });
  const mode = useArchiveMode(probe.isPending, probe.error);
  if (mode === 'unknown') return <TableSkeleton rows={12} columns={10} />;
  // Another page size starts a new walk of the history: remount instead of mixing page sizes.
  return mode === 'archive' ? <ArchiveFailuresPage view={view} nav={nav} issues={issues} /> : <FailedDeliveriesPage key={view.limit} view={view} nav={nav} issues={issues} />;
}

/** The probe the route's loader and this page share: the summary of the view's window, as of the minute. */
export function archiveProbeOptions(view: ReturnType<typeof resolveView>, now = Date.now()) {
  return archiveSummaryOptions(archiveFiltersOf(view.filters, Math.floor(now / MINUTE) * MINUTE), view.stack);
}

function useArchiveMode(pending: boolean, error: unknown): 'unknown' | 'archive' | 'live' {
  if (pending) return 'unknown';
  return isArchiveOff(error) ? 'live' : 'archive';
}
