import type { EvmChain } from '../lib/chains';
import { endpointRequest, requestUrl } from './request';

/** The REST token price (spec 4.4): the browser's URL, which the page fetches and a deep link preloads. */

export interface RestPriceInput {
  address: `0x${string}`;
  chain: EvmChain;
  /** A named exchange (spec 4.4) or an exchange address; null for the service's own choice. */
  exchange?: string | null;
  /** Price as of this block (decimal digits); null for the latest. */
  toBlock?: string | null;
}

export function restPriceRequest({ address, chain, exchange, toBlock }: RestPriceInput) {
  return endpointRequest(
    'price',
    { address: address.toLowerCase() },
    { chain: chain.hexId, include: 'percent_change', exchange: exchange ?? undefined, to_block: toBlock ?? undefined },
  );
}

export const restPriceUrl = (input: RestPriceInput) => requestUrl(restPriceRequest(input));
