import { useState, useSyncExternalStore } from 'react';
import { getUsage, subscribeUsage, type UsageTotals } from '../../api/usage';

/**
 * What was spent since `since` changed (the wallet, chain or view): a page-local slice of the
 * session's usage counter. Only wallet calls cost CU on this page, so the slice is this page's.
 */
export function useUsageSince(since: string): UsageTotals {
  const usage = useSyncExternalStore(subscribeUsage, getUsage, getUsage);
  const [start, setStart] = useState(() => ({ since, totals: getUsage() }));
  if (start.since !== since) setStart({ since, totals: usage });
  const base = start.since === since ? start.totals : usage;
  return {
    calls: usage.calls - base.calls,
    upstreamCalls: usage.upstreamCalls - base.upstreamCalls,
    cacheHits: usage.cacheHits - base.cacheHits,
    computeUnitsSpent: usage.computeUnitsSpent - base.computeUnitsSpent,
    computeUnitsSaved: usage.computeUnitsSaved - base.computeUnitsSaved,
  };
}
