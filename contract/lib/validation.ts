import { getAddress, isAddress } from 'viem';
import { findEvmChain, type EvmChain } from './chains';

/**
 * Input validation shared by the search box, the route params, and the proxy. A value that
 * fails here never produces a request: the page shows the message instead.
 */

export type Validated<T> = { ok: true; value: T } | { ok: false; message: string };

const HEX40 = /^0x[0-9a-fA-F]{40}$/;

/**
 * An EVM address in any case. All-lowercase or all-uppercase is accepted as is; mixed case
 * must pass its EIP-55 checksum, because a mistyped mixed-case address is the checksum's
 * whole point. Returns the lowercase form the service uses.
 */
export function validateEvmAddress(input: string): Validated<`0x${string}`> {
  const value = input.trim();
  if (value === '') return { ok: false, message: 'Enter an address: 0x followed by 40 hex digits.' };
  if (value.length > 100)
    return { ok: false, message: 'That is far too long for an address (0x followed by 40 hex digits).' };
  if (!/^0[xX]/.test(value)) return { ok: false, message: 'An address starts with 0x.' };
  if (!HEX40.test(value)) {
    const digits = value.length - 2;
    if (/^0x[0-9a-fA-F]*$/.test(value)) {
      return { ok: false, message: `An address has 40 hex digits after 0x; this one has ${digits}.` };
    }
    return { ok: false, message: 'An address holds only the hex digits 0-9 and a-f after 0x.' };
  }
  const body = value.slice(2);
  const mixed = body !== body.toLowerCase() && body !== body.toUpperCase();
  if (mixed && !isAddress(value, { strict: true })) {
    return {
      ok: false,
      message: `This mixed-case address fails its checksum (EIP-55): a character may be mistyped. The checksummed form of these digits is ${getAddress(value.toLowerCase())}.`,
    };
  }
  return { ok: true, value: `0x${body.toLowerCase()}` };
}

export function validateEvmChain(input: string | undefined | null): Validated<EvmChain> {
  if (input == null || input.trim() === '') return { ok: false, message: 'Choose a chain.' };
  const chain = findEvmChain(input);
  if (!chain)
    return {
      ok: false,
      message: `"${truncate(input)}" is not a supported chain. Use a name such as eth or polygon, or a hex id such as 0x89.`,
    };
  return { ok: true, value: chain };
}

/** The highest block number or height accepted: far beyond any chain's head, far below overflow. */
export const MAX_BLOCK = 10n ** 15n;

/** A block number or height: a whole, non-negative decimal number. */
export function validateBlockNumber(input: string, what = 'Block number'): Validated<bigint> {
  const value = input.trim();
  if (value === '') return { ok: false, message: `${what} is empty.` };
  if (/^-/.test(value)) return { ok: false, message: `${what} cannot be negative.` };
  if (!/^\d+$/.test(value)) return { ok: false, message: `${what} must be a whole number (digits only).` };
  const n = BigInt(value);
  if (n > MAX_BLOCK) return { ok: false, message: `${what} ${truncate(value)} is beyond any chain's history.` };
  return { ok: true, value: n };
}

/** Shortens user input before echoing it in a message. */
export function truncate(input: string, max = 48): string {
  return input.length > max ? `${input.slice(0, max)}…` : input;
}
