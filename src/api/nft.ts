import { rangeKey } from '../../contract/api/range';
import type { NftQueryParams } from '../../contract/endpoints/nft';

/** Every query of one contract's NFT transfers the pages keep (its pages, its token searches). */
export const nftContractKey = (address: string) => ['nft-pages', address] as const;

/**
 * The list a page of the NFT page belongs to (`src/features/paging/blockList.ts` adds the page's
 * anchor, or null for page 1): apart from the calls' answers (`endpointKey`), because a page is
 * assembled from one or more of them.
 */
export function nftPagesKey(params: NftQueryParams) {
  return [...nftContractKey(params.address), 'pages', rangeKey(params.range)] as const;
}
