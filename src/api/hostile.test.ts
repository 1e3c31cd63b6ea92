import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { z } from '../../contract/schemas/zod';
import { damage } from '../../e2e/hostile/damage';
import { DEMO_COIN_TYPES, DEMO_NFT_CONTRACTS, DEMO_TOKENS, DEMO_WALLETS, E2E_NOW } from '../../standin/catalog';
import { startStandin, type StandinHandle } from '../../standin/index';
import { coinTypeHash } from '../../contract/lib/coinType';
import { safeLogoUrl } from '../../contract/api/logo';
import { fetchJson } from './client';
import { ApiError } from './errors';
import { chainBBlock, chainBCoins } from '../../contract/schemas/chainB';
import {
  nftTransfersPage,
  tokenPrice,
  verboseTransactionsPage,
  walletTransactionsPage,
} from '../../contract/schemas/evm';
import { tokenPriceRpcResponse } from '../../contract/schemas/rpc';
import { failedDeliveryLogsPage } from '../../contract/schemas/streams';

/**
 * A hostile upstream, at the unit level: every schema the SPA reads the service with,
 * fed the stand-in's real answers damaged the way the e2e hostile upstream damages them
 * (e2e/hostile/damage.ts). Wrong types and missing fields are refused, and through fetchJson that
 * is one `bad-response` ApiError; extra fields (prototype-pollution attempts included) are dropped.
 */

const KEY = 'unit-hostile-key';
let standin: StandinHandle;
const bodies = new Map<string, unknown>();

const SCHEMAS: [name: string, schema: z.ZodMiniType, get: () => Promise<unknown>][] = [
  [
    'wallet page',
    walletTransactionsPage,
    () => get(`${standin.urls.evm}/api/v2.2/${DEMO_WALLETS.busy.address}?chain=0x1&limit=5`),
  ],
  [
    'verbose wallet page',
    verboseTransactionsPage,
    () => get(`${standin.urls.evm}/api/v2.2/${DEMO_WALLETS.busy.address}/verbose?chain=0x1&limit=5`),
  ],
  [
    'NFT transfers',
    nftTransfersPage,
    () => get(`${standin.urls.evm}/api/v2.2/nft/${DEMO_NFT_CONTRACTS.erc721.address}/transfers?chain=0x1&limit=5`),
  ],
  [
    'token price',
    tokenPrice,
    () => get(`${standin.urls.evm}/api/v2.2/erc20/${DEMO_TOKENS.weth.address}/price?chain=0x1`),
  ],
  [
    'JSON-RPC price',
    tokenPriceRpcResponse,
    () =>
      get(`${standin.urls.rpc}/eth/${KEY}`, {
        jsonrpc: '2.0',
        id: 1,
        method: 'eth_getTokenPrice',
        params: [{ address: DEMO_TOKENS.weth.address }],
      }),
  ],
  ['chain-B block', chainBBlock, () => get(`${standin.urls.chainB}/blocks/1000?with_transactions=true`)],
  [
    'chain-B coins',
    chainBCoins,
    () => get(`${standin.urls.chainB}/coins?coin_type_hashes=${coinTypeHash(DEMO_COIN_TYPES[0])}`),
  ],
  ['failed deliveries', failedDeliveryLogsPage, () => get(`${standin.urls.streams}/history/logs?limit=5`)],
];

async function get(url: string, body?: unknown): Promise<unknown> {
  const response = await fetch(url, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'x-api-key': KEY, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return response.json();
}

beforeAll(async () => {
  standin = await startStandin({ apiKey: KEY, now: Date.parse(E2E_NOW) });
  for (const [name, , fetchBody] of SCHEMAS) bodies.set(name, await fetchBody());
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await standin.close();
});

/** The list fields of the parsed answers: what parsed, and what was kept aside as unreadable. */
const READABLE = ['result', 'items', 'transactions'];
const UNREADABLE = ['unreadable', 'unreadable_transactions'];
function listLengths(parsed: unknown, keys: string[]): number {
  const record = parsed as Record<string, unknown>;
  return keys.reduce((sum, key) => sum + (Array.isArray(record[key]) ? record[key].length : 0), 0);
}

/** fetchJson against a fake fetch that answers `text` with status 200. */
async function fetchText(text: string, schema: z.ZodMiniType): Promise<unknown> {
  vi.stubGlobal(
    'fetch',
    async () => new Response(text, { status: 200, headers: { 'content-type': 'application/json' } }),
  );
  try {
    return await fetchJson('/api/test', schema);
  } finally {
    vi.unstubAllGlobals();
  }
}

describe.each(SCHEMAS)('%s schema against a hostile upstream', (name, schema) => {
  const body = () => bodies.get(name) as never;

  it('accepts the healthy answer', () => {
    expect(schema.safeParse(body()).success).toBe(true);
  });

  it.each(['wrong-types', 'missing-fields'] as const)(
    'refuses %s: a broken envelope as one bad-response ApiError, broken items one by one',
    async (mode) => {
      const damaged = damage(body(), mode);
      const parsed = schema.safeParse(damaged);
      if (parsed.success) {
        // The envelope survived the damage: then every item is kept aside as unreadable, none drawn as data.
        expect(listLengths(parsed.data, READABLE)).toBe(0);
        expect(listLengths(parsed.data, UNREADABLE)).toBeGreaterThan(0);
        return;
      }
      const error = await fetchText(JSON.stringify(damaged), schema).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ kind: 'bad-response', status: 200 });
      expect((error as ApiError).message).toMatch(/unexpected shape/);
    },
  );

  it('drops extra fields, and a __proto__ key pollutes nothing', async () => {
    const parsed = await fetchText(JSON.stringify(damage(body(), 'extra-fields')), schema);
    // An event's Move data is free-form JSON drawn as text (never as markup or a link), so its keys stay as they came.
    const withoutEventData = JSON.stringify(parsed, (key, value: unknown) => (key === 'data' ? undefined : value));
    expect(withoutEventData).not.toMatch(/extra_html|extra_link|polluted/);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses the answer cut in half as not JSON', async () => {
    const text = JSON.stringify(body());
    const error = await fetchText(text.slice(0, Math.floor(text.length / 2)), schema).catch(
      (caught: unknown) => caught,
    );
    expect(error).toMatchObject({
      kind: 'bad-response',
      message: 'The service answered with a body that is not valid JSON.',
    });
  });
});

describe('safeLogoUrl against hostile logo fields', () => {
  it.each([
    ['java\tscript:alert(1)', null],
    ['\njavascript:alert(1)', null],
    ['DATA:text/html,<script>alert(1)</script>', null],
    ['data:image/svg+xml,<svg onload=alert(1)>', null],
    ['<img src=x onerror=alert(1)>', null],
    ['https://cdn.example/"><script>alert(1)</script>', 'https://cdn.example/%22%3E%3Cscript%3Ealert(1)%3C/script%3E'],
    ['blob:https://cdn.example/1', null],
    ['file:///etc/passwd', null],
  ])('%j -> %s', (input, expected) => {
    expect(safeLogoUrl(input)).toBe(expected);
  });
});
