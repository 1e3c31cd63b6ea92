import { rangeQuery, type ValidRange } from '../api/range';
import { endpointRequest, requestUrl } from './request';

/** NFT transfers by contract (spec 4.5): the browser's URL, which the page fetches and a deep link preloads. */

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

/** One call of the list. No `format`: token ids come in the service's default, decimal, and hex is written by the page. */
export const nftTransfersRequest = (params: NftQueryParams) =>
  endpointRequest('nft', { address: params.address }, rangeQuery(params.range));

export const nftTransfersUrl = (params: NftQueryParams) => requestUrl(nftTransfersRequest(params));
