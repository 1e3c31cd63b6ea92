import { compactSearch, flag, text } from '../../lib/searchParams';
import { parseRangeSearch, type RangeSearch } from '../range/urlSearch';

/**
 * `/wallet/$address` URL state: the shared range fields, the two view flags (`?verbose=1`) and the
 * page: `page` (2, 3, ...) with `at`, the block anchor it starts at (`src/lib/blockPages.ts`). Page 1
 * has neither. A `cursor` trail (links written before the anchors) still opens its page.
 */
export interface WalletSearch extends RangeSearch {
  verbose?: true;
  internal?: true;
  page?: string;
  at?: string;
}

/** For the route's validateSearch: never throws (bad values are reported by `walletRequest`). */
export function parseWalletSearch(raw: Record<string, unknown>): WalletSearch {
  return {
    ...parseRangeSearch(raw),
    ...compactSearch({ verbose: flag(raw.verbose), internal: flag(raw.internal), page: text(raw.page), at: text(raw.at) }),
  };
}
