import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { z } from './zod';
import { chainBBlock, chainBCoins } from './chainB';
import { nftTransfersPage, tokenPrice, verboseTransactionsPage, walletTransactionsPage } from './evm';
import { tokenPriceRpcResponse } from './rpc';
import { failedDeliveryLogsPage } from './streams';
import { classifyEntry } from '../lib/coinType';

/**
 * Contract test: every real captured answer under fixtures/real/ (fixtures/real/SOURCES.md says
 * where each comes from) parses with the schema of the page that shows it, and no list item is
 * left unreadable: a real item the page cannot draw is a defect of the schema, not of the answer.
 * The exceptions are the captures whose source put placeholders where the page relies on a value
 * (KNOWN below, each with its reason): for those the test pins exactly what the schema does.
 */

const ROOT = path.resolve(import.meta.dirname, '../../fixtures/real');

const SCHEMA_BY_ENDPOINT: Record<string, z.ZodMiniType> = {
  wallet: walletTransactionsPage,
  'wallet-verbose': verboseTransactionsPage,
  'nft-transfers': nftTransfersPage,
  'erc20-price': tokenPrice,
  'rpc-token-price': tokenPriceRpcResponse,
  'chain-b-block': chainBBlock,
  'chain-b-block-transactions': chainBBlock,
  'chain-b-coins': chainBCoins,
  'streams-logs': failedDeliveryLogsPage,
};

/**
 * Captures with placeholder values in fields the page relies on (a hash, an address): the outcome
 * is pinned, as a count of unreadable rows or the path that rejects the whole answer.
 */
const KNOWN: Record<string, { reason: string; unreadable?: number; rejectedAt?: string }> = {
  'wallet/sdk-mock-plain.json': { reason: 'the SDK mock writes a 20-byte address as the transaction hash', unreadable: 1 },
  'wallet/sdk-mock-with-internal-transactions.json': { reason: 'the SDK mock writes a 20-byte address as the transaction hash', unreadable: 1 },
  'wallet/docs-tutorial-example.json': { reason: 'the tutorial writes a 20-byte address as the transaction hash', unreadable: 1 },
  'nft-transfers/sdk-mock-placeholder-values.json': { reason: 'the SDK mock writes an address as the transaction hash and "string" as the block hash', unreadable: 1 },
  'chain-b-block/aptos-core-genesis.json': { reason: "aptos-core's test node answers the genesis block with an empty block_hash", rejectedAt: 'block_hash' },
};

const captures = readdirSync(ROOT, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((dir) => readdirSync(path.join(ROOT, dir.name)).filter((file) => file.endsWith('.json')).map((file) => [dir.name, file] as const));

/** Unreadable items, wherever the schema keeps them aside. */
function unreadable(parsed: unknown): unknown[] {
  if (parsed === null || typeof parsed !== 'object') return [];
  const record = parsed as Record<string, unknown>;
  const kept = [record['unreadable'], record['unreadable_transactions']].flatMap((value) => (Array.isArray(value) ? value : []));
  return [...kept, ...Object.values(record).flatMap((value) => (Array.isArray(value) ? value.flatMap(unreadable) : []))];
}

describe('real captured answers parse with the page schemas', () => {
  it('covers every endpoint folder with a schema', () => {
    expect(new Set(captures.map(([endpoint]) => endpoint))).toEqual(new Set(Object.keys(SCHEMA_BY_ENDPOINT)));
  });

  it.each(captures)('%s/%s', (endpoint, file) => {
    const schema = SCHEMA_BY_ENDPOINT[endpoint];
    if (!schema) throw new Error(`no schema for fixtures/real/${endpoint}`);
    const body: unknown = JSON.parse(readFileSync(path.join(ROOT, endpoint, file), 'utf8'));
    const result = schema.safeParse(body);
    const known = KNOWN[`${endpoint}/${file}`];
    if (known?.rejectedAt !== undefined) {
      expect(result.error?.issues.map((issue) => issue.path.join('.')), known.reason).toEqual([known.rejectedAt]);
      return;
    }
    expect(result.success, JSON.stringify(result.error?.issues.slice(0, 3))).toBe(true);
    expect(unreadable(result.data), known?.reason).toHaveLength(known?.unreadable ?? 0);
  });
});

describe('real coin records and the hash the page computes', () => {
  const coinFiles = captures.filter(([endpoint]) => endpoint === 'chain-b-coins');

  it.each(coinFiles)('%s/%s: a typed coin type hashes to the coin_type_hash the service wrote', (endpoint, file) => {
    const coins = JSON.parse(readFileSync(path.join(ROOT, endpoint, file), 'utf8')) as { coin_type: string; coin_type_hash: string }[];
    expect(coins.length).toBeGreaterThan(0);
    for (const coin of coins) {
      const typed = classifyEntry(coin.coin_type);
      expect(typed.ok && typed.value.hash, coin.coin_type).toBe(coin.coin_type_hash);
    }
  });
});
