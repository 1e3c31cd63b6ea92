import { Rng, mix32 } from './det';

/**
 * Aptos's timeline: which blocks exist at a given clock, when each was made, and which
 * transaction versions it holds. Every function is O(1) in the height, so block 300,000,000 costs
 * the same as block 1.
 *
 * - Genesis (height 0, version 0, a single genesis transaction) at 2022-10-12T00:00:00Z.
 * - Height h >= 1 is made at GENESIS + h * 0.432 s plus a jitter below 0.25 s; so the head is
 *   about 300,100,000 at the end-to-end clock (2026-11-20T12:00Z) and grows ~2.3 blocks a second.
 * - Block h >= 1 holds a block-metadata transaction, `userCount(h)` user transactions and a
 *   state-checkpoint transaction, with consecutive versions.
 */

export const GENESIS_MS = Date.UTC(2022, 9, 12);
const GENESIS_US = GENESIS_MS * 1000;
export const BLOCK_INTERVAL_US = 432_000;
const JITTER_US = 250_000;

/**
 * User transactions per block = A[h mod 1009] + B[h mod 997]. Two periodic tables with coprime
 * lengths give counts that look irregular (the pattern repeats only every ~1M blocks) while the
 * prefix sum stays closed-form: whole periods times the table total plus a table prefix.
 */
interface Table {
  readonly values: Uint16Array;
  /** prefix[i] = values[0] + ... + values[i - 1]; prefix[length] = total. */
  readonly prefix: Float64Array;
}

function table(length: number, salt: number, draw: (rng: Rng) => number): Table {
  const rng = new Rng(salt);
  const values = new Uint16Array(length);
  const prefix = new Float64Array(length + 1);
  for (let i = 0; i < length; i += 1) {
    values[i] = draw(rng);
    prefix[i + 1] = (prefix[i] ?? 0) + (values[i] ?? 0);
  }
  return { values, prefix };
}

// A: the steady traffic, 0 to 9 user transactions.
const A = table(1009, 0xa1, (rng) => rng.int(0, 9));
// B: mostly quiet, sometimes a busy block (an NFT drop, a liquidation wave) of 10 to 60.
const B = table(997, 0xb2, (rng) => (rng.next() < 0.08 ? rng.int(10, 60) : rng.int(0, 3)));

function at(t: Table, i: number): number {
  return t.values[i] ?? 0;
}

/** Sum of the table's values over positions 0 .. n - 1 of the infinite periodic sequence. */
function periodicSum(t: Table, n: number): number {
  const length = t.values.length;
  const whole = Math.floor(n / length);
  return whole * (t.prefix[length] ?? 0) + (t.prefix[n % length] ?? 0);
}

/** Number of user transactions in block h (the genesis block has none). */
export function userCount(height: number): number {
  if (height === 0) return 0;
  return at(A, height % A.values.length) + at(B, height % B.values.length);
}

/** All transactions of block h: metadata + users + checkpoint, or the single genesis one. */
export function transactionCount(height: number): number {
  return height === 0 ? 1 : userCount(height) + 2;
}

/** Version of block h's first transaction. */
export function firstVersion(height: number): number {
  if (height === 0) return 0;
  // Genesis holds version 0; blocks 1 .. h-1 hold 2 system transactions each plus their users.
  const users = periodicSum(A, height) - at(A, 0) + periodicSum(B, height) - at(B, 0);
  return 1 + 2 * (height - 1) + users;
}

export function lastVersion(height: number): number {
  return firstVersion(height + 1) - 1;
}

/** Block h's timestamp in microseconds since the epoch; strictly increasing in h. */
export function blockTimestampUs(height: number): number {
  if (height === 0) return GENESIS_US;
  return GENESIS_US + height * BLOCK_INTERVAL_US + (mix32(0x7173, height) % JITTER_US);
}

/** The newest block made at or before `nowMs`, or -1 before genesis. */
export function headAt(nowMs: number): number {
  const nowUs = Math.floor(nowMs) * 1000;
  if (nowUs < GENESIS_US) return -1;
  const guess = Math.floor((nowUs - GENESIS_US) / BLOCK_INTERVAL_US);
  return blockTimestampUs(guess) <= nowUs ? guess : guess - 1;
}

/** Aptos-style epochs last two hours: about 16,667 blocks at this block time. */
export const BLOCKS_PER_EPOCH = 16_667;
