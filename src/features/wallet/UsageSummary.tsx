import { useSyncExternalStore } from 'react';
import { formatInteger } from '../../lib/format';
import { getUsage, getUsageFor, subscribeUsage } from '../../api/usage';

/**
 * What this wallet's pages have cost the key owner in this tab (both views, every chain), and
 * what the proxy's cache saved. Counted per request path, so calls made before the page
 * mounted (the loader's) are included.
 */
export function UsageSummary({
  wallet,
  costPerCall,
  verbose,
}: {
  wallet: string;
  costPerCall: number;
  verbose: boolean;
}) {
  // Re-render on every recorded call; the slice itself is read below.
  useSyncExternalStore(subscribeUsage, getUsage, getUsage);
  const usage = getUsageFor(`/api/evm/${wallet}`);
  return (
    <p className="text-xs tabular-nums text-zinc-500 dark:text-zinc-400">
      This wallet in this tab: {formatInteger(usage.calls)} {usage.calls === 1 ? 'call' : 'calls'} ·{' '}
      {formatInteger(usage.computeUnitsSpent)} CU spent · {formatInteger(usage.computeUnitsSaved)} CU saved by the proxy
      cache ({formatInteger(usage.cacheHits)} cached). Each {verbose ? 'decoded' : 'plain'} page costs {costPerCall} CU;
      pages already seen in this tab cost nothing.
    </p>
  );
}
