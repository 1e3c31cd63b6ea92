import type { QueryClient } from '@tanstack/react-query';
import { walletTransactionsOptions, walletTransactionsUrl, walletVerboseOptions, walletVerboseUrl } from '../../api/wallet';
import { walletRequest } from './search';
import type { WalletSearch } from './urlSearch';

/**
 * The API call a wallet deep link starts with: the route loader starts it, and the server names
 * its URL in index.html so the browser fetches it alongside the JavaScript
 * (server/apiPreload.ts). Null when the input is invalid: then nothing is sent at all.
 */
export function walletFirstCall(address: string, search: WalletSearch) {
  const request = walletRequest(address, search);
  if (!request.ok) return null;
  const { params } = request;
  return request.verbose
    ? { url: walletVerboseUrl(params), start: (client: QueryClient) => client.ensureQueryData(walletVerboseOptions(params)) }
    : { url: walletTransactionsUrl(params), start: (client: QueryClient) => client.ensureQueryData(walletTransactionsOptions(params)) };
}
