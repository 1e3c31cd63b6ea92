import { checkRange, type FieldError, type ValidRange } from '../range/rangeSearch';
import type { WalletSearch } from './urlSearch';

export { parseWalletSearch, type WalletSearch } from './urlSearch';

import { validateEvmAddress } from '../../lib/validation';
import type { WalletQueryParams } from '../../endpoints/wallet';
import { checkPaging, type Paging } from '../paging/paging';

export type WalletRequest =
  { ok: true; params: WalletQueryParams; verbose: boolean; paging: Paging } | { ok: false; errors: FieldError[] };

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
