import { defineFirstCalls } from '../../../contract/firstCalls/define';
import { walletTransactionsUrl, walletVerboseUrl } from '../../api/wallet';
import { walletRequest } from '../../../contract/pages/wallet/search';
import { parseWalletSearch } from '../../../contract/pages/wallet/urlSearch';
import { blockPageOptions, trailPageOptions } from '../paging/blockList';
import { walletList, walletPageFirstUrl } from './walletPages';

/**
 * A wallet page starts with its page of transactions, decoded or not: from its block anchor
 * (`page`/`at`), or, for a link with a cursor trail, from the trail's last cursor.
 */
export const walletFirstCalls = defineFirstCalls({
  route: '/wallet/$address',
  parseSearch: parseWalletSearch,
  calls: ({ address }, search) => {
    const request = walletRequest(address, search);
    if (!request.ok) return null;
    const { params, verbose, paging } = request;
    if (params.range.trail.length > 0) {
      return {
        preload: [verbose ? walletVerboseUrl(params) : walletTransactionsUrl(params)],
        start: (client) => client.ensureQueryData(trailPageOptions(walletList(params, verbose))),
      };
    }
    return {
      preload: [walletPageFirstUrl(params, verbose, paging.anchor)],
      start: (client) => client.ensureQueryData(blockPageOptions(walletList(params, verbose), paging.anchor)),
    };
  },
});
