import { compactSearch } from '../../lib/searchParams';
import { parseRangeSearch, type RangeSearch } from '../range/urlSearch';

/** `/nft/$address` URL state: spec 4.2 range and paging plus spec 4.5's `format`, kept as written. */
export interface NftSearch extends RangeSearch {
  format?: string;
}

/** For the route's validateSearch: never throws (bad values are reported by `nftRequest`). */
export function parseNftSearch(raw: Record<string, unknown>): NftSearch {
  const format = typeof raw.format === 'string' && raw.format !== '' ? raw.format : undefined;
  return { ...parseRangeSearch(raw), ...compactSearch({ format }) };
}
