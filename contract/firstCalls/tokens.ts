import { restPriceUrl, type RestPriceInput } from '../endpoints/price';
import type { RpcPriceInput } from '../endpoints/rpc';
import { defaultSource, restPriceInput, rpcPriceInput } from '../lib/tokenChains';
import { parseTokensSearch } from '../pages/tokens/search';
import { parseWatchlist } from '../pages/tokens/watchlist';
import { defineFirstCallsRow } from './define';

/**
 * Every card's price requests, as the cards make them (usePrices): REST and JSON-RPC, each only
 * where the card's source and its chain allow one. Bad entries are left out, as the page sends
 * nothing for them.
 */
export function watchlistRequests(list: string | undefined): { rest: RestPriceInput[]; rpc: RpcPriceInput[] } {
  const rest: RestPriceInput[] = [];
  const rpc: RpcPriceInput[] = [];
  for (const entry of parseWatchlist(list).entries) {
    const source = entry.source ?? defaultSource(entry.chain);
    const restInput = source === 'rpc' ? null : restPriceInput(entry);
    const rpcInput = source === 'rest' ? null : rpcPriceInput(entry);
    if (restInput) rest.push(restInput);
    if (rpcInput) rpc.push(rpcInput);
  }
  return { rest, rpc };
}

/**
 * The watchlist starts with every card's prices. A link without a list has none yet: the route
 * brings the stored list (or the first-visit defaults) into the URL first, which only the browser
 * can read, and the redirected link starts them. A list with no card to price (every card removed,
 * or none readable) asks for nothing.
 */
export const tokensFirstCallsRow = defineFirstCallsRow({
  route: '/tokens',
  parseSearch: parseTokensSearch,
  localeWarmup: true,
  requests: (_params, { list }) => {
    if (list === undefined) return null;
    const requests = watchlistRequests(list);
    return requests.rest.length === 0 && requests.rpc.length === 0 ? null : requests;
  },
  preload: ({ rest }) => rest.map(restPriceUrl),
});
