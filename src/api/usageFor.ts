import { usageByPath, type UsageTotals } from './usage';

/**
 * Totals of the calls whose path starts with `prefix` (e.g. "/api/evm/0xabc…" for one wallet), from
 * the per-path totals usage.ts keeps. Apart from usage.ts, which the footer's meter brings into
 * every page's first JavaScript: only the wallet page shows it.
 */
export function getUsageFor(prefix: string): UsageTotals {
  let sum: UsageTotals = { calls: 0, upstreamCalls: 0, cacheHits: 0, computeUnitsSpent: 0, computeUnitsSaved: 0 };
  for (const [path, entry] of usageByPath()) {
    if (!path.startsWith(prefix)) continue;
    sum = {
      calls: sum.calls + entry.calls,
      upstreamCalls: sum.upstreamCalls + entry.upstreamCalls,
      cacheHits: sum.cacheHits + entry.cacheHits,
      computeUnitsSpent: sum.computeUnitsSpent + entry.computeUnitsSpent,
      computeUnitsSaved: sum.computeUnitsSaved + entry.computeUnitsSaved,
    };
  }
  return sum;
}
