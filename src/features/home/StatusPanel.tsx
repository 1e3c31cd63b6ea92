import { useQuery } from '@tanstack/react-query';
import { statusQueryOptions } from '../../api/status';
import type { ServerStatus } from '../../../contract/schemas/status';
import { LazyErrorPanel } from '../../components/LazyErrorPanel';
import { Skeleton } from '../../components/Skeleton';

const UPSTREAMS: { key: keyof ServerStatus['upstreams']; label: string }[] = [
  { key: 'evm', label: 'EVM data (wallets, NFTs, prices)' },
  { key: 'rpc', label: 'JSON-RPC prices' },
  { key: 'chainB', label: 'Aptos (blocks, coins)' },
  { key: 'streams', label: 'Streams (failed deliveries)' },
];

export function StatusPanel() {
  const { data, error, isPending, refetch } = useQuery(statusQueryOptions());
  return (
    <section
      aria-labelledby="status-heading"
      className="rounded-xl border border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900/50"
    >
      <div className="flex items-center justify-between gap-2 border-b border-zinc-200 px-4 py-2.5 dark:border-zinc-800">
        <h2 id="status-heading" className="text-sm font-semibold">
          Service status
        </h2>
        {data ? (
          <span
            className={`rounded-full px-2 py-0.5 text-xs font-medium ${
              data.mode === 'demo'
                ? 'bg-amber-100 text-amber-900 dark:bg-amber-950/60 dark:text-amber-200'
                : 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950/60 dark:text-emerald-200'
            }`}
          >
            {data.mode === 'demo' ? 'Demo (stand-in)' : 'Live'}
          </span>
        ) : null}
      </div>
      {isPending ? (
        <ul className="space-y-3 px-4 py-3" aria-label="Loading service status">
          {UPSTREAMS.map((u) => (
            <li key={u.key} className="flex justify-between">
              <Skeleton className="h-4 w-40" />
              <Skeleton className="h-4 w-12" />
            </li>
          ))}
        </ul>
      ) : error ? (
        <div className="p-3">
          <LazyErrorPanel error={error} onRetry={() => void refetch()} />
        </div>
      ) : (
        <>
          <ul className="divide-y divide-zinc-100 text-sm dark:divide-zinc-800">
            {UPSTREAMS.map(({ key, label }) => {
              const health = data.upstreams[key];
              return (
                <li key={key} className="flex items-center gap-2.5 px-4 py-2">
                  <span
                    aria-hidden="true"
                    className={`size-2 shrink-0 rounded-full ${health.ok ? 'bg-emerald-500' : 'bg-red-500'}`}
                  />
                  <span className="min-w-0 flex-1 truncate">{label}</span>
                  <span
                    className={`shrink-0 text-xs tabular-nums ${health.ok ? 'text-zinc-500 dark:text-zinc-400' : 'text-red-700 dark:text-red-400'}`}
                  >
                    {health.ok
                      ? health.latencyMs === null
                        ? 'reachable'
                        : `${Math.round(health.latencyMs)} ms`
                      : `down${health.error ? `: ${health.error}` : ''}`}
                  </span>
                  <span className="sr-only">{health.ok ? 'reachable' : 'unreachable'}</span>
                </li>
              );
            })}
          </ul>
          <p className="border-t border-zinc-200 px-4 py-2 text-xs text-zinc-500 dark:border-zinc-800 dark:text-zinc-400">
            Server version {data.version}.{' '}
            {data.mode === 'demo'
              ? 'No API key is set, so answers come from the built-in stand-in: deterministic sample data, not a real chain.'
              : 'Answers come from the hosted data service.'}
          </p>
        </>
      )}
    </section>
  );
}
