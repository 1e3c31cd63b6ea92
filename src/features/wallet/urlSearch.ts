import { compactSearch, flag } from '../../lib/searchParams';
import { parseRangeSearch, type RangeSearch } from '../range/urlSearch';

/** `/wallet/$address` URL state: the shared range fields plus the two view flags (`?verbose=1`). */
export interface WalletSearch extends RangeSearch {
  verbose?: true;
  internal?: true;
}

/** For the route's validateSearch: never throws (bad values are reported by `walletRequest`). */
export function parseWalletSearch(raw: Record<string, unknown>): WalletSearch {
  return { ...parseRangeSearch(raw), ...compactSearch({ verbose: flag(raw.verbose), internal: flag(raw.internal) }) };
}
