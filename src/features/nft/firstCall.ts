import { defineFirstCalls } from '../../../contract/firstCalls/define';
import { nftTransfersUrl } from '../../api/nft';
import { blockPageOptions, trailPageOptions } from '../paging/blockList';
import { nftList, nftPageFirstUrl } from './nftPages';
import { nftRequest } from '../../../contract/pages/nft/search';
import { parseNftSearch } from '../../../contract/pages/nft/urlSearch';

/**
 * An NFT contract's page starts with its page of transfers: from its block anchor (`page`/`at`),
 * or, for a link with a cursor trail, from the trail's last cursor.
 */
export const nftFirstCalls = defineFirstCalls({
  route: '/nft/$address',
  parseSearch: parseNftSearch,
  calls: ({ address }, search) => {
    const request = nftRequest(address, search);
    if (!request.ok) return null;
    const { params, paging } = request;
    if (params.range.trail.length > 0) {
      return { preload: [nftTransfersUrl(params)], start: (client) => client.ensureQueryData(trailPageOptions(nftList(params))) };
    }
    return {
      preload: [nftPageFirstUrl(params, paging.anchor)],
      start: (client) => client.ensureQueryData(blockPageOptions(nftList(params), paging.anchor)),
    };
  },
});
