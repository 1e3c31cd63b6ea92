import { queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  chainBBlockRequest,
  chainBCoinsRequest,
  coinsCallGroups,
  coinsRequestHashes,
  normalizeCoinTypeHash,
} from '../../contract/endpoints/chainB';
import { COIN_HASHES_PARAM } from '../../contract/lib/chainB';
import { endpointKey, fetchEndpoint } from './endpoint';
import { isApiError } from './errors';
import type { ChainBBlock, ChainBCoin } from '../../contract/schemas/chainB';
import type { UnreadableItem } from '../../contract/schemas/common';

/** Aptos, the second chain family (spec 4.6, 4.7): its query definitions. */

/**
 * A block lookup's outcome. "Not found" is an answer, not a failure: the head moves with the
 * clock, so a height just past it is the normal way to learn where the chain ends (the page
 * disables "Next" on it). Keeping it as data also means a 404 is cached and not re-asked on
 * every mount the way an errored query would be.
 */
export type ChainBBlockResult = { found: true; block: ChainBBlock } | { found: false; height: bigint; message: string };

/** How long a "no such block yet" answer stands before asking again: blocks come every second or so. */
const MISSING_BLOCK_STALE_MS = 5_000;

/** One block look-up, "not found" as an answer. */
export async function fetchChainBBlock(
  height: bigint,
  withTransactions: boolean,
  signal?: AbortSignal,
): Promise<ChainBBlockResult> {
  try {
    const block = await fetchEndpoint(chainBBlockRequest(height, withTransactions), signal);
    return { found: true, block };
  } catch (error) {
    if (isApiError(error) && error.kind === 'not-found') return { found: false, height, message: error.message };
    throw error;
  }
}

export function chainBBlockOptions(height: bigint, withTransactions: boolean) {
  return queryOptions({
    queryKey: endpointKey(chainBBlockRequest(height, withTransactions)),
    queryFn: ({ signal }) => fetchChainBBlock(height, withTransactions, signal),
    // A block at or below the head never changes; a missing one may appear any moment.
    staleTime: (query) => (query.state.data?.found === false ? MISSING_BLOCK_STALE_MS : Infinity),
  });
}

/** One looked-up hash and what the service knows of it (null: it left the hash out of its answer). */
export interface ChainBCoinLookup {
  hash: string;
  coin: ChainBCoin | null;
}

/** A coins answer: one lookup per asked hash, and the coins in it that could not be read. */
export interface ChainBCoinsResult {
  lookups: ChainBCoinLookup[];
  unreadable: UnreadableItem[];
  /** How many calls the lookup took (the service takes COINS_PER_CALL hashes per call). */
  calls: number;
}

/**
 * Coins by coin type hash. The hashes are normalised, sorted and deduplicated for the key and
 * the requests, so the same set in any order or spelling shares one cache entry and the same calls.
 * A list longer than the service takes per call goes in several calls, side by side, and the
 * answer says how many (`calls`). The answer is indexed by hash because the service silently
 * omits the hashes it does not know.
 */
export function chainBCoinsOptions(hashes: readonly string[]) {
  const sorted = coinsRequestHashes(hashes);
  return queryOptions({
    // The key names the whole set (one request's query with every hash), however many calls it takes.
    queryKey: endpointKey({ kind: 'coins', params: {}, query: { [COIN_HASHES_PARAM]: sorted } }),
    queryFn: async ({ signal }): Promise<ChainBCoinsResult> => {
      const answers = await Promise.all(
        coinsCallGroups(sorted).map((group) => fetchEndpoint(chainBCoinsRequest(group), signal)),
      );
      const items = answers.flatMap((answer) => answer.items);
      const unreadable = answers.flatMap((answer) => answer.unreadable);
      const byHash = new Map(items.map((coin) => [normalizeCoinTypeHash(coin.coin_type_hash), coin]));
      return {
        lookups: sorted.map((hash) => ({ hash, coin: byHash.get(hash) ?? null })),
        unreadable,
        calls: answers.length,
      };
    },
    enabled: sorted.length > 0,
    // Coin metadata is written once at creation; an hour keeps revisits free without going stale forever.
    staleTime: 60 * 60 * 1000,
  });
}

/**
 * The highest block this browser has seen found (from the query cache), or null. A lower bound of
 * the head, which the service does not report: enough to point a "not found" page somewhere useful.
 */
export function newestKnownChainBHeight(queryClient: QueryClient): bigint | null {
  const block = newestKnownChainBBlock(queryClient);
  return block === null ? null : BigInt(block.block_height);
}

/** The highest block found in the cache, or null: where a search for the head can start. */
export function newestKnownChainBBlock(queryClient: QueryClient): ChainBBlock | null {
  let newest: ChainBBlock | null = null;
  for (const [, data] of queryClient.getQueriesData<ChainBBlockResult>({ queryKey: ['block'] })) {
    if (!data?.found) continue;
    if (newest === null || BigInt(data.block.block_height) > BigInt(newest.block_height)) newest = data.block;
  }
  return newest;
}
