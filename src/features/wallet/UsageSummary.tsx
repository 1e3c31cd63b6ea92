import { useUsageSince } from './useUsageSince';

const number = new Intl.NumberFormat('en-US');

/** What this wallet page has cost the key owner, and what the proxy's cache saved. */
export function UsageSummary({ since, costPerCall, verbose }: { since: string; costPerCall: number; verbose: boolean }) {
  const usage = useUsageSince(since);
  return (
    <p className="text-xs tabular-nums text-zinc-500 dark:text-zinc-400" aria-live="polite">
      This wallet page: {number.format(usage.calls)} {usage.calls === 1 ? 'call' : 'calls'} · {number.format(usage.computeUnitsSpent)} CU spent ·{' '}
      {number.format(usage.computeUnitsSaved)} CU saved by the cache ({number.format(usage.cacheHits)} cached). Each {verbose ? 'decoded' : 'plain'} page costs {costPerCall} CU; pages seen in this tab are reused for free.
    </p>
  );
}
