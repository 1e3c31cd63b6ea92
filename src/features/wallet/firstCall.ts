import { defineFirstCalls } from '../../api/firstCalls';
import { walletTransactionsOptions, walletTransactionsUrl, walletVerboseOptions, walletVerboseUrl } from '../../api/wallet';
import { walletRequest } from './search';
import { parseWalletSearch } from './urlSearch';

/** A wallet page starts with its first page of transactions, decoded or not. */
export const walletFirstCalls = defineFirstCalls({
  route: '/wallet/$address',
  parseSearch: parseWalletSearch,
  calls: ({ address }, search) => {
    const request = walletRequest(address, search);
    if (!request.ok) return null;
    const { params } = request;
    return request.verbose
      ? { preload: [walletVerboseUrl(params)], start: (client) => client.ensureQueryData(walletVerboseOptions(params)) }
      : { preload: [walletTransactionsUrl(params)], start: (client) => client.ensureQueryData(walletTransactionsOptions(params)) };
  },
});
