import type { QueryClient } from '@tanstack/react-query';
import { restPriceOptions, restPriceUrl, type RestPriceInput } from '../../api/price';
import { checkRestChain } from '../../lib/tokenChains';
import { tokenRequest, type TokenRequest } from './search';
import type { TokenSearch } from './urlSearch';

/**
 * The REST price a token page starts with, or null when the chain has none (then the page sends
 * no such request either). The route loader starts it; for a deep link the server also names its
 * URL in index.html, so the browser fetches it alongside the JavaScript (server/apiPreload.ts).
 * The page's other card, the JSON-RPC price, is a POST, which a preload cannot make: it leaves
 * from the loader.
 */
export function tokenRestCall({ address, chain, exchange, toBlock }: TokenRequest) {
  if (!chain.evm || !checkRestChain(chain).ok) return null;
  const input: RestPriceInput = { address, chain: chain.evm, exchange, toBlock };
  return { url: restPriceUrl(input), start: (client: QueryClient) => client.prefetchQuery(restPriceOptions(input)) };
}

/** The same from the raw link; null for input the page refuses. */
export function tokenFirstCall(address: string, search: TokenSearch) {
  const checked = tokenRequest(address, search);
  return checked.ok ? tokenRestCall(checked.value) : null;
}
