import type { EvmChain } from '../../contract/lib/chains';
import { DEMO_WALLETS } from '../catalog';
import { blocksPerDay, firstBlockAtOrAfter, timelineOf, ANCHOR_MS, type Timeline } from './blocks';
import { intIn, u48, unit } from './rand';

/**
 * Wallet histories without storing them. Transaction i of a wallet sits in block
 * `start + i*gap + jitter(i)` with 0 <= jitter < gap, so blocks strictly increase with i and
 * "how many transactions up to block b" is one division plus one check: any range of any
 * wallet maps to an index range in O(1), and a 100,000-transaction wallet costs no memory.
 */

export type Style = 'trader' | 'personal' | 'deployer' | 'casual';

/** Where a lazily numbered sequence of items (transactions, NFT transfer groups) sits in blocks. */
export interface Spacing {
  seed: string;
  startBlock: number;
  gap: number;
  count: number;
}

export interface WalletProfile extends Spacing {
  chain: EvmChain;
  timeline: Timeline;
  address: `0x${string}`;
  /** Seed for everything about this wallet. */
  seed: string;
  style: Style;
  startBlock: number;
  gap: number;
  /** Total transactions ever (the head decides how many are visible). */
  count: number;
  /** 8-bit pattern: bit k set = the k-th transaction of every 8 is incoming. */
  incomingMask: number;
  /** Nonce of the wallet's first outgoing transaction. */
  baseNonce: number;
  /** Indices forced to fail (the quiet wallet's one failure); others fail by chance. */
  forcedFailures?: readonly number[];
  /** Whether failures happen by chance (off for the quiet wallet, whose one failure is fixed). */
  randomFailures: boolean;
}

const DAY_MS = 86_400_000;
const dayStart = (iso: string) => Date.parse(iso);

interface CatalogShape {
  style: Style;
  startIso: string;
  /** Transactions per day on average. */
  perDay: number;
  count: number;
  incomingMask: number;
  forcedFailures?: number[];
  randomFailures?: boolean;
}

/** The catalog wallets' shapes (standin/catalog.ts says what each is meant to show). */
const CATALOG: Record<string, CatalogShape> = {
  [`0x1|${DEMO_WALLETS.busy.address}`]: {
    style: 'trader',
    startIso: '2024-10-01T00:00:00Z',
    perDay: 90,
    count: Number.MAX_SAFE_INTEGER,
    incomingMask: 0b0100_0010,
  },
  [`0x1|${DEMO_WALLETS.quiet.address}`]: {
    style: 'personal',
    startIso: '2025-03-03T00:00:00Z',
    perDay: 1 / 25,
    count: 12,
    incomingMask: 0b0001_0001,
    forcedFailures: [7],
    randomFailures: false,
  },
  [`0x89|${DEMO_WALLETS.polygon.address}`]: {
    style: 'casual',
    startIso: '2024-12-01T00:00:00Z',
    perDay: 0.5,
    count: 350,
    incomingMask: 0b0010_0100,
  },
  [`0x1|${DEMO_WALLETS.deployer.address}`]: {
    style: 'deployer',
    startIso: '2025-01-15T00:00:00Z',
    perDay: 0.5,
    count: 300,
    incomingMask: 0b1000_0000,
  },
  [`0x2105|${DEMO_WALLETS.base.address}`]: {
    style: 'trader',
    startIso: '2025-04-01T00:00:00Z',
    perDay: 4,
    count: 2200,
    incomingMask: 0b0001_0010,
  },
  [`0x19|${DEMO_WALLETS.cronos.address}`]: {
    style: 'casual',
    startIso: '2025-02-01T00:00:00Z',
    perDay: 1 / 3,
    count: 150,
    incomingMask: 0b0100_0100,
  },
  [`0xa4b1|${DEMO_WALLETS.arbitrum.address}`]: {
    style: 'trader',
    startIso: '2025-05-01T00:00:00Z',
    perDay: 2,
    count: 800,
    incomingMask: 0b0010_0001,
  },
};

const EMPTY = new Set<string>([DEMO_WALLETS.empty.address]);

export function walletProfile(chain: EvmChain, addr: `0x${string}`): WalletProfile {
  const timeline = timelineOf(chain);
  const seed = `wallet|${chain.hexId}|${addr}`;
  const base = { chain, timeline, address: addr, seed, baseNonce: 0 };
  const shape = CATALOG[`${chain.hexId}|${addr}`];
  if (shape) {
    return {
      ...base,
      style: shape.style,
      startBlock: firstBlockAtOrAfter(timeline, dayStart(shape.startIso)),
      gap: Math.max(1, Math.round(blocksPerDay(timeline) / shape.perDay)),
      count: shape.count,
      incomingMask: shape.incomingMask,
      forcedFailures: shape.forcedFailures,
      randomFailures: shape.randomFailures ?? true,
    };
  }
  if (EMPTY.has(addr)) {
    return { ...base, style: 'personal', startBlock: 0, gap: 1, count: 0, incomingMask: 0, randomFailures: false };
  }
  // Any other address: a small history somewhere in the two years before the anchor.
  const daysBack = intIn(30, 700, seed, 'start');
  const spacingDays = intIn(2, 30, seed, 'spacing');
  return {
    ...base,
    style: unit(seed, 'style') < 0.7 ? 'personal' : 'casual',
    startBlock: firstBlockAtOrAfter(timeline, ANCHOR_MS - daysBack * DAY_MS),
    gap: Math.max(1, blocksPerDay(timeline) * spacingDays),
    count: intIn(3, 14, seed, 'count'),
    incomingMask: u48(seed, 'mask') & 0xff & 0b0101_0101,
    baseNonce: intIn(0, 40, seed, 'nonce'),
    randomFailures: true,
  };
}

export function blockOfIndex(w: Spacing, i: number): number {
  return w.startBlock + i * w.gap + (w.gap === 1 ? 0 : u48(w.seed, 'jitter', i) % w.gap);
}

/** How many of the wallet's transactions are in blocks <= b. */
export function countAtOrBefore(w: Spacing, b: number): number {
  if (b < w.startBlock || w.count === 0) return 0;
  const j = Math.floor((b - w.startBlock) / w.gap);
  const n = blockOfIndex(w, j) <= b ? j + 1 : j;
  return Math.min(n, w.count);
}

/** Index range [lo, hi] of the wallet's transactions in blocks from..to (lo > hi when none). */
export function indexRange(w: Spacing, from: number, to: number): { lo: number; hi: number } {
  if (to < from) return { lo: 0, hi: -1 };
  return { lo: countAtOrBefore(w, from - 1), hi: countAtOrBefore(w, to) - 1 };
}

export function isIncoming(w: WalletProfile, i: number): boolean {
  return ((w.incomingMask >> (i % 8)) & 1) === 1;
}

/** The wallet's nonce for its outgoing transaction i: outgoing ones before i, counted arithmetically. */
export function nonceOf(w: WalletProfile, i: number): number {
  const outPer8 = 8 - popcount(w.incomingMask & 0xff);
  const below = (1 << (i % 8)) - 1;
  const outBelow = (i % 8) - popcount(w.incomingMask & below);
  return w.baseNonce + Math.floor(i / 8) * outPer8 + outBelow;
}

function popcount(n: number): number {
  let count = 0;
  for (let x = n; x; x &= x - 1) count += 1;
  return count;
}
