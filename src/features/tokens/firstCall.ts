import { defineFirstCalls } from '../../../contract/firstCalls/define';
import { restPriceOptions, restPriceUrl, type RestPriceInput } from '../../api/price';
import { rpcPriceOptions, type RpcPriceInput } from '../../api/rpc';
import { defaultSource, restPriceInput, rpcPriceInput } from '../../../contract/lib/tokenChains';
import { parseTokensSearch } from '../../../contract/pages/tokens/search';
import { parseWatchlist } from '../../../contract/pages/tokens/watchlist';

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
export const tokensFirstCalls = defineFirstCalls({
  route: '/tokens',
  parseSearch: parseTokensSearch,
  localeWarmup: true,
  calls: (_params, { list }) => {
    if (list === undefined) return null;
    const { rest, rpc } = watchlistRequests(list);
    if (rest.length === 0 && rpc.length === 0) return null;
    return {
      preload: rest.map(restPriceUrl),
      start: (client) => Promise.all([
        ...rest.map((input) => client.prefetchQuery(restPriceOptions(input))),
        ...rpc.map((input) => client.prefetchQuery(rpcPriceOptions(input))),
      ]),
    };
  },
});
