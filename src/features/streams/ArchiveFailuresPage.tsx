import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { archiveCsvUrl } from '../../../contract/endpoints/archive';
import { ErrorPanel } from '../../components/ErrorPanel';
import { Skeleton } from '../../components/Skeleton';
import { TableSkeleton } from '../../components/TableSkeleton';
import { chainLabelFromHexId } from '../../../contract/lib/chains';
import { csvFileName } from '../../../contract/lib/csv';
import { useNow } from '../../lib/useNow';
import { ArchiveGroups } from './ArchiveGroups';
import { ArchiveLoadBar } from './ArchiveLoadBar';
import { ArchiveSummaryCards } from './ArchiveSummaryCards';
import { ChartPanel } from './ChartPanel';
import { DetailsPanel } from './DetailsPanel';
import { FailuresTable } from './FailuresTable';
import { FilterBar } from './FilterBar';
import { archiveCoverage } from './logic/archiveCoverage';
import { timelineFromSummary } from './logic/archiveTimeline';
import type { FilterOption } from './logic/filters';
import type { StackBy } from '../../../contract/pages/streams/search';
import { CLEARED_FILTERS, hasActiveFilters, REFRESH_MS, type StreamsView } from '../../../contract/pages/streams/view';
import { windowLabel } from '../../../contract/pages/streams/window';
import { MINUTE } from '../../../contract/pages/streams/types';
import { EmptyState } from './notices';
import { PageHeader } from './PageHeader';
import { StreamHealthPanel } from './StreamHealthPanel';
import { findRow, useArchiveFailures } from './useArchiveFailures';
import type { useStreamsNav } from './useStreamsNav';

const TICK_MS = 5_000;
const NO_GROUP_TOGGLE = () => undefined;

export interface ArchiveFailuresPageProps {
  view: StreamsView;
  nav: ReturnType<typeof useStreamsNav>;
  issues: ReactNode;
}

/**
 * The failures page over the server's archive: every count, chart, top list and the CSV are the
 * database's, exact for the window, and say since when the archive holds failures.
 */
