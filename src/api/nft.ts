import { queryOptions } from '@tanstack/react-query';
import { rangeKey, rangeQuery, type ValidRange } from '../../contract/api/range';
import { apiUrl } from '../../contract/api/apiUrl';
import { fetchJson } from './client';
import { nftTransfersPage, type NftTransfersPage } from '../../contract/schemas/evm';
import { COMPUTE_UNITS } from '../../contract/api/computeUnits';

/**
 * NFT transfers by contract (spec 4.5): the one place their URL and query key are written. The
 * route loader, the page and the CSV export all go through these.
 */

/**
 * How token ids are written. A display choice: the pages always ask for the service's default
 * (decimal) and write hex themselves (`displayTokenId`), so switching costs no call and keeps the page.
 */
export type TokenIdFormat = 'decimal' | 'hex';

export interface NftQueryParams {
  /** Lowercase, already validated. */
  address: `0x${string}`;
  range: ValidRange;
}

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

export function nftTransfersUrl(params: NftQueryParams): string {
  // No `format`: token ids come in the service's default, decimal, and hex is written here.
  return apiUrl(`/api/evm/nft/${params.address}/transfers`, rangeQuery(params.range));
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
