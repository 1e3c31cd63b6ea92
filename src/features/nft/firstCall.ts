import { defineFirstCalls } from '../../api/firstCalls';
import { nftTransfersOptions, nftTransfersUrl } from '../../api/nft';
import { nftRequest } from './search';
import { parseNftSearch } from './urlSearch';

/** An NFT contract's page starts with its first page of transfers. */
export const nftFirstCalls = defineFirstCalls({
  route: '/nft/$address',
  parseSearch: parseNftSearch,
  calls: ({ address }, search) => {
    const request = nftRequest(address, search);
    if (!request.ok) return null;
    const { params } = request;
    return { preload: [nftTransfersUrl(params)], start: (client) => client.ensureQueryData(nftTransfersOptions(params)) };
  },
});
