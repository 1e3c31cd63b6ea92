import { queryOptions } from '@tanstack/react-query';
import { restPriceRequest, type RestPriceInput } from '../../contract/endpoints/price';
import { endpointKey, endpointOptions, fetchEndpoint } from './endpoint';

/**
 * The one query definition of the REST token price (spec 4.4). Keys carry the chain's hex id, so
 * `?chain=polygon` and `?chain=0x89` share a cache entry.
 */

/** Live prices go stale quickly; the card's own refresh interval decides how often to refetch. */
const LIVE_STALE_MS = 10_000;

/** Every REST price of one token on one chain (any exchange, any block): a prefix of `restPriceKey`'s. */
export const restTokenPricesKey = (chainHexId: string, address: string) =>
  ['price', { address: address.toLowerCase() }, { chain: chainHexId }] as const;

export const restPriceKey = (input: RestPriceInput) => endpointKey(restPriceRequest(input));

export const fetchRestPrice = (input: RestPriceInput, signal?: AbortSignal) =>
  fetchEndpoint(restPriceRequest(input), signal);

export function restPriceOptions(input: RestPriceInput) {
  const { toBlock } = input;
  return queryOptions({
    ...endpointOptions(restPriceRequest(input)),
    // A price as of a given block never changes: fetch it once per session.
    staleTime: toBlock ? Infinity : LIVE_STALE_MS,
    gcTime: toBlock ? 30 * 60_000 : 5 * 60_000,
    // Retries follow the app-wide policy (src/api/queryClient.ts): transient failures and short Retry-After only.
  });
}
