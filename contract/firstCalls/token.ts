import { restPriceUrl } from '../endpoints/price';
import { restPriceInput, rpcPriceInput } from '../lib/tokenChains';
import { tokenRequest } from '../pages/token/search';
import { parseTokenSearch } from '../pages/token/urlSearch';
import { defineFirstCallsRow } from './define';

/**
 * A token page starts with its REST price and its JSON-RPC price, each where the chain has one
 * (JSON-RPC also needs the exchange as an address; the page says so instead). Only the REST price
 * is a GET, which a deep link preloads.
 */
export const tokenFirstCallsRow = defineFirstCallsRow({
  route: '/token/$address',
  parseSearch: parseTokenSearch,
  localeWarmup: true,
  requests: ({ address }, search) => {
    const checked = tokenRequest(address, search);
    return checked.ok ? { rest: restPriceInput(checked.value), rpc: rpcPriceInput(checked.value) } : null;
  },
  preload: ({ rest }) => (rest ? [restPriceUrl(rest)] : []),
});
