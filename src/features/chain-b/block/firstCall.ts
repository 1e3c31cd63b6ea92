import type { QueryClient } from '@tanstack/react-query';
import { chainBBlockOptions, chainBBlockUrl } from '../../../api/chainB';
import { parseHeight } from './search';
import type { BlockSearch } from './urlSearch';

/**
 * The API call a chain-B block deep link starts with: the route loader starts it, and the server
 * names its URL in index.html so the browser fetches it alongside the JavaScript
 * (server/apiPreload.ts). Null for a height the page refuses: then nothing is sent at all.
 */
export function blockFirstCall(heightParam: string, search: BlockSearch) {
  const height = parseHeight(heightParam);
  if (!height.ok) return null;
  const withTransactions = search.with_transactions === true;
  return {
    url: chainBBlockUrl(height.value, withTransactions),
    start: (client: QueryClient) => client.prefetchQuery(chainBBlockOptions(height.value, withTransactions)),
  };
}
