import { compactSearch, text } from '../../lib/searchParams';

/**
 * A block-ordered list's page as URL state: `page` (2, 3, ...) with `at`, the block anchor it
 * starts at (`contract/lib/blockPages.ts`). Page 1 has neither. Both are bounded (six digits; a block
 * and a row count), so a link to any page is as long as a link to page 2. A `cursor` trail (links
 * written before the anchors) brings its own page number. The lenient parse for `validateSearch`
 * (it runs up front, so it imports nothing heavy); `checkPaging` in ./paging says what is wrong.
 */
export interface PagingSearch {
  page?: string;
  at?: string;
  cursor?: string[];
}

export function parsePagingSearch(raw: Record<string, unknown>): Pick<PagingSearch, 'page' | 'at'> {
  return compactSearch({ page: text(raw.page), at: text(raw.at) });
}
