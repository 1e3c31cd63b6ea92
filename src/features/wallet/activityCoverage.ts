import type { WalletTx } from './tx';

/** What a chart of these transactions covers: how many, and from when to when (UTC days). */
export interface Coverage {
  count: number;
  firstDay: string | null;
  lastDay: string | null;
}

export function coverageOf(rows: readonly Pick<WalletTx, 'block_timestamp'>[]): Coverage {
  let first: string | null = null;
  let last: string | null = null;
  for (const { block_timestamp: time } of rows) {
    const day = time.slice(0, 10);
    if (first === null || day < first) first = day;
    if (last === null || day > last) last = day;
  }
  return { count: rows.length, firstDay: first, lastDay: last };
}

/** One call returns at most this many transactions (the service's page size limit). */
export const TXS_PER_CALL = 100;

/** The most a range chart of up to `cap` transactions costs: one call per 100, at `costPerCall` CU each. */
export function rangeChartCost(cap: number, costPerCall: number): { calls: number; computeUnits: number } {
  const calls = Math.ceil(cap / TXS_PER_CALL);
  return { calls, computeUnits: calls * costPerCall };
}
