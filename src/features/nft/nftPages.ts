import { nftPagesKey } from '../../api/nft';
import { endpointKey, fetchEndpoint } from '../../api/endpoint';
import { nftTransfersRequest, type NftQueryParams } from '../../../contract/endpoints/nft';
import type { NftTransfer, NftTransfersPage } from '../../../contract/schemas/evm';
import type { BlockList } from '../paging/blockList';
import { incompleteNotice, transferId } from './transfer';

/** A contract's NFT transfers as block-anchored pages (`src/features/paging/blockList.ts`). */
export function nftList(params: NftQueryParams): BlockList<NftTransfer, NftTransfersPage> {
  const request = (range: NftQueryParams['range']) => nftTransfersRequest({ ...params, range });
  return {
    key: nftPagesKey(params),
    range: params.range,
    fetch: (range, signal) => fetchEndpoint(request(range), signal),
    callKey: (range) => endpointKey(request(range)),
    rowId: transferId,
    notice: incompleteNotice,
  };
}
