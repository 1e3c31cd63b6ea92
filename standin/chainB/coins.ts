import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { DEMO_COIN_TYPES } from '../catalog';
import { hexOf, isoMicros } from './det';
import { BLOCK_INTERVAL_US, GENESIS_MS, blockTimestampUs, firstVersion, userCount } from './heights';

/**
 * Aptos's coins (spec 2.9). Each coin was created by a real transaction of the generated chain:
 * `transaction_version_created` is the first user transaction of the block made at the coin's
 * creation date, and that transaction's payload initialises the coin (see transactions.ts), so the
 * block page and the coin page agree. The Aptos coin was created by the genesis transaction.
 */

export interface Coin {
  readonly coin_type: string;
  readonly coin_type_hash: string;
  readonly creator_address: string;
  readonly decimals: number;
  readonly name: string;
  readonly symbol: string;
  readonly supply_aggregator_table_handle: string | null;
  readonly supply_aggregator_table_key: string | null;
  readonly transaction_created_timestamp: string;
  readonly transaction_version_created: string;
}

/** SHA-256 of the coin type text, 64 lowercase hex digits without 0x (the service's form). */
export function coinTypeHash(coinType: string): string {
  return bytesToHex(sha256(utf8ToBytes(coinType)));
}

type CoinType = (typeof DEMO_COIN_TYPES)[number];

interface CoinFacts {
  readonly name: string;
  readonly symbol: string;
  readonly decimals: number;
  /** UTC date the coin was created; null = genesis. */
  readonly created: string | null;
  /** Whether supply is tracked by a parallel aggregator (has a table handle and key). */
  readonly aggregator: boolean;
}

const FACTS: Record<CoinType, CoinFacts> = {
  '0x1::aptos_coin::AptosCoin': { name: 'Aptos Coin', symbol: 'APT', decimals: 8, created: null, aggregator: true },
  '0xf22bede237a07e121b56d91a491eb7bcdfd1f5907926a9e58338f964a01b17fa::asset::USDC': {
    name: 'USD Coin',
    symbol: 'USDC',
    decimals: 6,
    created: '2022-10-19T08:21:07Z',
    aggregator: false,
  },
  '0xf22bede237a07e121b56d91a491eb7bcdfd1f5907926a9e58338f964a01b17fa::asset::USDT': {
    name: 'Tether USD',
    symbol: 'USDT',
    decimals: 6,
    created: '2022-10-19T08:24:51Z',
    aggregator: false,
  },
  '0x5e156f1207d0ebfa19a9eeff00d62a282278fb8719f4fab3a586a0a2c0fffbea::coin::T': {
    name: 'Wrapped Ether (Wormhole)',
    symbol: 'WETH',
    decimals: 8,
    created: '2022-10-18T22:02:39Z',
    aggregator: false,
  },
  '0x7fd500c11216f0fe3095d0c4b8aa4d64a4e2e04f83758462f2b127255643615::thl_coin::THL': {
    name: 'Thala Token',
    symbol: 'THL',
    decimals: 8,
    created: '2023-03-29T15:40:12Z',
    aggregator: true,
  },
  '0xd11107bdf0d6d7040c6c0bfbdecb6545191fdf13e8d8d259952f53e1713f61b5::staked_coin::StakedAptos': {
    name: 'Ditto Staked Aptos',
    symbol: 'stAPT',
    decimals: 8,
    created: '2022-10-24T11:05:33Z',
    aggregator: true,
  },
};

/** The first block at or after `iso` that has a user transaction to carry the coin's creation. */
function creationHeight(iso: string): number {
  let height = Math.max(1, Math.floor(((Date.parse(iso) - GENESIS_MS) * 1000) / BLOCK_INTERVAL_US));
  while (userCount(height) === 0) height += 1;
  return height;
}

function buildCoin(coinType: CoinType): { coin: Coin; version: number } {
  const facts = FACTS[coinType];
  const height = facts.created === null ? 0 : creationHeight(facts.created);
  // Genesis: version 0 itself; otherwise the block's first user transaction (after the metadata one).
  const version = height === 0 ? 0 : firstVersion(height) + 1;
  const coin: Coin = {
    coin_type: coinType,
    coin_type_hash: coinTypeHash(coinType),
    creator_address: coinType.slice(0, coinType.indexOf('::')),
    decimals: facts.decimals,
    name: facts.name,
    symbol: facts.symbol,
    supply_aggregator_table_handle: facts.aggregator ? `0x${hexOf(`coin-supply-handle:${coinType}`)}` : null,
    supply_aggregator_table_key: facts.aggregator ? `0x${hexOf(`coin-supply-key:${coinType}`)}` : null,
    transaction_created_timestamp: isoMicros(blockTimestampUs(height)),
    transaction_version_created: String(version),
  };
  return { coin, version };
}

const built = DEMO_COIN_TYPES.map(buildCoin);

/** Every coin the stand-in knows, in catalog order. */
export const COINS: readonly Coin[] = built.map((entry) => entry.coin);

const byHash = new Map(COINS.map((coin) => [coin.coin_type_hash, coin]));

/** The coin whose type hashes to `hash` (64 lowercase hex digits, no 0x), if known. */
export function coinByHash(hash: string): Coin | undefined {
  return byHash.get(hash);
}

/** Non-genesis coins by the version of the user transaction that created them. */
export const COIN_BY_CREATION_VERSION: ReadonlyMap<number, Coin> = new Map(
  built.filter((entry) => entry.version > 0).map((entry) => [entry.version, entry.coin]),
);
