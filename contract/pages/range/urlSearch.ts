import { compactSearch, cursorTrail, scalar, text } from '../../lib/searchParams';

/**
 * Spec 4.2 range, order, limit and cursor as URL state, shared by the wallet and NFT pages: the
 * lenient parse for `validateSearch` (it runs up front, so it imports nothing heavy). Values are
 * kept as written; `checkRange` in ./rangeSearch says what is wrong before anything is sent.
 */
export interface RangeSearch {
  chain?: string;
  from_block?: string | number;
  to_block?: string | number;
  from_date?: string | number;
  to_date?: string | number;
  order?: string;
  limit?: string | number;
  /** The cursor trail (docs/CONVENTIONS.md). */
  cursor?: string[];
}

/**
 * TanStack Router spreads the raw search under validateSearch's result, so a key left out here
 * keeps its raw value, of any JSON type: `?order=null` reached checkRange as null and crashed the
 * page. `null` is kept as the text the user wrote, so the page names it like any bad value.
 */
const written = (value: unknown): unknown => (value === null ? 'null' : value);

export function parseRangeSearch(raw: Record<string, unknown>): RangeSearch {
  const search: RangeSearch = compactSearch({
    chain: text(written(raw.chain)),
    from_block: scalar(written(raw.from_block)),
    to_block: scalar(written(raw.to_block)),
    from_date: scalar(written(raw.from_date)),
    to_date: scalar(written(raw.to_date)),
    order: text(written(raw.order)),
    limit: scalar(written(raw.limit)),
    cursor: cursorTrail(raw.cursor),
  });
  // `?cursor=` is no trail (the first page); left out, the raw '' reached the page and crashed it.
  if (search.cursor === undefined && 'cursor' in raw) search.cursor = undefined;
  return search;
}
