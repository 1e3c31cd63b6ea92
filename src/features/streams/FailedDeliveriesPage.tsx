import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ErrorPanel } from '../../components/ErrorPanel';
import { TableSkeleton } from '../../components/TableSkeleton';
import { downloadText } from '../export/download';
import { csvFileName, toCsv } from '../../../contract/lib/csv';
import { failureCsvColumns } from '../../../contract/pages/streams/csvColumns';
import type { StackBy } from '../../../contract/pages/streams/search';
import { CLEARED_FILTERS, hasActiveFilters, REFRESH_MS, type StreamsView } from '../../../contract/pages/streams/view';
import { liveCoverage } from './logic/coverage';
import { windowBounds, windowLabel } from '../../../contract/pages/streams/window';
import { CoverageNote } from './CoverageNote';
import { buildTimeline } from './logic/timeline';
import { ChartPanel } from './ChartPanel';
import { DetailsPanel } from './DetailsPanel';
import { FailuresTable } from './FailuresTable';
import { FilterBar } from './FilterBar';
import { LoadBar } from './LoadBar';
import { EmptyState, NewFailures } from './notices';
import { PageHeader } from './PageHeader';
import { SummaryCards } from './SummaryCards';
import { useFailureFeed } from './useFailureFeed';
import { useFailureView } from './useFailureView';
import { useNow } from '../../lib/useNow';
import { formatUtc } from '../../lib/formatTime';
import { useSettledValue } from '../../lib/useSettledValue';
import { DAY, MINUTE } from '../../../contract/pages/streams/types';
import type { useStreamsNav } from './useStreamsNav';
import { UnreadableItems } from '../../components/UnreadableItems';

/** The page's windows and drop-out times move every 5 s (ages elsewhere tick every 15 s). */
const STREAMS_TICK_MS = 5_000;
/** How long the filtered rows must stay put before the chart redraws: a redraw is a long task. */
const CHART_SETTLE_MS = 150;

