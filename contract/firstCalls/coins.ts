import { chainBCoinsUrl, coinsCallGroups } from '../endpoints/chainB';
import { parseCoinsList } from '../pages/chain-b/coins/search';
import { parseCoinsSearch } from '../pages/chain-b/coins/urlSearch';
import { defineFirstCallsRow } from './define';

/**
 * The coins page asks for every listed coin, in calls of the service's size (a list of more than
 * one call preloads its first; the others start with the page); nothing for a malformed entry,
 * too many, or none.
 */
export const coinsFirstCallsRow = defineFirstCallsRow({
  route: '/chain-b/coins',
  parseSearch: parseCoinsSearch,
  localeWarmup: true,
  requests: (_params, search) => {
    const list = parseCoinsList(search);
    if (list.problems.length > 0 || list.tooMany || list.entries.length === 0) return null;
    return { hashes: list.entries.map((entry) => entry.hash) };
  },
  preload: ({ hashes }) => [chainBCoinsUrl(coinsCallGroups(hashes)[0]!)],
});
