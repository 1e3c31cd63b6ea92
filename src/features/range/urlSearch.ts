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

export function parseRangeSearch(raw: Record<string, unknown>): RangeSearch {
  return compactSearch({
    chain: text(raw.chain),
    from_block: scalar(raw.from_block),
    to_block: scalar(raw.to_block),
    from_date: scalar(raw.from_date),
    to_date: scalar(raw.to_date),
    order: text(raw.order),
    limit: scalar(raw.limit),
    cursor: cursorTrail(raw.cursor),
  });
}
