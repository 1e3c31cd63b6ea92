import { formatAnchor, parseAnchor, type BlockAnchor } from '../../lib/blockPages';
import { truncate } from '../../lib/validation';
import type { FieldError } from '../range/rangeSearch';
import type { PagingSearch } from './urlSearch';

/** A block-ordered list's page in the URL (`./urlSearch.ts`), checked, and the search that opens a page. */

/** A page to open: page 1 (null), or page N at its block anchor. */
export type PageTarget = { page: number; at: BlockAnchor } | null;

/** Which page the URL opens: 1 (no anchor), or N from its block anchor. */
export interface Paging {
  page: number;
  anchor: BlockAnchor | null;
}

/** The search of a page to open: page 1 drops both, page N writes its anchor (and no cursor). */
export function pagingSearch(target: PageTarget): { page?: string; at?: string; cursor?: undefined } {
  return target
    ? { page: String(target.page), at: formatAnchor(target.at), cursor: undefined }
    : { page: undefined, at: undefined, cursor: undefined };
}

const PAGE_ERROR =
  'The page in this link is damaged (page and at go together: ?page=3&at=21000000-1). Go to the first page.';

/** `page` and `at` together, or neither (page 1). */
export function checkPaging(search: PagingSearch): { ok: true; value: Paging } | { ok: false; error: FieldError } {
  if (search.page === undefined && search.at === undefined)
    return { ok: true, value: { page: (search.cursor?.length ?? 0) + 1, anchor: null } };
  const page = search.page !== undefined && /^\d{1,6}$/.test(search.page) ? Number(search.page) : NaN;
  const anchor = search.at === undefined ? null : parseAnchor(search.at);
  if (!anchor || !(page >= 2) || search.cursor !== undefined) {
    return {
      ok: false,
      error: {
        field: 'at',
        message:
          search.at === undefined || anchor
            ? PAGE_ERROR
            : `The page anchor "${truncate(search.at)}" is not a block number (with -rows after it). Go to the first page.`,
      },
    };
  }
  return { ok: true, value: { page, anchor } };
}
