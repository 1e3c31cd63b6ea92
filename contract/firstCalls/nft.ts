import { nftTransfersUrl } from '../endpoints/nft';
import { firstCallRange } from '../pages/paging/callRange';
import { nftRequest } from '../pages/nft/search';
import { parseNftSearch } from '../pages/nft/urlSearch';
import { defineFirstCallsRow } from './define';

/**
 * An NFT contract's page starts with its page of transfers: from its block anchor (`page`/`at`),
 * or, for a link with a cursor trail, from the trail's last cursor.
 */
export const nftFirstCallsRow = defineFirstCallsRow({
  route: '/nft/$address',
  parseSearch: parseNftSearch,
  requests: ({ address }, search) => {
    const request = nftRequest(address, search);
    return request.ok ? request : null;
  },
  preload: ({ params, paging }) => {
    const range = firstCallRange(params.range, paging.anchor);
    return [nftTransfersUrl({ ...params, range })];
  },
});
