import { lazy, memo, Suspense, useRef } from 'react';
import { Skeleton } from '../../components/Skeleton';
import { formatUtc } from '../../lib/formatTime';
import { useNearViewport } from '../../lib/useNearViewport';
import type { StackBy } from '../../../contract/pages/streams/search';
import { CHART_HEIGHT, type Timeline } from './logic/timeline';

const FailuresChart = lazy(() => import('./FailuresChart'));

export interface ChartPanelProps {
  timeline: Timeline;
  /** How many failures the timeline counts. */
  total: number;
  /** What the chart covers, in words ("Loaded rows reach back to …", "archive since …"). */
  note: string | null;
  stack: StackBy;
  onStack: (stack: StackBy) => void;
  /** The timeline is empty only because it has not caught up with rows that have arrived yet. */
  catchingUp?: boolean;
}

/**
 * Memoised: the callers key the timeline on the minute (the live view) or on the archive's
 * answer, so the page's 5-second clock and scrolling the table do not redraw the chart.
 */
export const ChartPanel = memo(function ChartPanel({
  timeline,
  total,
  note,
  stack,
  onStack,
  catchingUp = false,
}: ChartPanelProps) {
  const first = timeline.points[0];
  // Below the fold on a phone: drawn when the reader scrolls to it, not during the page load
  // (recharts' first draw was the page load's longest task there). No margin: the summary cards
  // end a few hundred pixels above it, and any margin had it drawn during the load anyway.
  const figure = useRef<HTMLElement>(null);
  const near = useNearViewport(figure, '0px');
  const placeholder = (
    <div style={{ height: CHART_HEIGHT }}>
      <Skeleton className="size-full" />
    </div>
  );
  return (
    <section
      aria-labelledby="failures-chart-title"
      className="rounded-lg border border-zinc-200 bg-white p-3 text-zinc-600 dark:border-zinc-800 dark:bg-zinc-900 dark:text-zinc-400"
    >
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 id="failures-chart-title" className="text-sm font-medium text-zinc-900 dark:text-zinc-100">
            Failures over time
          </h2>
          {note !== null && <p className="text-xs">{note}</p>}
        </div>
        <div
          role="group"
          aria-label="Stack the chart by"
          className="inline-flex overflow-hidden rounded-md border border-zinc-300 text-xs dark:border-zinc-700"
        >
          {(['stream', 'chain'] as const).map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={stack === value}
              onClick={() => onStack(value)}
              className={`px-2.5 py-1 ${stack === value ? 'bg-zinc-900 text-white dark:bg-zinc-100 dark:text-zinc-900' : 'hover:bg-zinc-100 dark:hover:bg-zinc-800'}`}
            >
              by {value}
            </button>
          ))}
        </div>
      </div>
      {/* Every state holds the chart's height, so the table below never moves as the chart fills. */}
      {timeline.points.length === 0 || total === 0 ? (
        catchingUp ? (
          placeholder
        ) : (
          <p className="flex items-center justify-center text-sm" style={{ height: CHART_HEIGHT }}>
            No failures to chart.
          </p>
        )
      ) : (
        <figure ref={figure}>
          <figcaption className="sr-only">
            {total} failures from {first ? formatUtc(new Date(first.start)) : ''}, in buckets of{' '}
            {Math.round(timeline.bucketMs / 60_000)} minutes, stacked by {stack}.
          </figcaption>
          {near ? (
            <Suspense fallback={placeholder}>
              <FailuresChart timeline={timeline} />
            </Suspense>
          ) : (
            placeholder
          )}
        </figure>
      )}
    </section>
  );
});
