import { rangeKey } from '../../contract/api/range';
import { nftTransfersUrl, type NftQueryParams } from '../../contract/endpoints/nft';
import { fetchJson } from './client';
import { nftTransfersPage, type NftTransfersPage } from '../../contract/schemas/evm';
import { COMPUTE_UNITS } from '../../contract/api/computeUnits';

/**
 * NFT transfers by contract (spec 4.5): the query keys and fetcher the loader, page and CSV export
 * share (their queries are built in `src/features/nft/nftPages.ts`).
 */
export const nftKeys = {
  all: ['nft'] as const,
  contract: (address: string) => ['nft', address] as const,
};

/** One call's answer: the key holds the call's own cursor (the trail's last element), so walks share answers. */
export function nftCallKey(params: NftQueryParams) {
  return [
    ...nftKeys.contract(params.address),
    'transfers',
    rangeKey(params.range),
    params.range.trail.at(-1) ?? null,
  ] as const;
}

/**
 * The list a page of the NFT page belongs to (`src/features/paging/blockList.ts` adds the page's
 * anchor, or null for page 1): apart from the raw answers above, because a page is assembled from
 * one or more of them.
 */
export function nftPagesKey(params: NftQueryParams) {
  return [...nftKeys.contract(params.address), 'pages', rangeKey(params.range)] as const;
}

export function fetchNftTransfers(params: NftQueryParams, signal?: AbortSignal): Promise<NftTransfersPage> {
  return fetchJson(nftTransfersUrl(params), nftTransfersPage, {
    computeUnits: COMPUTE_UNITS.nftTransfers,
    signal,
  });
}
