import { defineFirstCalls } from '../../api/firstCalls';
import { nftFirstCallsRow } from '../../../contract/firstCalls/nft';
import { blockPageOptions, trailPageOptions } from '../paging/blockList';
import { nftList } from './nftPages';

/** The NFT page's first page of transfers, from its trail's last cursor or its block anchor. */
export const nftFirstCalls = defineFirstCalls(nftFirstCallsRow, (client, { params, paging }) => {
  const list = nftList(params);
  return params.range.trail.length > 0 ? client.ensureQueryData(trailPageOptions(list)) : client.ensureQueryData(blockPageOptions(list, paging.anchor));
});
