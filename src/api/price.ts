import { queryOptions } from '@tanstack/react-query';
import type { EvmChain } from '../../contract/lib/chains';
import { apiUrl } from '../../contract/api/apiUrl';
import { fetchJson } from './client';
import { tokenPrice } from '../../contract/schemas/evm';
import { COMPUTE_UNITS } from '../../contract/api/computeUnits';

/**
 * The one query definition of the REST token price (spec 4.4). Keys carry the chain's hex id, so
 * `?chain=polygon` and `?chain=0x89` share a cache entry.
 */

export interface RestPriceInput {
  address: `0x${string}`;
  chain: EvmChain;
  /** A named exchange (spec 4.4) or an exchange address; null for the service's own choice. */
  exchange?: string | null;
  /** Price as of this block (decimal digits); null for the latest. */
  toBlock?: string | null;
}

/** Live prices go stale quickly; the card's own refresh interval decides how often to refetch. */
const LIVE_STALE_MS = 10_000;

export const priceKeys = {
  all: ['price'] as const,
  /** Every REST price of one token on one chain (any exchange, any block): a prefix of `rest`. */
  restToken: (chainHexId: string, address: string) => ['price', 'rest', chainHexId, address.toLowerCase()] as const,
  rest: ({ address, chain, exchange, toBlock }: RestPriceInput) =>
    [...priceKeys.restToken(chain.hexId, address), exchange ?? null, toBlock ?? null] as const,
};

/** The request's URL: the fetch below and the token page's preload (server/apiPreload.ts) share it. */
export function restPriceUrl({ address, chain, exchange, toBlock }: RestPriceInput): string {
  return apiUrl(`/api/evm/erc20/${address.toLowerCase()}/price`, {
    chain: chain.hexId,
    include: 'percent_change',
    exchange: exchange ?? undefined,
    to_block: toBlock ?? undefined,
  });
}

export function fetchRestPrice(input: RestPriceInput, signal?: AbortSignal) {
  return fetchJson(restPriceUrl(input), tokenPrice, { signal, computeUnits: COMPUTE_UNITS.price });
}

export function restPriceOptions(input: RestPriceInput) {
  const { toBlock } = input;
  return queryOptions({
    queryKey: priceKeys.rest(input),
    queryFn: ({ signal }) => fetchRestPrice(input, signal),
    // A price as of a given block never changes: fetch it once per session.
    staleTime: toBlock ? Infinity : LIVE_STALE_MS,
    gcTime: toBlock ? 30 * 60_000 : 5 * 60_000,
    // Retries follow the app-wide policy (src/api/queryClient.ts): transient failures and short Retry-After only.
  });
}
