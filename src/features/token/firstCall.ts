import type { QueryClient } from '@tanstack/react-query';
import { restPriceOptions, restPriceUrl } from '../../api/price';
import { rpcPriceOptions, rpcPriceRequest } from '../../api/rpc';
import { restPriceInput, rpcPriceInput } from '../../lib/tokenChains';
import { tokenRequest, type TokenRequest } from './search';
import type { TokenSearch } from './urlSearch';

/**
 * The REST price a token page starts with, or null when the chain has none (then the page sends
 * no such request either). The route loader starts it; for a deep link the server also names its
 * URL in index.html, so the browser fetches it alongside the JavaScript (server/apiPreload.ts).
 */
export function tokenRestCall(request: TokenRequest) {
  const input = restPriceInput(request);
  if (!input) return null;
  return { url: restPriceUrl(input), start: (client: QueryClient) => client.prefetchQuery(restPriceOptions(input)) };
}

/**
 * The JSON-RPC price a token page starts with, or null when the chain has none or the exchange is
 * a name (JSON-RPC takes only an exchange address; the page says so instead). The route loader
 * starts it; for a deep link index.html's script sends this POST before the JavaScript has loaded
 * (src/api/earlyPosts.ts), and the loader's fetch reads that answer.
 */
export function tokenRpcCall(request: TokenRequest) {
  const input = rpcPriceInput(request);
  if (!input) return null;
  return { post: rpcPriceRequest(input), start: (client: QueryClient) => client.prefetchQuery(rpcPriceOptions(input)) };
}

/** Both, from the raw link; null for input the page refuses. */
export function tokenFirstCalls(address: string, search: TokenSearch) {
  const checked = tokenRequest(address, search);
  return checked.ok ? { rest: tokenRestCall(checked.value), rpc: tokenRpcCall(checked.value) } : null;
}
