import { rangeQuery, type ValidRange } from '../api/range';
import { apiUrl } from '../api/apiUrl';
import { browserPath } from './records';

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

export function nftTransfersUrl(params: NftQueryParams): string {
  // No `format`: token ids come in the service's default, decimal, and hex is written by the page.
  return apiUrl(browserPath('nft', { address: params.address }), rangeQuery(params.range));
}
