import { lazy, Suspense, useState } from 'react';
import { formatInteger } from '../../lib/format';
import { Skeleton } from '../../components';
import type { EvmChain } from '../../lib/chains';
import { dailyActivity, type WalletTx } from './tx';
import { Button } from '../../components/Button';

// Recharts is big: it is fetched the first time someone opens the chart, not with the page.
const ActivityChart = lazy(() => import('./ActivityChart'));

export function ActivityPanel({ rows, wallet, chain }: { rows: WalletTx[]; wallet: string; chain: EvmChain }) {
  const [open, setOpen] = useState(false);
  const days = open ? dailyActivity(rows, wallet) : [];
  return (
    <section aria-labelledby="activity-heading" className="rounded-lg border border-zinc-200 bg-white p-3 dark:border-zinc-800 dark:bg-zinc-950">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="activity-heading" className="text-sm font-semibold">Activity</h2>
        <span className="text-xs text-zinc-500 dark:text-zinc-400">
          over the {formatInteger(rows.length)} transactions loaded so far (UTC days)
        </span>
        <Button size="sm" aria-expanded={open} onClick={() => setOpen((value) => !value)} className="ml-auto">
          {open ? 'Hide chart' : 'Show chart'}
        </Button>
      </div>
      {open ? (
        <div className="mt-3">
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
