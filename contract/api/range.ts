import type { EvmChain } from '../lib/chains';

/**
 * The range of spec 4.2 (blocks, dates, order, limit, cursor) as the wallet and NFT requests send
 * it. The pages read and check it from their URL (features/range/rangeSearch.ts).
 */

export type Order = 'ASC' | 'DESC';

/** What the request carries, once every field passed. */
export interface ValidRange {
  chain: EvmChain;
  fromBlock: bigint | null;
  toBlock: bigint | null;
  /** ISO 8601 UTC, already the effective bound (a day's start or end). */
  fromDate: string | null;
  toDate: string | null;
  order: Order | null;
  limit: number | null;
  trail: string[];
}

/**
 * The query of spec 4.2 as sent upstream. Per the real-service notes the cursor carries the
 * original query, so later pages send only the cursor (plus chain); the query key still holds
 * the whole range so two ranges never share a page.
 */
export function rangeQuery(range: ValidRange): Record<string, string | number | undefined> {
  const cursor = range.trail.at(-1);
  if (cursor !== undefined) return { chain: range.chain.hexId, cursor };
  return {
    chain: range.chain.hexId,
    from_block: range.fromBlock?.toString(),
    to_block: range.toBlock?.toString(),
    from_date: range.fromDate ?? undefined,
    to_date: range.toDate ?? undefined,
    order: range.order ?? undefined,
    limit: range.limit ?? undefined,
  };
}

/** A stable, serialisable form of the range for query keys (bigint is not JSON). */
export function rangeKey(range: ValidRange) {
  return {
    chain: range.chain.hexId,
    fromBlock: range.fromBlock?.toString() ?? null,
    toBlock: range.toBlock?.toString() ?? null,
    fromDate: range.fromDate,
    toDate: range.toDate,
    order: range.order,
    limit: range.limit,
  };
}
