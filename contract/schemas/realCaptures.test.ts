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
  'wallet/sdk-mock-plain.json': {
    reason: 'the SDK mock writes a 20-byte address as the transaction hash',
    unreadable: 1,
  },
  'wallet/sdk-mock-with-internal-transactions.json': {
    reason: 'the SDK mock writes a 20-byte address as the transaction hash',
    unreadable: 1,
  },
  'wallet/docs-tutorial-example.json': {
    reason: 'the tutorial writes a 20-byte address as the transaction hash',
    unreadable: 1,
  },
  'nft-transfers/sdk-mock-placeholder-values.json': {
    reason: 'the SDK mock writes an address as the transaction hash and "string" as the block hash',
    unreadable: 1,
  },
  'chain-b-block/aptos-core-genesis.json': {
    reason: "aptos-core's test node answers the genesis block with an empty block_hash",
    rejectedAt: 'block_hash',
  },
};

const captures = readdirSync(ROOT, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((dir) =>
    readdirSync(path.join(ROOT, dir.name))
      .filter((file) => file.endsWith('.json'))
      .map((file) => [dir.name, file] as const),
  );

/** Unreadable items, wherever the schema keeps them aside. */
function unreadable(parsed: unknown): unknown[] {
  if (parsed === null || typeof parsed !== 'object') return [];
  const record = parsed as Record<string, unknown>;
  const kept = [record['unreadable'], record['unreadable_transactions']].flatMap((value) =>
    Array.isArray(value) ? value : [],
  );
  return [
    ...kept,
    ...Object.values(record).flatMap((value) => (Array.isArray(value) ? value.flatMap(unreadable) : [])),
  ];
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
      expect(
        result.error?.issues.map((issue) => issue.path.join('.')),
        known.reason,
      ).toEqual([known.rejectedAt]);
      return;
    }
    expect(result.success, JSON.stringify(result.error?.issues.slice(0, 3))).toBe(true);
    expect(unreadable(result.data), known?.reason).toHaveLength(known?.unreadable ?? 0);
  });
});

/**
 * What real answers leave out (fields the data API's OpenAPI makes optional, or that older answers
 * did not carry yet) reads as unknown (null), never as false.
 */
const LEFT_OUT: [capture: string, read: (parsed: never) => unknown, expected: unknown][] = [
  [
    'nft-transfers/sdk-mock-bayc-block-range-2022-12.json',
    (page: { result: { verified_collection: unknown }[] }) => [
      ...new Set(page.result.map((row) => row.verified_collection)),
    ],
    [null],
  ],
  [
    'erc20-price/sdk-mock-2022-shib-uniswap-v3.json',
    (price: { verifiedContract: unknown; tokenName: unknown }) => [price.verifiedContract, price.tokenName],
    [null, null],
  ],
  [
    'erc20-price/docs-api-reference-example-2023-05.json',
    (price: { verifiedContract: unknown; usdPrice: unknown }) => [price.verifiedContract, price.usdPrice],
    [null, 19.722370676],
  ],
];

describe('real captures: what they leave out is unknown', () => {
  it.each(LEFT_OUT)('%s', (capture, read, expected) => {
    const [endpoint = '', file = ''] = capture.split('/');
    const body: unknown = JSON.parse(readFileSync(path.join(ROOT, endpoint, file), 'utf8'));
    expect(read(SCHEMA_BY_ENDPOINT[endpoint]?.parse(body) as never)).toEqual(expected);
  });
});

/** The sections of fixtures/real/SOURCES.md, by the title they start with, and their folders. */
const SECTIONS: Record<string, string> = {
  'Wallet transactions': 'wallet',
  'Decoded wallet transactions': 'wallet-verbose',
  'NFT transfers': 'nft-transfers',
  'ERC20 price': 'erc20-price',
  'JSON-RPC `eth_getTokenPrice`': 'rpc-token-price',
  'Chain-B block with transactions': 'chain-b-block-transactions',
  'Chain-B block without transactions': 'chain-b-block',
  'Chain-B coins': 'chain-b-coins',
  'Failed-delivery logs': 'streams-logs',
};

describe('fixtures/real/SOURCES.md names every capture', () => {
  const sections = readFileSync(path.join(ROOT, 'SOURCES.md'), 'utf8').split(/^## /m);
  it.each(Object.entries(SECTIONS))('%s: its table rows and its count are the files of %s/', (title, endpoint) => {
    const section = sections.find((text) => text.startsWith(title) && /: \d+$/.test(text.split('\n')[0] ?? ''));
    if (!section) throw new Error(`no section "${title}" in SOURCES.md`);
    const rows = [...section.matchAll(/^\| `([^`]+\.json)` \|/gm)].map((match) => match[1]).sort();
    const files = captures
      .filter(([folder]) => folder === endpoint)
      .map(([, file]) => file)
      .sort();
    expect(rows).toEqual(files);
    expect(section.split('\n')[0]).toMatch(new RegExp(`: ${files.length}$`));
  });
});

describe('real coin records and the hash the page computes', () => {
  const coinFiles = captures.filter(([endpoint]) => endpoint === 'chain-b-coins');

  it.each(coinFiles)('%s/%s: a typed coin type hashes to the coin_type_hash the service wrote', (endpoint, file) => {
    const coins = JSON.parse(readFileSync(path.join(ROOT, endpoint, file), 'utf8')) as {
      coin_type: string;
      coin_type_hash: string;
    }[];
    expect(coins.length).toBeGreaterThan(0);
    for (const coin of coins) {
      const typed = classifyEntry(coin.coin_type);
      expect(typed.ok && typed.value.hash, coin.coin_type).toBe(coin.coin_type_hash);
    }
  });
});
