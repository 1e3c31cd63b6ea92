import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * Deterministic building blocks for Aptos and the streams log. Everything the stand-in shows
 * is a pure function of a fixed seed and a position (block height, version, minute), so data is
 * generated lazily and the same request gives the same bytes on every machine.
 *
 * Two tiers: `mix32`/`Rng` are cheap integer hashes for counts and choices (called tens of
 * thousands of times per request), `hexOf` is SHA-256 for values shown as hashes (a handful per
 * row) so they look uniformly random.
 */

const SEED = 0x5eed_c0de;
const TWO_32 = 2 ** 32;

/** murmur3's 32-bit finaliser: good avalanche for a few multiplications. */
function fmix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/**
 * Hashes a list of non-negative integers (each below 2^53, so versions and microsecond
 * timestamps fit) to an unsigned 32-bit integer.
 */
export function mix32(...parts: readonly number[]): number {
  let h = SEED;
  for (const part of parts) {
    const lo = part >>> 0;
    const hi = Math.floor(part / TWO_32) >>> 0;
    h = fmix(Math.imul(h ^ lo, 0x9e3779b1) + hi);
  }
  return fmix(h ^ parts.length);
}

/** A uniform number in [0, 1) from the same inputs as `mix32`. */
export function unit(...parts: readonly number[]): number {
  return mix32(...parts) / TWO_32;
}

/** A small seeded generator (mulberry32) for drawing many values about one row. */
export class Rng {
  private state: number;

  constructor(...parts: readonly number[]) {
    this.state = mix32(...parts);
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / TWO_32;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  /** Picks by relative weight: `[[value, weight], ...]`. */
  weighted<T>(items: readonly (readonly [T, number])[]): T {
    return pickWeighted(items, this.next());
  }
}

/** Picks by relative weight with a given uniform draw in [0, 1). */
export function pickWeighted<T>(items: readonly (readonly [T, number])[], draw: number): T {
  const total = items.reduce((sum, [, weight]) => sum + weight, 0);
  let left = draw * total;
  for (const [value, weight] of items) {
    if (left < weight) return value;
    left -= weight;
  }
  const last = items[items.length - 1];
  if (last === undefined) throw new Error('pick from an empty list');
  return last[0];
}

/** `bytes` pseudo-random bytes as lowercase hex (no 0x), derived from a text key by SHA-256. */
export function hexOf(key: string, bytes = 32): string {
  let out = '';
  for (let block = 0; out.length < bytes * 2; block += 1) {
    out += bytesToHex(sha256(utf8ToBytes(`chainboard-standin/${block}/${key}`)));
  }
  return out.slice(0, bytes * 2);
}

/** Microseconds since the epoch as ISO 8601 UTC with microsecond precision ("...12.345678Z"). */
export function isoMicros(micros: number): string {
  const ms = Math.floor(micros / 1000);
  const seconds = new Date(ms).toISOString().slice(0, 19);
  const fraction = String(micros % 1_000_000).padStart(6, '0');
  return `${seconds}.${fraction}Z`;
}
