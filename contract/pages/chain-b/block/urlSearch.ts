import { flag } from '../../../lib/searchParams';

/**
 * URL state of the block page: `/chain-b/blocks/$height?with_transactions=true`. Lenient
 * (`true`, `1`): a hand-edited link must not blank the page; anything else means "off", which
 * is also left out of the URL. Optional, so a plain link to a block needs no search.
 */
export interface BlockSearch {
  with_transactions?: true;
}

/** For the route's validateSearch: never throws. */
export function parseBlockSearch(raw: Record<string, unknown>): BlockSearch {
  return flag(raw.with_transactions) ? { with_transactions: true } : {};
}
