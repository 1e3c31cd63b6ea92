// zod/mini: validateSearch runs in the up-front bundle, and mini keeps zod's classic API out of it.
import * as z from 'zod/mini';
import { checkRange, compactSearch, rangeSearchShape, type FieldError, type ValidRange } from '../range/rangeSearch';
import { validateEvmAddress } from '../../lib/validation';
import type { WalletQueryParams } from '../../api/wallet';

/** `?verbose=true`, `?verbose=1`: lenient, because a hand-edited link must not blank the page. */
const flag = z.pipe(z.unknown(), z.transform((value): boolean | undefined => {
  if (value === true || value === 'true' || value === 1 || value === '1') return true;
  return undefined;
}));

export const walletSearchSchema = z.pipe(
  z.object({ ...rangeSearchShape, verbose: z.optional(flag), internal: z.optional(flag) }),
  z.transform(compactSearch),
);
export type WalletSearch = z.output<typeof walletSearchSchema>;

/** For the route's validateSearch: never throws (bad values are reported by `walletRequest`). */
export function parseWalletSearch(raw: Record<string, unknown>): WalletSearch {
  const parsed = walletSearchSchema.safeParse(raw);
  return parsed.success ? parsed.data : {};
}

export type WalletRequest =
  | { ok: true; params: WalletQueryParams; verbose: boolean }
  | { ok: false; errors: FieldError[] };

/** Everything the page needs to decide whether to fetch: the route param and the search, checked. */
export function walletRequest(rawAddress: string, search: WalletSearch): WalletRequest {
  const errors: FieldError[] = [];
  const address = validateEvmAddress(rawAddress);
  if (!address.ok) errors.push({ field: 'address', message: address.message });
  const range = checkRange(search);
  if (!range.ok) errors.push(...range.errors);
  if (!address.ok || !range.ok) return { ok: false, errors };
  // A chain without internal transactions answers include=internal_transactions with a 400:
  // the toggle is off there, and a link that still carries it must not break the page.
  const internal = search.internal === true && range.value.chain.internalTransactions;
  const params: WalletQueryParams = { address: address.value, range: range.value, internal };
  return { ok: true, params, verbose: search.verbose === true };
}

export type { ValidRange };
