import { fetchNftTransfers, nftPagesKey, nftTransfersUrl, type NftQueryParams } from '../../api/nft';
import type { NftTransfer, NftTransfersPage } from '../../../contract/schemas/evm';
import type { BlockAnchor } from '../../../contract/lib/blockPages';
import { firstCallRange, type BlockList, type ListPage } from '../paging/blockList';
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

/** The URL of a page's first call, as the pager makes it (the server preloads it with the page). */
export function nftPageFirstUrl(params: NftQueryParams, anchor: BlockAnchor | null): string {
  return nftTransfersUrl({ ...params, range: firstCallRange(params.range, anchor) });
}
