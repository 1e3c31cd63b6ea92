import { compactSearch, flag } from '../../lib/searchParams';
import { parsePagingSearch, type PagingSearch } from '../paging/urlSearch';
import { parseRangeSearch, type RangeSearch } from '../range/urlSearch';

/**
 * `/wallet/$address` URL state: the shared range fields, the two view flags (`?verbose=1`) and the
 * page (`contract/pages/paging/paging.ts`).
 */
export interface WalletSearch extends RangeSearch, PagingSearch {
  verbose?: true;
  internal?: true;
}

/** For the route's validateSearch: never throws (bad values are reported by `walletRequest`). */
export function parseWalletSearch(raw: Record<string, unknown>): WalletSearch {
  return {
    ...parseRangeSearch(raw),
    ...compactSearch({ verbose: flag(raw.verbose), internal: flag(raw.internal) }),
    ...parsePagingSearch(raw),
  };
}
