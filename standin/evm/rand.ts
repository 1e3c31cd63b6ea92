import { createHash } from 'node:crypto';

/**
 * Deterministic "randomness": every generated value is a hash of what it describes
 * (chain, address, index, field name), so any item can be computed alone, in any order,
 * with the same result on every run and machine.
 */

export type Part = string | number | bigint;

export function digest(...parts: Part[]): Buffer {
  return createHash('sha256').update(parts.join('|')).digest();
}

/** A 32-byte hash, lowercase 0x-hex. */
export function hex32(...parts: Part[]): `0x${string}` {
  return `0x${digest(...parts).toString('hex')}`;
}

/** A 20-byte address, lowercase. */
export function address(...parts: Part[]): `0x${string}` {
  return `0x${digest(...parts).subarray(12).toString('hex')}`;
}

/** A uniform integer in [0, 2^48). */
export function u48(...parts: Part[]): number {
  return digest(...parts).readUIntBE(0, 6);
}

/** A uniform float in [0, 1). */
export function unit(...parts: Part[]): number {
  return u48(...parts) / 2 ** 48;
}

/** An integer in [lo, hi] inclusive. */
export function intIn(lo: number, hi: number, ...parts: Part[]): number {
  return lo + (u48(...parts) % (hi - lo + 1));
}

/** A bigint in [lo, hi] inclusive. */
export function bigIn(lo: bigint, hi: bigint, ...parts: Part[]): bigint {
  return lo + (BigInt(`0x${digest(...parts).toString('hex')}`) % (hi - lo + 1n));
}

export function pick<T>(items: readonly T[], ...parts: Part[]): T {
  const item = items[u48(...parts) % items.length];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}
