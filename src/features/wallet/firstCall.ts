import type { QueryClient } from '@tanstack/react-query';
import { walletRequest } from './search';
import type { WalletSearch } from './urlSearch';
import { walletPageFirstUrl, walletPageOptions, walletTrailPageOptions } from './walletPages';
import { walletTransactionsUrl, walletVerboseUrl } from '../../api/wallet';

/**
 * The API call a wallet deep link starts with: the route loader starts it, and the server names
 * its URL in index.html so the browser fetches it alongside the JavaScript
 * (server/apiPreload.ts). Null when the input is invalid: then nothing is sent at all.
 */
export function walletFirstCall(address: string, search: WalletSearch) {
  const request = walletRequest(address, search);
  if (!request.ok) return null;
  const { params, verbose, paging } = request;
  if (params.range.trail.length > 0) {
    return {
      url: verbose ? walletVerboseUrl(params) : walletTransactionsUrl(params),
      start: (client: QueryClient) => client.ensureQueryData(walletTrailPageOptions(params, verbose)),
    };
  }
  return {
    url: walletPageFirstUrl(params, verbose, paging.anchor),
    start: (client: QueryClient) => client.ensureQueryData(walletPageOptions(params, verbose, paging.anchor)),
  };
}
