/**
 * Counts what the SPA fetched through the proxy: compute units spent and saved by the proxy's
 * cache (X-Cache: hit). Pages show it so users see what their browsing costs the key owner.
 */
export interface UsageEntry {
  path: string;
  computeUnits: number;
  cache: string | null;
}

export interface UsageTotals {
  calls: number;
  upstreamCalls: number;
  cacheHits: number;
  computeUnitsSpent: number;
  computeUnitsSaved: number;
}

type Listener = (totals: UsageTotals) => void;

let totals: UsageTotals = { calls: 0, upstreamCalls: 0, cacheHits: 0, computeUnitsSpent: 0, computeUnitsSaved: 0 };
const listeners = new Set<Listener>();

export function recordFetch({ computeUnits, cache }: UsageEntry): void {
  const hit = cache === 'hit';
  totals = {
    calls: totals.calls + 1,
    upstreamCalls: totals.upstreamCalls + (hit ? 0 : 1),
    cacheHits: totals.cacheHits + (hit ? 1 : 0),
    computeUnitsSpent: totals.computeUnitsSpent + (hit ? 0 : computeUnits),
    computeUnitsSaved: totals.computeUnitsSaved + (hit ? computeUnits : 0),
  };
  for (const listener of listeners) listener(totals);
}

export function getUsage(): UsageTotals {
  return totals;
}

export function subscribeUsage(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Compute units per call, from the real-service notes. */
export const COMPUTE_UNITS = {
  wallet: 30,
  walletVerbose: 50,
  nftTransfers: 50,
  price: 50,
  rpcPrice: 25,
  chainB: 0,
  streams: 0,
} as const;
