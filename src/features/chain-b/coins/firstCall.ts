import type { QueryClient } from '@tanstack/react-query';
import { chainBCoinsOptions, chainBCoinsUrl, coinsCallGroups } from '../../../api/chainB';
import { parseCoinsList } from './search';
import type { CoinsSearch } from './urlSearch';

/**
 * The API call a coins deep link starts with: the route loader starts it, and the server names its
 * URL in index.html so the browser fetches it alongside the JavaScript (server/apiPreload.ts).
 * Null where the page sends nothing: a malformed entry, too many, or none.
 */
export function coinsFirstCall(search: CoinsSearch) {
  const list = parseCoinsList(search);
  if (list.problems.length > 0 || list.tooMany || list.entries.length === 0) return null;
  const hashes = list.entries.map((entry) => entry.hash);
  // A list of more than one call preloads its first; the others start with the page.
  return { url: chainBCoinsUrl(coinsCallGroups(hashes)[0]!), start: (client: QueryClient) => client.prefetchQuery(chainBCoinsOptions(hashes)) };
}
