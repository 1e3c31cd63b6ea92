import { walletTransactionsUrl, walletVerboseUrl } from '../endpoints/wallet';
import { firstCallRange } from '../pages/paging/callRange';
import { walletRequest } from '../pages/wallet/search';
import { parseWalletSearch } from '../pages/wallet/urlSearch';
import { defineFirstCallsRow } from './define';

/**
 * A wallet page starts with its page of transactions, decoded or not: from its block anchor
 * (`page`/`at`), or, for a link with a cursor trail, from the trail's last cursor.
 */
export const walletFirstCallsRow = defineFirstCallsRow({
  route: '/wallet/$address',
  parseSearch: parseWalletSearch,
  requests: ({ address }, search) => {
    const request = walletRequest(address, search);
    return request.ok ? request : null;
  },
  preload: ({ params, verbose, paging }) => {
    const range = firstCallRange(params.range, paging.anchor);
    return [verbose ? walletVerboseUrl({ ...params, range }) : walletTransactionsUrl({ ...params, range })];
  },
});
