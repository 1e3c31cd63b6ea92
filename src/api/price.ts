import { queryOptions } from '@tanstack/react-query';
import { restPriceUrl, type RestPriceInput } from '../../contract/endpoints/price';
import { fetchJson } from './client';
import { tokenPrice } from '../../contract/schemas/evm';
import { COMPUTE_UNITS } from '../../contract/api/computeUnits';

/**
 * The one query definition of the REST token price (spec 4.4). Keys carry the chain's hex id, so
 * `?chain=polygon` and `?chain=0x89` share a cache entry.
 */

/** Live prices go stale quickly; the card's own refresh interval decides how often to refetch. */
const LIVE_STALE_MS = 10_000;

export const priceKeys = {
  all: ['price'] as const,
  /** Every REST price of one token on one chain (any exchange, any block): a prefix of `rest`. */
  restToken: (chainHexId: string, address: string) => ['price', 'rest', chainHexId, address.toLowerCase()] as const,
  rest: ({ address, chain, exchange, toBlock }: RestPriceInput) =>
    [...priceKeys.restToken(chain.hexId, address), exchange ?? null, toBlock ?? null] as const,
};

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
