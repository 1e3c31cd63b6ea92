import { truncate } from '../../lib/validation';

/**
 * The NFT page's token-id search (`?token_id=…&find=holder|history`). The service has no token
 * filter, so the page walks the contract's transfers and keeps those of this id: `holder` walks
 * the whole history newest first and stops at the id's latest transfer (its receiver holds it);
 * `history` walks the page's range and keeps every transfer of the id.
 */
export type TokenFindMode = 'holder' | 'history';

export interface TokenSearch {
  /** The id as a decimal integer (how the service writes ids by default). */
  tokenId: string;
  mode: TokenFindMode;
}

/** ERC-721 and ERC-1155 ids are uint256. */
const MAX_TOKEN_ID = (1n << 256n) - 1n;

/** A token id as typed: decimal digits (grouping commas allowed) or 0x hex. */
export function parseTokenId(raw: string): { ok: true; value: string } | { ok: false; message: string } {
  const text = raw.trim();
  if (text === '') return { ok: false, message: 'Type a token id: decimal digits, or 0x and hex digits.' };
  const decimal = /^\d[\d,]*$/.test(text) && !text.endsWith(',');
  if (!decimal && !/^0[xX][0-9a-fA-F]{1,64}$/.test(text)) {
    return {
      ok: false,
      message: `Token id "${truncate(text)}" is not a number: use decimal digits (4658) or 0x and hex digits (0x1232).`,
    };
  }
  const value = BigInt(decimal ? text.replaceAll(',', '') : text);
  if (value > MAX_TOKEN_ID)
    return {
      ok: false,
      message: `Token id "${truncate(text)}" is larger than any token id (they are 256-bit numbers).`,
    };
  return { ok: true, value: value.toString() };
}

export function parseFindMode(
  raw: string | undefined,
): { ok: true; value: TokenFindMode } | { ok: false; message: string } {
  if (raw === undefined || raw === 'holder') return { ok: true, value: 'holder' };
  if (raw === 'history') return { ok: true, value: 'history' };
  return {
    ok: false,
    message: `Search "${truncate(raw)}" must be holder (who holds the token now) or history (its transfers in the range).`,
  };
}

/** Whether a transfer's id (decimal or hex, as the service wrote it) is `tokenId` (decimal). */
export function isTokenId(transferId: string, tokenId: string): boolean {
  // BigInt('') is 0n: an empty id is no id.
  if (transferId.trim() === '') return false;
  try {
    return BigInt(transferId).toString() === tokenId;
  } catch {
    return false;
  }
}
