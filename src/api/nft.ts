import { queryOptions } from '@tanstack/react-query';
import { rangeKey, rangeQuery, type ValidRange } from './range';
import { apiUrl } from './apiUrl';
import { fetchJson } from './client';
import { nftTransfersPage, type NftTransfersPage } from './schemas/evm';
import { COMPUTE_UNITS } from './computeUnits';

/**
 * NFT transfers by contract (spec 4.5): the one place their URL and query key are written. The
 * route loader, the page and the CSV export all go through these.
 */

export type TokenIdFormat = 'decimal' | 'hex';

export interface NftQueryParams {
  /** Lowercase, already validated. */
  address: `0x${string}`;
  range: ValidRange;
  format: TokenIdFormat;
}

export const nftKeys = {
  all: ['nft'] as const,
  contract: (address: string) => ['nft', address] as const,
};

/** The key holds the page's own cursor (the trail's last element), so the list and the export share pages. */
function key(params: NftQueryParams) {
  return [...nftKeys.contract(params.address), 'transfers', rangeKey(params.range), params.format, params.range.trail.at(-1) ?? null] as const;
}

export function nftTransfersUrl(params: NftQueryParams): string {
  // `format` goes with every page: whether the service's cursor remembers it is not documented.
  const query = { ...rangeQuery(params.range), format: params.format === 'hex' ? 'hex' : undefined };
  return apiUrl(`/api/evm/nft/${params.address}/transfers`, query);
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
