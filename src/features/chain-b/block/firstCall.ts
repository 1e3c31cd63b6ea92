import { defineFirstCalls } from '../../../../contract/firstCalls/define';
import { chainBBlockOptions, chainBBlockUrl } from '../../../api/chainB';
import { parseHeight } from '../../../../contract/pages/chain-b/block/search';
import { parseBlockSearch } from '../../../../contract/pages/chain-b/block/urlSearch';

/**
 * A chain-B block page starts with the block, and the block after it, which is how the page
 * learns whether this one is the newest (the service answers 404 past its head; BlockPage). Both
 * leave at once: the page's header needs both answers, and asking for the next one only once the
 * block has arrived would put a second round trip into every load. A link to a block that does
 * not exist costs one call more (its "next" is a 404 too).
 */
export const blockFirstCalls = defineFirstCalls({
  route: '/chain-b/blocks/$height',
  parseSearch: parseBlockSearch,
  localeWarmup: true,
  calls: ({ height: heightParam }, search) => {
    const height = parseHeight(heightParam);
    if (!height.ok) return null;
    const withTransactions = search.with_transactions === true;
    const heights = [height.value, height.value + 1n];
    return {
      preload: heights.map((h) => chainBBlockUrl(h, withTransactions)),
      start: (client) => Promise.all(heights.map((h) => client.prefetchQuery(chainBBlockOptions(h, withTransactions)))),
    };
  },
});
