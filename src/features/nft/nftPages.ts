import { fetchNftTransfers, nftPagesKey } from '../../api/nft';
import type { NftQueryParams } from '../../../contract/endpoints/nft';
import type { NftTransfer, NftTransfersPage } from '../../../contract/schemas/evm';
import type { BlockList, ListPage } from '../paging/blockList';
import { incompleteNotice } from './transfer';

/** A contract's NFT transfers as block-anchored pages (`src/features/paging/blockList.ts`). */

export type NftListPage = ListPage<NftTransfer>;

export function nftList(params: NftQueryParams): BlockList<NftTransfer, NftTransfersPage> {
  return {
    key: nftPagesKey(params),
    range: params.range,
    fetch: (range, signal) => fetchNftTransfers({ ...params, range }, signal),
    notice: incompleteNotice,
  };
}
