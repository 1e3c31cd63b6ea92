import { compactSearch, text } from '../../lib/searchParams';
import { parsePagingSearch, type PagingSearch } from '../paging/urlSearch';
import { parseRangeSearch, type RangeSearch } from '../range/urlSearch';

/**
 * `/nft/$address` URL state: spec 4.2 range, the page (`contract/pages/paging/urlSearch.ts`) and
 * spec 4.5's `format`, kept as written.
 */
export interface NftSearch extends RangeSearch, PagingSearch {
  format?: string;
}

/** For the route's validateSearch: never throws (bad values are reported by `nftRequest`). */
export function parseNftSearch(raw: Record<string, unknown>): NftSearch {
  // Kept as text whatever the router made of it (`?format=1` is a number, `?format=null` null):
  // a key left out here would reach the page raw (the router spreads the raw search underneath)
  // and crash parseFormat instead of being named.
  const format = text(raw.format === null ? 'null' : raw.format);
  return { ...parseRangeSearch(raw), ...parsePagingSearch(raw), ...compactSearch({ format }) };
}
