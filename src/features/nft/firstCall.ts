import { defineFirstCalls } from '../../api/firstCalls';
import { nftFirstCallsRow } from '../../../contract/firstCalls/nft';
import { listPageOptions } from '../paging/blockList';
import { nftList } from './nftPages';

/** The NFT page's first page of transfers: the query the page reads (useBlockPagedData). */
export const nftFirstCalls = defineFirstCalls(nftFirstCallsRow, (client, { params, paging }) =>
  client.ensureQueryData(listPageOptions(nftList(params), paging.anchor)),
);
