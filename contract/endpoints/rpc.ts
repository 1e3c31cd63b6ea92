import type { RpcChainSlug } from '../lib/priceEndpoints';
import type { TokenPriceParams } from '../schemas/rpc';
import { endpointRequest } from './request';

/**
 * The token price over JSON-RPC (spec 4.9), through the proxy's `POST /api/rpc/{slug}` (the key
 * is added there; the browser never sees it): the request's input and body.
 */

/** The one JSON-RPC method the proxy forwards and the dashboard calls. */
export const RPC_PRICE_METHOD = 'eth_getTokenPrice';

export interface RpcPriceInput {
  address: `0x${string}`;
  slug: RpcChainSlug;
  /** JSON-RPC takes only an exchange address (no named exchanges). */
  exchange?: `0x${string}` | null;
  /** Decimal digits; sent as a JSON number (block numbers stay far below 2^53). */
  toBlock?: string | null;
}

export function rpcPriceBody({ address, exchange, toBlock }: RpcPriceInput) {
  const params: TokenPriceParams = { address: address.toLowerCase(), include: 'percent_change' };
  if (toBlock) params.toBlock = Number(toBlock);
  if (exchange) params.exchange = exchange.toLowerCase();
  return { jsonrpc: '2.0' as const, id: 1, method: RPC_PRICE_METHOD, params: [params] };
}

/** One price call: the chain is the path, the question the body. */
export const rpcPriceRequest = (input: RpcPriceInput) =>
  endpointRequest('rpc', { chain: input.slug }, {}, rpcPriceBody(input));
