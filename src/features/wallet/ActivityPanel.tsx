import { lazy, Suspense, useMemo, useState } from 'react';
import { formatInteger } from '../../lib/format';
import { Skeleton } from '../../components';
import type { EvmChain } from '../../../contract/lib/chains';
import { dailyActivity, type WalletTx } from './tx';
import { Button } from '../../components/Button';
import type { RangeWalk } from '../export/useRangeWalk';
import { coverageOf, rangeChartCost } from './activityCoverage';
import { rangeTotals } from './rangeTotals';
import { RangeTotalsView } from './RangeTotalsView';

// Recharts is big: it is fetched the first time someone opens the chart, not with the page.
const ActivityChart = lazy(() => import('./ActivityChart'));

/** How many transactions a range walk may fetch: the user picks one before it runs. */
export const RANGE_CAPS = [1_000, 5_000, 10_000] as const;

export interface ActivityPanelProps {
  /** The transactions already loaded (every page of this list in the cache). */
  rows: WalletTx[];
  wallet: string;
  chain: EvmChain;
  costPerCall: number;
  /** The range the filters set, in words ("all history" without filters). */
  rangeText: string;
  /** The range's walk, shared with the CSV export (useRangeWalk). */
  walk: RangeWalk<WalletTx>;
  onFetch: (cap: number) => void;
  onCancel: () => void;
}

/** The range's totals and its daily activity chart, over the loaded pages until the range is fetched whole. */
export function ActivityPanel({
  rows,
  wallet,
  chain,
  costPerCall,
  rangeText,
  walk,
  onFetch,
  onCancel,
}: ActivityPanelProps) {
  const [open, setOpen] = useState(false);
  const [cap, setCap] = useState<number>(RANGE_CAPS[0]);

  const walked = walk?.kind === 'done' ? walk.result : null;
  const charted = walked ? walked.rows : rows;
  const coverage = coverageOf(charted);
  const days = open ? dailyActivity(charted, wallet) : [];
  const totals = useMemo(
    () => (walked ? rangeTotals(walked.rows, wallet, chain.nativeDecimals) : null),
    [walked, wallet, chain.nativeDecimals],
  );
  const cost = rangeChartCost(cap, costPerCall);
  const span = coverage.firstDay ? `, ${coverage.firstDay} to ${coverage.lastDay} (UTC days)` : '';

  return (
    <section
      aria-labelledby="activity-heading"
      className="space-y-2 rounded-lg border border-zinc-200 bg-white p-3 dark:border-zinc-800 dark:bg-zinc-950"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="activity-heading" className="text-sm font-semibold">
          Range totals and activity
        </h2>
        <Button size="sm" aria-expanded={open} onClick={() => setOpen((value) => !value)} className="ml-auto">
          {open ? 'Hide chart' : 'Show chart'}
        </Button>
      </div>
      <p data-testid="activity-coverage" className="text-xs text-zinc-600 dark:text-zinc-400">
        {walked
          ? `Covers ${walked.capped ? `the newest ${formatInteger(coverage.count)} transactions of ${rangeText} (stopped at the cap; older ones are left out)` : `all ${formatInteger(coverage.count)} transactions of ${rangeText}`}${span}, fetched in ${formatInteger(walked.pages)} ${walked.pages === 1 ? 'call' : 'calls'}.`
          : `Covers only the ${formatInteger(coverage.count)} transactions loaded so far (the pages you have opened)${span}, not the wallet's whole history.`}
      </p>
      <div className="flex flex-wrap items-center gap-2 text-xs text-zinc-600 dark:text-zinc-400">
        <span className="inline-flex items-center gap-1.5">
          Fetch {rangeText}, up to
          <select
            aria-label="How many transactions to fetch"
            value={cap}
            onChange={(event) => setCap(Number(event.target.value))}
            className="h-7 rounded border border-zinc-300 bg-white px-1 text-xs dark:border-zinc-700 dark:bg-zinc-900"
          >
            {RANGE_CAPS.map((option) => (
              <option key={option} value={option}>
                {formatInteger(option)} transactions
              </option>
            ))}
          </select>
        </span>
        <span data-testid="activity-cost">
          costs at most {formatInteger(cost.calls)} calls × {costPerCall} CU = {formatInteger(cost.computeUnits)}{' '}
          compute units (pages already loaded are free).
        </span>
        {walk?.kind === 'running' ? (
          <>
            <span role="status">
              Fetching… {formatInteger(walk.rows)} transactions, {formatInteger(walk.calls)} calls
            </span>
            <Button size="sm" onClick={onCancel}>
              Cancel
            </Button>
          </>
        ) : (
          <Button size="sm" onClick={() => onFetch(cap)}>
            Fetch this range
          </Button>
        )}
        {walk?.kind === 'failed' ? (
          <span role="alert" className="text-red-700 dark:text-red-300">
            Fetching the range stopped: {walk.message} Fetch it again: pages already fetched are cached.
          </span>
        ) : null}
      </div>
      {totals ? (
        <>
          {walked?.capped ? (
            <p className="text-xs font-medium text-amber-800 dark:text-amber-300">
              Partial totals: the newest {formatInteger(totals.count)} transactions only. Narrow the range or fetch more
              for the whole of it.
            </p>
          ) : null}
          <RangeTotalsView totals={totals} chain={chain} />
        </>
      ) : (
        <p className="text-xs text-zinc-600 dark:text-zinc-400">
          Fetch the range for its totals: fees this wallet paid, value sent, received and net, and its top
          counterparties. The CSV export then uses the same fetch.
        </p>
      )}
      {open ? (
        <div className="mt-1">
          {days.length === 0 ? (
            <p className="text-sm text-zinc-500 dark:text-zinc-400">Nothing to chart yet.</p>
          ) : (
            <Suspense
              fallback={
                <div className="grid gap-4 md:grid-cols-2">
                  <Skeleton className="h-52 w-full" />
                  <Skeleton className="h-52 w-full" />
                </div>
              }
            >
              <ActivityChart days={days} chain={chain} />
            </Suspense>
          )}
        </div>
      ) : null}
    </section>
  );
}
