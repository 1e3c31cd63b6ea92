import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { formatInteger } from '../../lib/format';
import { Skeleton } from '../../components';
import type { EvmChain } from '../../../contract/lib/chains';
import { dailyActivity, type WalletTx } from './tx';
import { Button } from '../../components/Button';
import { walkCursor, type FetchPage, type WalkResult } from '../export/walkCursor';
import { coverageOf, rangeChartCost } from './activityCoverage';

// Recharts is big: it is fetched the first time someone opens the chart, not with the page.
const ActivityChart = lazy(() => import('./ActivityChart'));

/** How many transactions a range chart may walk: the user picks one before it runs. */
const CAPS = [1_000, 5_000, 10_000] as const;

type RangeWalk = { kind: 'running'; rows: number; calls: number } | { kind: 'done'; result: WalkResult<WalletTx> } | { kind: 'failed'; message: string } | null;

export interface ActivityPanelProps {
  /** The transactions already loaded (every page of this list in the cache). */
  rows: WalletTx[];
  wallet: string;
  chain: EvmChain;
  /** The list's own page fetcher: walks the range of the filters above from its first page. */
  fetchPage: FetchPage<WalletTx>;
  costPerCall: number;
  /** The range the filters set, in words ("all history" without filters). */
  rangeText: string;
}

export function ActivityPanel({ rows, wallet, chain, fetchPage, costPerCall, rangeText }: ActivityPanelProps) {
  const [open, setOpen] = useState(false);
  const [cap, setCap] = useState<number>(CAPS[0]);
  // A walk belongs to the fetcher it ran with: a new range (filters, chain, decoded view) brings a
  // new fetcher, and the chart goes back to the loaded pages.
  const [walkOf, setWalkOf] = useState<{ source: FetchPage<WalletTx>; walk: RangeWalk } | null>(null);
  const walk = walkOf?.source === fetchPage ? walkOf.walk : null;
  const setWalk = (next: RangeWalk) => setWalkOf({ source: fetchPage, walk: next });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), [fetchPage]);

  const walked = walk?.kind === 'done' ? walk.result : null;
  const charted = walked ? walked.rows : rows;
  const coverage = coverageOf(charted);
  const days = open ? dailyActivity(charted, wallet) : [];
  const cost = rangeChartCost(cap, costPerCall);
  const span = coverage.firstDay ? `, ${coverage.firstDay} to ${coverage.lastDay} (UTC days)` : '';

  const run = async () => {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setWalk({ kind: 'running', rows: 0, calls: 0 });
    try {
      const result = await walkCursor({ fetchPage, signal: abort.signal, cap, onProgress: (progress) => setWalk({ kind: 'running', rows: progress.rows, calls: progress.pages }) });
      setWalk({ kind: 'done', result });
      setOpen(true);
    } catch (error) {
      if (abort.signal.aborted) setWalk(null);
      else setWalk({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  };

  return (
    <section aria-labelledby="activity-heading" className="space-y-2 rounded-lg border border-zinc-200 bg-white p-3 dark:border-zinc-800 dark:bg-zinc-950">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="activity-heading" className="text-sm font-semibold">Activity</h2>
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
          Chart {rangeText}, up to
          <select aria-label="How many transactions to chart" value={cap} onChange={(event) => setCap(Number(event.target.value))} className="h-7 rounded border border-zinc-300 bg-white px-1 text-xs dark:border-zinc-700 dark:bg-zinc-900">
            {CAPS.map((option) => <option key={option} value={option}>{formatInteger(option)} transactions</option>)}
          </select>
        </span>
        <span data-testid="activity-cost">
          costs at most {formatInteger(cost.calls)} calls × {costPerCall} CU = {formatInteger(cost.computeUnits)} compute units (pages already loaded are free).
        </span>
        {walk?.kind === 'running' ? (
          <>
            <span role="status">Fetching… {formatInteger(walk.rows)} transactions, {formatInteger(walk.calls)} calls</span>
            <Button size="sm" onClick={() => controller.current?.abort()}>Cancel</Button>
          </>
        ) : (
          <Button size="sm" onClick={() => void run()}>Chart this range</Button>
        )}
        {walk?.kind === 'failed' ? <span role="alert" className="text-red-700 dark:text-red-300">The range chart stopped: {walk.message}</span> : null}
      </div>
      {open ? (
        <div className="mt-1">
          {days.length === 0 ? (
            <p className="text-sm text-zinc-500 dark:text-zinc-400">Nothing to chart yet.</p>
          ) : (
            <Suspense fallback={<div className="grid gap-4 md:grid-cols-2"><Skeleton className="h-52 w-full" /><Skeleton className="h-52 w-full" /></div>}>
              <ActivityChart days={days} chain={chain} />
            </Suspense>
          )}
        </div>
      ) : null}
    </section>
  );
}
