// zod/mini: validateSearch runs in the up-front bundle, and mini keeps zod's classic API out of it.
import * as z from 'zod/mini';
import type { NftQueryParams, TokenIdFormat } from '../../api/nft';
import { checkRange, compactSearch, rangeSearchShape, type FieldError } from '../range/rangeSearch';
import { truncate, validateEvmAddress } from '../../lib/validation';

/** `format` is kept as written; `nftRequest` checks it (decimal or hex, the service's two values). */
const format = z.optional(
  z.pipe(z.unknown(), z.transform((value): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined))),
);

/** Spec 4.2 range + paging (the shared schema) plus spec 4.5's `format`. */
export const nftSearchSchema = z.pipe(z.object({ ...rangeSearchShape, format }), z.transform(compactSearch));
export type NftSearch = z.output<typeof nftSearchSchema>;

/** For the route's validateSearch: never throws (bad values are reported by `nftRequest`). */
export function parseNftSearch(raw: Record<string, unknown>): NftSearch {
  const parsed = nftSearchSchema.safeParse(raw);
  return parsed.success ? parsed.data : {};
}

export type NftRequest = { ok: true; params: NftQueryParams } | { ok: false; errors: FieldError[] };

export function parseFormat(value: string | undefined): { ok: true; value: TokenIdFormat } | { ok: false; message: string } {
  if (value === undefined) return { ok: true, value: 'decimal' };
  const lower = value.toLowerCase();
  if (lower === 'decimal' || lower === 'hex') return { ok: true, value: lower };
  return { ok: false, message: `Token id format "${truncate(value)}" must be decimal or hex.` };
}

export function nftRequest(rawAddress: string, search: NftSearch): NftRequest {
  const errors: FieldError[] = [];
  const address = validateEvmAddress(rawAddress);
  if (!address.ok) errors.push({ field: 'address', message: address.message });
  const range = checkRange(search);
  if (!range.ok) errors.push(...range.errors);
  const fmt = parseFormat(search.format);
  if (!fmt.ok) errors.push({ field: 'format', message: fmt.message });
  if (!address.ok || !range.ok || !fmt.ok) return { ok: false, errors };
  return { ok: true, params: { address: address.value, range: range.value, format: fmt.value } };
}
