import { defineFirstCalls } from '../../../../contract/firstCalls/define';
import { chainBCoinsOptions, chainBCoinsUrl, coinsCallGroups } from '../../../api/chainB';
import { parseCoinsList } from '../../../../contract/pages/chain-b/coins/search';
import { parseCoinsSearch } from '../../../../contract/pages/chain-b/coins/urlSearch';

/**
 * The coins page asks for every listed coin, in calls of the service's size (a list of more than
 * one call preloads its first; the others start with the page); nothing for a malformed entry,
 * too many, or none.
 */
export const coinsFirstCalls = defineFirstCalls({
  route: '/chain-b/coins',
  parseSearch: parseCoinsSearch,
  localeWarmup: true,
  calls: (_params, search) => {
    const list = parseCoinsList(search);
    if (list.problems.length > 0 || list.tooMany || list.entries.length === 0) return null;
    const hashes = list.entries.map((entry) => entry.hash);
    return { preload: [chainBCoinsUrl(coinsCallGroups(hashes)[0]!)], start: (client) => client.prefetchQuery(chainBCoinsOptions(hashes)) };
  },
});
