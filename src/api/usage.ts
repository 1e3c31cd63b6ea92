/**
 * Counts what the SPA fetched through the proxy: compute units spent and saved by the proxy's
 * cache (X-Cache: hit). Pages show it so users see what their browsing costs the key owner.
 */
export interface UsageEntry {
  path: string;
  computeUnits: number;
  cache: string | null;
  /** The server's compute units left today, from the answer's header (null when it did not say). */
  serverDailyLeft?: number | null;
}

export interface UsageTotals {
  calls: number;
  upstreamCalls: number;
  cacheHits: number;
  computeUnitsSpent: number;
  computeUnitsSaved: number;
}

type Listener = (totals: UsageTotals) => void;

const ZERO: UsageTotals = { calls: 0, upstreamCalls: 0, cacheHits: 0, computeUnitsSpent: 0, computeUnitsSaved: 0 };
let totals: UsageTotals = ZERO;
/** The same totals per request path (no query), so a page can show what its own resource cost. */
const byPath = new Map<string, UsageTotals>();
const listeners = new Set<Listener>();
/** What the whole server (every client) may still spend today, as its latest proxied answer said. */
let dailyLeft: number | null = null;

export function getServerDailyLeft(): number | null {
  return dailyLeft;
}

function add(base: UsageTotals, hit: boolean, computeUnits: number): UsageTotals {
  return {
    calls: base.calls + 1,
    upstreamCalls: base.upstreamCalls + (hit ? 0 : 1),
    cacheHits: base.cacheHits + (hit ? 1 : 0),
    computeUnitsSpent: base.computeUnitsSpent + (hit ? 0 : computeUnits),
    computeUnitsSaved: base.computeUnitsSaved + (hit ? computeUnits : 0),
  };
}

export function recordFetch({ path, computeUnits, cache, serverDailyLeft = null }: UsageEntry): void {
  const hit = cache === 'hit';
  totals = add(totals, hit, computeUnits);
  if (serverDailyLeft !== null) dailyLeft = serverDailyLeft;
  byPath.set(path, add(byPath.get(path) ?? ZERO, hit, computeUnits));
  for (const listener of listeners) listener(totals);
}

/** Totals of the calls whose path starts with `prefix` (e.g. "/api/evm/0xabc…" for one wallet). */
export function getUsageFor(prefix: string): UsageTotals {
  let sum = ZERO;
  for (const [path, entry] of byPath) {
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

export function getUsage(): UsageTotals {
  return totals;
}

export function subscribeUsage(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
