import type { QueryClient } from '@tanstack/react-query';
import { nftTransfersOptions, nftTransfersUrl } from '../../api/nft';
import { nftRequest } from './search';
import type { NftSearch } from './urlSearch';

/**
 * The API call an NFT deep link starts with: the route loader starts it, and the server names its
 * URL in index.html so the browser fetches it alongside the JavaScript (server/apiPreload.ts).
 * Null when the input is invalid: then nothing is sent at all.
 */
export function nftFirstCall(address: string, search: NftSearch) {
  const request = nftRequest(address, search);
  if (!request.ok) return null;
  const { params } = request;
  return { url: nftTransfersUrl(params), start: (client: QueryClient) => client.ensureQueryData(nftTransfersOptions(params)) };
}
