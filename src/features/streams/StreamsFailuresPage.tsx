import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { isArchiveOff } from '../../api/archive';
import { TableSkeleton } from '../../components/TableSkeleton';
import { ArchiveFailuresPage } from './ArchiveFailuresPage';
import { FailedDeliveriesPage } from './FailedDeliveriesPage';
import { archiveProbeOptions } from './firstCall';
import type { StreamsSearch } from '../../../contract/pages/streams/search';
import { LIVE_DEFAULT_WINDOW, resolveView, searchIssues } from '../../../contract/pages/streams/view';
import { SearchIssues } from './notices';
import { useStreamsNav } from './useStreamsNav';

/**
 * `/streams/failed`: over the server's archive when it is on, else the live view of the streams
 * service's own history. The archive's summary answers which: 404 means off (docs/archive.md).
 * The probe is the summary query the archive page itself shows (same factory, same key).
 */
export function StreamsFailuresPage({ search }: { search: StreamsSearch }) {
  const view = useMemo(() => resolveView(search), [search]);
  const liveView = useMemo(() => resolveView(search, LIVE_DEFAULT_WINDOW), [search]);
  // The router leaves invalid values in the search (see parseStreamsSearch): name them.
  const issueList = useMemo(() => searchIssues(search as Record<string, unknown>), [search]);
  const nav = useStreamsNav();
  const issues = (
    <SearchIssues
      issues={issueList}
      onReset={() => void nav(Object.fromEntries(issueList.map((issue) => [issue.param, undefined])))}
    />
  );
  // Kept across filter changes: the page does not fall back to a skeleton while a new window loads.
  const probe = useQuery({ ...archiveProbeOptions(view), placeholderData: keepPreviousData });
  const mode = useArchiveMode(probe.isPending, probe.error);
  // The page below is taller than a screen: the skeleton holds a screen's height, so the footer
  // does not show under it and then jump down when the page arrives.
  if (mode === 'unknown')
    return (
      <div className="min-h-screen">
        <TableSkeleton rows={12} columns={10} />
      </div>
    );
  // Another page size starts a new walk of the history: remount instead of mixing page sizes.
  return mode === 'archive' ? (
    <ArchiveFailuresPage view={view} nav={nav} issues={issues} />
  ) : (
    <FailedDeliveriesPage key={liveView.limit} view={liveView} nav={nav} issues={issues} />
  );
}

function useArchiveMode(pending: boolean, error: unknown): 'unknown' | 'archive' | 'live' {
  if (pending) return 'unknown';
  return isArchiveOff(error) ? 'live' : 'archive';
}
