import { chainBBlockUrl } from '../endpoints/chainB';
import { parseHeight } from '../pages/chain-b/block/search';
import { parseBlockSearch } from '../pages/chain-b/block/urlSearch';
import { defineFirstCallsRow } from './define';

/**
 * A chain-B block page starts with the block, and the block after it, which is how the page
 * learns whether this one is the newest (the service answers 404 past its head; BlockPage). Both
 * leave at once: the page's header needs both answers, and asking for the next one only once the
 * block has arrived would put a second round trip into every load. A link to a block that does
 * not exist costs one call more (its "next" is a 404 too).
 */
export const blockFirstCallsRow = defineFirstCallsRow({
  route: '/chain-b/blocks/$height',
  parseSearch: parseBlockSearch,
  localeWarmup: true,
  requests: ({ height: heightParam }, search) => {
    const height = parseHeight(heightParam);
    if (!height.ok) return null;
    return { heights: [height.value, height.value + 1n], withTransactions: search.with_transactions === true };
  },
  preload: ({ heights, withTransactions }) => heights.map((h) => chainBBlockUrl(h, withTransactions)),
});
