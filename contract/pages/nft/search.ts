import type { NftQueryParams, TokenIdFormat } from '../../endpoints/nft';
import { checkRange, type FieldError } from '../range/rangeSearch';
import { checkPaging, type Paging } from '../paging/paging';
import type { NftSearch } from './urlSearch';
import { parseFindMode, parseTokenId, type TokenSearch } from './tokenSearch';

export { parseNftSearch, type NftSearch } from './urlSearch';
import { truncate, validateEvmAddress } from '../../lib/validation';

/** `params` is what is asked of the service; `format` only how the page writes token ids; `paging` which page. */
export type NftRequest =
  | { ok: true; params: NftQueryParams; format: TokenIdFormat; paging: Paging; tokenSearch: TokenSearch | null }
  | { ok: false; errors: FieldError[] };

export function parseFormat(
  value: string | undefined,
): { ok: true; value: TokenIdFormat } | { ok: false; message: string } {
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
  const paging = checkPaging(search);
  if (!paging.ok) errors.push(paging.error);
  const tokenId = search.token_id === undefined ? null : parseTokenId(search.token_id);
  if (tokenId && !tokenId.ok) errors.push({ field: 'token_id', message: tokenId.message });
  const mode = parseFindMode(search.find);
  if (!mode.ok) errors.push({ field: 'find', message: mode.message });
  if (!address.ok || !range.ok || !fmt.ok || !paging.ok || (tokenId && !tokenId.ok) || !mode.ok)
    return { ok: false, errors };
  const tokenSearch = tokenId ? { tokenId: tokenId.value, mode: mode.value } : null;
  return {
    ok: true,
    params: { address: address.value, range: range.value },
    format: fmt.value,
    paging: paging.value,
    tokenSearch,
  };
}
