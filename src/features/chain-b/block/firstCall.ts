import type { QueryClient } from '@tanstack/react-query';
import { chainBBlockOptions, chainBBlockUrl } from '../../../api/chainB';
import { parseHeight } from './search';
import type { BlockSearch } from './urlSearch';

/**
 * The API calls a chain-B block deep link starts with: the block, and the block after it, which
 * is how the page learns whether this one is the newest (the service answers 404 past its head;
 * BlockPage). Both leave at once: the page's header needs both answers, and asking for the next
 * one only once the block has arrived would put a second round trip into every load. The route
 * loader starts them, and the server names their URLs in index.html so the browser fetches them
 * alongside the JavaScript (server/apiPreload.ts). A link to a block that does not exist costs
 * one call more (its "next" is a 404 too). Null for a height the page refuses: then
 * nothing is sent at all.
 */
export function blockFirstCalls(heightParam: string, search: BlockSearch) {
  const height = parseHeight(heightParam);
  if (!height.ok) return null;
  const withTransactions = search.with_transactions === true;
  const heights = [height.value, height.value + 1n];
  return {
    urls: heights.map((h) => chainBBlockUrl(h, withTransactions)),
    start: (client: QueryClient) => Promise.all(heights.map((h) => client.prefetchQuery(chainBBlockOptions(h, withTransactions)))),
  };
}
