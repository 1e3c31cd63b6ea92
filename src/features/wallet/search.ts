import { checkRange, type FieldError, type ValidRange } from '../range/rangeSearch';
import type { WalletSearch } from './urlSearch';

export { parseWalletSearch, type WalletSearch } from './urlSearch';

import { parseAnchor, type BlockAnchor } from '../../lib/blockPages';
import { truncate, validateEvmAddress } from '../../lib/validation';
import type { WalletQueryParams } from '../../api/wallet';

/** Which page the URL opens: 1 (no anchor), or N from its block anchor. */
export interface WalletPaging {
  page: number;
  anchor: BlockAnchor | null;
}

export type WalletRequest =
  | { ok: true; params: WalletQueryParams; verbose: boolean; paging: WalletPaging }
  | { ok: false; errors: FieldError[] };

const PAGE_ERROR = 'The page in this link is damaged (page and at go together: ?page=3&at=21000000-1). Go to the first page.';

/** `page` and `at` together, or neither (page 1). A cursor trail brings its own page number. */
export function checkPaging(search: WalletSearch): { ok: true; value: WalletPaging } | { ok: false; error: FieldError } {
  if (search.page === undefined && search.at === undefined) return { ok: true, value: { page: (search.cursor?.length ?? 0) + 1, anchor: null } };
  const page = search.page !== undefined && /^\d{1,6}$/.test(search.page) ? Number(search.page) : NaN;
  const anchor = search.at === undefined ? null : parseAnchor(search.at);
  if (!anchor || !(page >= 2) || search.cursor !== undefined) {
    return { ok: false, error: { field: 'at', message: search.at === undefined || anchor ? PAGE_ERROR : `The page anchor "${truncate(search.at)}" is not a block number (with -rows after it). Go to the first page.` } };
  }
  return { ok: true, value: { page, anchor } };
}

/** Everything the page needs to decide whether to fetch: the route param and the search, checked. */
export function walletRequest(rawAddress: string, search: WalletSearch): WalletRequest {
  const errors: FieldError[] = [];
  const address = validateEvmAddress(rawAddress);
  if (!address.ok) errors.push({ field: 'address', message: address.message });
  const range = checkRange(search);
  if (!range.ok) errors.push(...range.errors);
  const paging = checkPaging(search);
  if (!paging.ok) errors.push(paging.error);
  if (!address.ok || !range.ok || !paging.ok) return { ok: false, errors };
  // A chain without internal transactions answers include=internal_transactions with a 400:
  // the toggle is off there, and a link that still carries it must not break the page.
  const internal = search.internal === true && range.value.chain.internalTransactions;
  const params: WalletQueryParams = { address: address.value, range: range.value, internal };
  return { ok: true, params, verbose: search.verbose === true, paging: paging.value };
}

export type { ValidRange };
