import type { CacheClass } from '../../contract/endpoints/records.ts';

/**
 * How long a successful upstream answer is reused, per kind of request. The longer a TTL, the
 * fewer compute units the key's owner pays; the bound is how stale the dashboard may look.
 */
export const TTL_MS = {
  /** A chain-B block that exists never changes. */
  block: 24 * 60 * 60_000,
  /** Coin metadata (name, decimals, creator) practically never changes. */
  coins: 10 * 60_000,
  /** A page or price pinned by `to_block` describes the past; kept long (an hour bounds reorg risk). */
  pinned: 60 * 60_000,
  /** Open-ended lists and current prices move with new blocks. */
  live: 20_000,
  /** The failed-delivery log grows every few seconds. */
  logs: 5_000,
  /** RPC prices are current prices. */
  rpc: 20_000,
} as const;

/** An endpoint's answers' lifetime by its cache class (contract/endpoints/records.ts). */
export function ttlFor(cache: CacheClass, query: readonly [string, string][]): number {
  switch (cache) {
    case 'block':
      return TTL_MS.block;
    case 'coins':
      return TTL_MS.coins;
    case 'chainData':
      return query.some(([name]) => name === 'to_block') ? TTL_MS.pinned : TTL_MS.live;
    case 'logs':
      return TTL_MS.logs;
    case 'rpc':
      return TTL_MS.rpc;
  }
}