/** The live view: the newest pages of the streams service's own history, when the archive is off. */
export function FailedDeliveriesPage({
  view,
  nav,
  issues,
}: {
  view: StreamsView;
  nav: ReturnType<typeof useStreamsNav>;
  issues: ReactNode;
}) {
  const now = useNow(STREAMS_TICK_MS);
  const [paused, setPaused] = useState(false);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());

  const refetchInterval = paused ? false : REFRESH_MS[view.refresh];
  const { head, feed, walk, loadMore, loadAll, loadBack, showPending, cancel } = useFailureFeed({
    limit: view.limit,
    refetchInterval,
  });
  const complete = feed.started && feed.nextCursor === null;
  const { filtered, failing, summary, options, items } = useFailureView(feed.rows, view, now, expanded, complete);
  const active = hasActiveFilters(view.filters, view.defaultWindow);
  // The chart follows the table: a filter redraws the table first and the chart once the rows have
  // settled, after the table has painted; "Load all" (a page of 100 rows at a time) redraws the
  // chart once per pause instead of once per page.
  const chartRows = useSettledValue(failing, CHART_SETTLE_MS);
  // The chart moves by the minute; with stable props the memoised chart skips clock ticks and scrolling.
  const chartNow = Math.floor(now / MINUTE) * MINUTE;
  const chartPartialFrom = complete ? null : (feed.rows.at(-1)?.at ?? null);
  const timeline = useMemo(
    () => buildTimeline(chartRows, view.stack, view.filters.window, chartNow),
    [chartRows, view.stack, view.filters.window, chartNow],
  );
  const chartNote =
    chartPartialFrom === null
      ? null
      : `Loaded rows reach back to ${formatUtc(new Date(chartPartialFrom)).slice(5, 16)} UTC`;
  const minuteNow = Math.floor(now / MINUTE) * MINUTE;
  const oldestLoaded = feed.rows.at(-1)?.at ?? null;
  const coverage = useMemo(
    () => liveCoverage(view.filters.window, minuteNow, { oldestLoaded, complete }),
    [view.filters.window, minuteNow, oldestLoaded, complete],
  );
  const period = `${windowLabel(view.filters.window)}${view.filters.window.kind === 'preset' && view.filters.window.window !== 'all' ? ' window' : ''}${coverage.full ? '' : `, loaded failures since ${formatUtc(new Date(coverage.coveredFrom)).slice(11, 16)} UTC`}`;
  const loadWindow = () => {
    const { since } = windowBounds(view.filters.window, now);
    if (since === null) loadAll();
    else loadBack(since);
  };
  const setStack = useCallback((stack: StackBy) => nav({ stack: stack === 'stream' ? undefined : stack }), [nav]);

  const toggleGroup = useCallback(
    (key: string) =>
      setExpanded((prev) => {
        const next = new Set(prev);
        if (!next.delete(key)) next.add(key);
        return next;
      }),
    [],
  );
  const select = useCallback((id: string) => nav({ id }, { push: true }), [nav]);
  const closeDetails = useCallback(() => {
    const id = view.id;
    void nav({ id: undefined }).then(() => {
      // Back to where the reader was: the row's own details button, if it is on screen.
      document.querySelector<HTMLButtonElement>(`[data-row-id="${CSS.escape(id ?? '')}"] button`)?.focus();
    });
  }, [nav, view.id]);

  // A second-screen page: the tab title tells of new failures while another window has focus.
  const pendingCount = feed.pending.length;
  useEffect(() => {
    const previous = document.title;
    document.title = `${pendingCount > 0 ? `(+${pendingCount}) ` : ''}Failed deliveries · Chainboard`;
    return () => {
      document.title = previous;
    };
  }, [pendingCount]);
  const exportCsv = () =>
    downloadText(
      csvFileName('failed-deliveries', new Date(now).toISOString().slice(0, 16)),
      toCsv(failureCsvColumns(now), filtered),
    );

  const selected =
    view.id === undefined
      ? undefined
      : (feed.rows.find((row) => row.id === view.id) ?? feed.pending.find((row) => row.id === view.id));

  return (
    <div className="space-y-4">
      <PageHeader
        subtitle="Webhook deliveries the streams service could not make, from its own history of about a week (this server's archive is off). Retries and history times are estimates from its published schedule."
        refresh={view.refresh}
        paused={paused}
        fetching={head.isFetching}
        updatedAt={head.dataUpdatedAt}
        now={now}
        onRefresh={(refresh) => {
          setPaused(false);
          nav({ refresh: refresh === '15s' ? undefined : refresh });
        }}
        onPause={setPaused}
        onRefreshNow={() => void head.refetch()}
      />

      {issues}

      {head.isPending ? (
        <TableSkeleton rows={12} columns={10} />
      ) : head.isError && !feed.started ? (
        <ErrorPanel
          title="Failed deliveries could not be loaded"
          error={head.error}
          onRetry={() => void head.refetch()}
        />
      ) : (
        <>
          {head.isError && (
            <p
              role="status"
              className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950/40 dark:text-amber-200"
            >
              The last refresh failed ({head.error.message}); showing what was loaded before. It will try again.
            </p>
          )}
          <div className="grid gap-3 md:grid-cols-[10rem_minmax(0,0.8fr)_minmax(0,1.2fr)] xl:grid-cols-[10rem_minmax(0,0.8fr)_minmax(0,1.2fr)_minmax(0,1.7fr)]">
            <SummaryCards
              summary={summary}
              period={period}
              onPickStream={(stream) => nav({ stream })}
              onPickError={(q) => nav({ q: q.slice(0, 200) || undefined })}
              onLoadDay={() => loadBack(now - DAY)}
              loading={walk.kind === 'running'}
            />
            <div className="md:col-span-3 xl:col-span-1">
              <ChartPanel
                timeline={timeline}
                total={chartRows.length}
                note={chartNote}
                stack={view.stack}
                onStack={setStack}
                catchingUp={chartRows.length === 0 && failing.length > 0}
              />
            </div>
          </div>
          <FilterBar
            filters={view.filters}
            group={view.group}
            options={options}
            active={active}
            defaultWindow={view.defaultWindow}
            now={now}
            onChange={(patch) => nav(patch)}
            onReset={() => nav(CLEARED_FILTERS)}
          />
          <CoverageNote
            coverage={coverage}
            choice={view.filters.window}
            now={minuteNow}
            onLoadWindow={feed.nextCursor !== null ? loadWindow : undefined}
            loading={walk.kind === 'running'}
          />
          <LoadBar
            loaded={feed.rows.length}
            shown={filtered.length}
            total={feed.total}
            limit={view.limit}
            hasMore={feed.nextCursor !== null}
            walk={walk}
            onLoadMore={loadMore}
            onLoadAll={loadAll}
            onCancel={cancel}
            onExport={exportCsv}
            unreadable={feed.unreadable.length}
            onLimit={(limit) => nav({ limit: limit === 100 ? undefined : limit })}
          />
          <NewFailures
            count={feed.pending.length}
            gap={feed.gap}
            busy={walk.kind === 'running' && walk.what === 'new'}
            onShow={showPending}
          />
          {view.group !== 'none' && items.length > 0 && (
            <div className="flex gap-2 text-sm">
              <button
                type="button"
                className="text-accent-700 hover:underline dark:text-accent-300"
                onClick={() =>
                  setExpanded(new Set(items.flatMap((item) => (item.kind === 'group' ? [item.group.key] : []))))
                }
              >
                Expand all
              </button>
              <button
                type="button"
                className="text-accent-700 hover:underline dark:text-accent-300"
                onClick={() => setExpanded(new Set())}
              >
                Collapse all
              </button>
            </div>
          )}
          {/* The table frame stays in both empty states, so the columns and their meaning stay in view. */}
          <FailuresTable
            items={items}
            now={now}
            selectedId={view.id}
            onSelect={select}
            onToggleGroup={toggleGroup}
            groupNoun={view.group}
            revealId={view.id}
            empty={
              feed.rows.length === 0 ? (
                <EmptyState kind="none" />
              ) : (
                <EmptyState kind="no-match" onReset={() => nav(CLEARED_FILTERS)} />
              )
            }
          />
          <UnreadableItems items={feed.unreadable} noun="failed delivery" />
        </>
      )}

      {view.id !== undefined && !head.isPending && (
        <DetailsPanel
          id={view.id}
          row={selected}
          now={now}
          onClose={closeDetails}
          canLoadMore={feed.nextCursor !== null}
          walk={walk}
          loadedCount={feed.rows.length}
          onLoadMore={loadMore}
          onLoadAll={loadAll}
        />
      )}
    </div>
  );
}