export function ArchiveFailuresPage({ view, nav, issues }: ArchiveFailuresPageProps) {
  const now = useNow(TICK_MS);
  const [paused, setPaused] = useState(false);
  // Where windows ending "now" end: moved by each refresh, so counts and table agree between them.
  // It starts on the minute, as the route's probe of the archive does (archiveProbeOptions): same key, one request.
  const [end, setEnd] = useState(() => Math.floor(Date.now() / MINUTE) * MINUTE);
  const refreshMs = paused ? false : REFRESH_MS[view.refresh];
  useEffect(() => {
    if (refreshMs === false) return;
    const timer = setInterval(() => setEnd(Date.now()), refreshMs);
    return () => clearInterval(timer);
  }, [refreshMs]);

  const { filters, summary, failures, items, types, tableBehind, catchUpTable } = useArchiveFailures(view, end);
  const label = windowLabel(view.filters.window);
  const coverage = useMemo(
    () => (summary.data ? archiveCoverage(summary.data, view.filters.window, end) : null),
    [summary.data, view.filters.window, end],
  );
  const period = coverage ? `${label}, ${coverage.since}` : label;
  const timeline = useMemo(
    () => (summary.data ? timelineFromSummary(summary.data, view.stack) : null),
    [summary.data, view.stack],
  );

  const options = useMemo(
    () => archiveOptions(summary.data?.byStream ?? [], summary.data?.byChain.groups ?? [], types),
    [summary.data, types],
  );
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = failures;
  const reachEnd = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const select = useCallback((id: string) => nav({ id }, { push: true }), [nav]);
  const setStack = useCallback((stack: StackBy) => nav({ stack: stack === 'stream' ? undefined : stack }), [nav]);
  // Stable callbacks: the memoised panels below then draw again only when the summary changes,
  // not on each page of rows that arrives while the reader scrolls.
  const pickStream = useCallback((stream: string) => void nav({ stream }), [nav]);
  const pickError = useCallback((q: string) => void nav({ q: q.slice(0, 200) || undefined }), [nav]);
  const changeFilters = useCallback((patch: Parameters<typeof nav>[0]) => void nav(patch), [nav]);
  const resetFilters = useCallback(() => void nav(CLEARED_FILTERS), [nav]);
  const selected = view.id === undefined ? undefined : findRow(items, view.id);
  const refreshNow = () => {
    setEnd(Date.now());
    catchUpTable();
  };

  return (
    <div className="space-y-4">
      <PageHeader
        subtitle="Webhook deliveries the streams service could not make, from this server's archive: counts are exact for the window."
        refresh={view.refresh}
        paused={paused}
        fetching={summary.isFetching}
        updatedAt={summary.dataUpdatedAt}
        now={now}
        onRefresh={(refresh) => {
          setPaused(false);
          void nav({ refresh: refresh === '15s' ? undefined : refresh });
        }}
        onPause={setPaused}
        onRefreshNow={refreshNow}
      />
      {issues}
      <div className="grid gap-3 md:grid-cols-[12rem_minmax(0,0.8fr)_minmax(0,1.2fr)] xl:grid-cols-[12rem_minmax(0,0.8fr)_minmax(0,1.2fr)_minmax(0,1.7fr)]">
        {summary.isPending ? (
          <div className="skeleton-group contents">
            <Skeleton className="h-40 w-full" />
            <Skeleton className="h-40 w-full" />
            <Skeleton className="h-40 w-full" />
            <div className="md:col-span-3 xl:col-span-1">
              <Skeleton className="h-40 w-full" />
            </div>
          </div>
        ) : summary.isError && !summary.data ? (
          <div className="md:col-span-3 xl:col-span-4">
            <ErrorPanel
              title="The window's counts could not be loaded"
              error={summary.error}
              onRetry={() => void summary.refetch()}
            />
          </div>
        ) : summary.data && coverage && timeline ? (
          <>
            <ArchiveSummaryCards
              summary={summary.data}
              label={label}
              coverage={coverage}
              onPickStream={pickStream}
              onPickError={pickError}
            />
            <div className="md:col-span-3 xl:col-span-1">
              <ChartPanel
                timeline={timeline}
                total={summary.data.total}
                note={period}
                stack={view.stack}
                onStack={setStack}
              />
            </div>
          </>
        ) : null}
      </div>
      {summary.isError && summary.data && (
        <ErrorPanel
          title="The last refresh of the counts failed; showing the previous ones"
          error={summary.error}
          onRetry={() => void summary.refetch()}
        />
      )}
      {coverage?.sentence && (
        <p
          role="status"
          data-testid="coverage"
          className="mt-3 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100"
        >
          {coverage.sentence}
        </p>
      )}
      <div className="mt-4 space-y-3">
        <FilterBar
          filters={view.filters}
          group={view.group}
          options={options}
          active={hasActiveFilters(view.filters, view.defaultWindow)}
          defaultWindow={view.defaultWindow}
          now={now}
          onChange={changeFilters}
          onReset={resetFilters}
        />
        <ArchiveLoadBar
          loaded={items.length}
          total={summary.data && !tableBehind ? summary.data.total : null}
          hasMore={hasNextPage}
          fetchingMore={isFetchingNextPage}
          moreError={failures.isFetchNextPageError ? failures.error : null}
          onRetryMore={() => void fetchNextPage()}
          csvUrl={archiveCsvUrl(filters)}
          csvName={csvFileName('failed-deliveries', filters.from.slice(0, 16), filters.to.slice(0, 16))}
        />
        {tableBehind && (
          <button
            type="button"
            onClick={catchUpTable}
            className="w-full rounded-md border border-accent-300 bg-accent-50 px-3 py-2 text-sm font-medium text-accent-800 hover:bg-accent-100 dark:border-accent-700 dark:bg-accent-900/30 dark:text-accent-200 dark:hover:bg-accent-900/50"
          >
            The window has moved on since the table was loaded: show the newest failures
          </button>
        )}
        {view.group !== 'none' && summary.data ? (
          <ArchiveGroups
            summary={summary.data}
            by={view.group}
            period={period}
            onPick={(key) =>
              void nav(
                view.group === 'error'
                  ? { q: key.slice(0, 200) || undefined, group: undefined }
                  : { stream: key, group: undefined },
              )
            }
          />
        ) : failures.isPending ? (
          <TableSkeleton rows={12} columns={10} />
        ) : failures.isError && !failures.data ? (
          <ErrorPanel
            title="Failed deliveries could not be loaded"
            error={failures.error}
            onRetry={() => void failures.refetch()}
          />
        ) : (
          <FailuresTable
            items={items}
            now={now}
            selectedId={view.id}
            onSelect={select}
            onToggleGroup={NO_GROUP_TOGGLE}
            groupNoun="none"
            revealId={view.id}
            onReachEnd={reachEnd}
            empty={
              hasActiveFilters(view.filters, view.defaultWindow) ? (
                <EmptyState kind="no-match" source="archive" onReset={() => void nav(CLEARED_FILTERS)} />
              ) : (
                <EmptyState kind="none" source="archive" />
              )
            }
          />
        )}
        {summary.data && (
          <StreamHealthPanel
            streams={summary.data.byStream}
            rate={summary.data.rate}
            period={period}
            onPickStream={pickStream}
          />
        )}
      </div>
      {view.id !== undefined && (
        <DetailsPanel
          id={view.id}
          row={selected}
          now={now}
          onClose={() => void nav({ id: undefined })}
          canLoadMore={hasNextPage}
          walk={isFetchingNextPage ? { kind: 'running', what: 'more', progress: null } : { kind: 'idle' }}
          loadedCount={items.length}
          onLoadMore={reachEnd}
          missingReason="Every failure of this window and these filters is listed, and it is not among them: it is outside the window, filtered out, or the link’s id is wrong."
        />
      )}
    </div>
  );
}

/** The filter choices: streams, tags and chains with the window's exact counts; types from the loaded rows. */
function archiveOptions(
  streams: readonly { streamId: string; tag?: string | null | undefined; count: number }[],
  chains: readonly { key: string; count: number }[],
  types: readonly string[],
): { stream: FilterOption[]; chain: FilterOption[]; type: FilterOption[]; tag: FilterOption[] } {
  const tags = new Map<string, number>();
  for (const stream of streams) tags.set(stream.tag ?? '', (tags.get(stream.tag ?? '') ?? 0) + stream.count);
  return {
    stream: streams.map((stream) => ({
      value: stream.streamId,
      label: `${stream.tag || stream.streamId.slice(0, 8)} · ${stream.streamId.slice(0, 8)}`,
      count: stream.count,
    })),
    chain: chains.map((chain) => ({ value: chain.key, label: chainLabelFromHexId(chain.key), count: chain.count })),
    type: types.map((type) => ({ value: type, label: type })),
    tag: [...tags.entries()].filter(([tag]) => tag !== '').map(([tag, count]) => ({ value: tag, label: tag, count })),
  };
}
