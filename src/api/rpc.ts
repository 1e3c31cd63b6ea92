import { queryOptions } from '@tanstack/react-query';
import { browserPath } from '../../contract/endpoints/records';
import { rpcPriceRequest, type RpcPriceInput } from '../../contract/endpoints/rpc';
import { endpointKey, fetchEndpoint } from './endpoint';
import { ApiError, type ApiErrorKind } from './errors';
import type { TokenPrice } from '../../contract/schemas/evm';

/**
 * The one query definition of the JSON-RPC token price (spec 4.9), through the proxy's
 * `POST /api/rpc/{slug}`.
 */

/**
 * JSON-RPC error codes to the SPA's error kinds. -32005 is the service's rate limit; the -32000
 * range is "server error" in JSON-RPC 2.0. A price the service cannot compute for lack of
 * liquidity is a not-found, as it is over REST.
 */
export function kindForRpcCode(code: number, message: string): ApiErrorKind {
  if (code === -32005) return 'rate-limited';
  if (/liquidity|no pools?/i.test(message)) return 'not-found';
  if (code === -32602 || code === -32600 || code === -32700 || code === -32601) return 'invalid-input';
  if (code <= -32000 && code >= -32099) return 'upstream';
  return 'upstream';
}

export async function fetchRpcPrice(input: RpcPriceInput, signal?: AbortSignal): Promise<TokenPrice> {
  const request = rpcPriceRequest(input);
  const answer = await fetchEndpoint(request, signal);
  if ('error' in answer) {
    const { code, message } = answer.error;
    throw new ApiError(
      kindForRpcCode(code, message),
      `${message} (JSON-RPC error ${code})`,
      200,
      null,
      browserPath('rpc', request.params),
    );
  }
  return answer.result;
}

export const rpcPriceKey = (input: RpcPriceInput) => endpointKey(rpcPriceRequest(input));

export function rpcPriceOptions(input: RpcPriceInput) {
  return queryOptions({
    queryKey: rpcPriceKey(input),
    queryFn: ({ signal }) => fetchRpcPrice(input, signal),
    // A price as of a given block never changes.
    staleTime: input.toBlock ? Infinity : 10_000,
    gcTime: input.toBlock ? 30 * 60_000 : 5 * 60_000,
  });
}
