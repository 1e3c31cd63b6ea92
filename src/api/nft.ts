import { queryOptions } from '@tanstack/react-query';
import { rangeKey } from '../../contract/api/range';
import { nftTransfersUrl, type NftQueryParams } from '../../contract/endpoints/nft';
import { fetchJson } from './client';
import { nftTransfersPage, type NftTransfersPage } from '../../contract/schemas/evm';
import { COMPUTE_UNITS } from '../../contract/api/computeUnits';

/** NFT transfers by contract (spec 4.5): the query keys and fetchers the loader, page and CSV export share. */
export const nftKeys = {
  all: ['nft'] as const,
  contract: (address: string) => ['nft', address] as const,
};

/** The key holds the page's own cursor (the trail's last element), so the list and the export share pages. */
function key(params: NftQueryParams) {
  return [...nftKeys.contract(params.address), 'transfers', rangeKey(params.range), params.range.trail.at(-1) ?? null] as const;
}

/**
 * The list a page of the NFT page belongs to (`src/features/nft/nftPages.ts` adds the page's
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

export function nftTransfersOptions(params: NftQueryParams) {
  return queryOptions({
    queryKey: key(params),
    queryFn: ({ signal }) => fetchNftTransfers(params, signal),
    // Past transfers do not change under a fixed cursor; a minute avoids refetch churn on paging back.
    staleTime: 60_000,
  });
}
