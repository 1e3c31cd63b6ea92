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
  return `0x${digest(...parts)
    .subarray(12)
    .toString('hex')}`;
}

/**
 * A well-mixed 53-bit integer hash of the parts (cyrb53: two 32-bit lanes of multiply-xorshift).
 * Pure integer math, so identical on every machine; about 20 times cheaper than a SHA-256
 * digest and allocation-free, which matters because every generated field draws from it.
 */
export function u48(...parts: Part[]): number {
  const text = parts.join('|');
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/** A uniform float in [0, 1). */
export function unit(...parts: Part[]): number {
  return u48(...parts) / 2 ** 53;
}

/** An integer in [lo, hi] inclusive (u48 is named for history: it spans 53 bits). */
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
