import { fetchNftTransfers, nftCallKey, nftPagesKey } from '../../api/nft';
import type { NftQueryParams } from '../../../contract/endpoints/nft';
import type { NftTransfer, NftTransfersPage } from '../../../contract/schemas/evm';
import type { BlockList } from '../paging/blockList';
import { incompleteNotice, transferId } from './transfer';

/** A contract's NFT transfers as block-anchored pages (`src/features/paging/blockList.ts`). */
export function nftList(params: NftQueryParams): BlockList<NftTransfer, NftTransfersPage> {
  return {
    key: nftPagesKey(params),
    range: params.range,
    fetch: (range, signal) => fetchNftTransfers({ ...params, range }, signal),
    callKey: (range) => nftCallKey({ ...params, range }),
    rowId: transferId,
    notice: incompleteNotice,
  };
}
