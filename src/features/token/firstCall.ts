import { defineFirstCalls } from '../../../contract/firstCalls/define';
import { restPriceOptions, restPriceUrl } from '../../api/price';
import { rpcPriceOptions } from '../../api/rpc';
import { restPriceInput, rpcPriceInput } from '../../../contract/lib/tokenChains';
import { tokenRequest } from '../../../contract/pages/token/search';
import { parseTokenSearch } from '../../../contract/pages/token/urlSearch';

/**
 * A token page starts with its REST price and its JSON-RPC price, each where the chain has one
 * (JSON-RPC also needs the exchange as an address; the page says so instead). Only the REST price
 * is a GET, which a deep link preloads.
 */
export const tokenFirstCalls = defineFirstCalls({
  route: '/token/$address',
  parseSearch: parseTokenSearch,
  localeWarmup: true,
  calls: ({ address }, search) => {
    const checked = tokenRequest(address, search);
    if (!checked.ok) return null;
    const rest = restPriceInput(checked.value);
    const rpc = rpcPriceInput(checked.value);
    return {
      preload: rest ? [restPriceUrl(rest)] : [],
      start: (client) => Promise.all([
        rest ? client.prefetchQuery(restPriceOptions(rest)) : null,
        rpc ? client.prefetchQuery(rpcPriceOptions(rpc)) : null,
      ]),
    };
  },
});
