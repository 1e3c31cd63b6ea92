import { compactSearch, text } from '../../lib/searchParams';
import { parsePagingSearch, type PagingSearch } from '../paging/urlSearch';
import { parseRangeSearch, type RangeSearch } from '../range/urlSearch';

/**
 * `/nft/$address` URL state: spec 4.2 range, the page (`contract/pages/paging/urlSearch.ts`) and
 * spec 4.5's `format` and the token-id search, kept as written.
 */
export interface NftSearch extends RangeSearch, PagingSearch {
  format?: string;
  /** The token-id search (contract/pages/nft/tokenSearch.ts), as typed. */
  token_id?: string;
  find?: string;
}

/** For the route's validateSearch: never throws (bad values are reported by `nftRequest`). */
export function parseNftSearch(raw: Record<string, unknown>): NftSearch {
  // Kept as text whatever the router made of it (`?format=1` is a number, `?format=null` null):
  // a key left out here would reach the page raw (the router spreads the raw search underneath)
  // and crash parseFormat instead of being named.
  const format = text(raw.format === null ? 'null' : raw.format);
  const token_id = text(raw.token_id === null ? 'null' : raw.token_id);
  const find = text(raw.find === null ? 'null' : raw.find);
  return { ...parseRangeSearch(raw), ...parsePagingSearch(raw), ...compactSearch({ format, token_id, find }) };
}
