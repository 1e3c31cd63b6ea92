import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ValidateFunction } from 'ajv';
import { chainBBlock, chainBCoins } from '../../contract/schemas/chainB';
import { failedDeliveryLogsPage } from '../../contract/schemas/streams';
import { headAt } from '../chainB/heights';
import { COINS } from '../chainB/coins';
import { startTestStandin, TEST_NOW, type TestStandin } from '../test-helpers';
import { describeErrors, responseValidator } from './serviceOpenApi';

/**
 * The service's own OpenAPI documents (fixtures/openapi/) as a second reader of every stand-in
 * answer of the Aptos and Streams endpoints the app calls. Where the service's real answers
 * (fixtures/real/) break its own OpenAPI, the real answers win: the stand-in may break it in
 * exactly those ways and no other (each answer's errors must be among the real captures' errors
 * for that endpoint). Then the other direction: instances the OpenAPI allows, derived from the
 * stand-in's answers (each optional field left out, each nullable field null, each enum value),
 * must still be read by the page schemas without an unreadable item.
 */

const REAL = path.resolve(import.meta.dirname, '../../fixtures/real');
const realBodies = (folder: string): unknown[] =>
  readdirSync(path.join(REAL, folder))
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(path.join(REAL, folder, file), 'utf8')) as unknown);

function errorsOf(validate: ValidateFunction, body: unknown): string[] {
  validate(body);
  return describeErrors(validate.errors);
}

/** Every error line the real captures of these folders show against `validate`. */
function realErrors(validate: ValidateFunction, ...folders: string[]): Set<string> {
  return new Set(folders.flatMap((folder) => realBodies(folder).flatMap((body) => errorsOf(validate, body))));
}

let s: TestStandin;
beforeAll(async () => {
  s = await startTestStandin();
});
afterAll(async () => s?.close());

async function answer(pathAndQuery: string, status = 200): Promise<unknown> {
  const response = await s.getJson(pathAndQuery);
  expect(response.status, pathAndQuery).toBe(status);
  return response.body;
}

const HEAD = headAt(TEST_NOW);
const HEIGHTS = [0, 1, 2, 1000, 123_456, 2_000_000, HEAD - 1, HEAD];
const blockPaths = HEIGHTS.flatMap((height) => [
  `/chain-b/blocks/${height}`,
  `/chain-b/blocks/${height}?with_transactions=true`,
]);
const GENESIS_WITH_TRANSACTIONS = '/chain-b/blocks/0?with_transactions=true';
/**
 * The genesis transaction as the Aptos node writes it has no `timestamp`, which the OpenAPI's
 * GenesisTransaction requires; no real capture of the genesis block with its transaction is at
 * hand to side with either: pinned, so any other change shows.
 */
const GENESIS_DEVIATIONS = ['timestamp'];

/**
 * Where a block answer breaks the OpenAPI, by the transaction field (or block field) it breaks:
 * the OpenAPI's transaction `oneOf` reports differently for each mix of branches, so error lines
 * are compared at the field the real answers and the stand-in both vary.
 */
function transactionField(line: string): string {
  const match =
    /^\/transactions\/\*\/(\w+)/.exec(line) ??
    /^\/transactions\/\* required must have required property '(\w+)'/.exec(line);
  return match ? match[1]! : line;
}
const coinsPath = `/chain-b/coins?${COINS.map((coin) => `coin_type_hashes=${coin.coin_type_hash}`).join('&')}`;

async function streamPages(): Promise<unknown[]> {
  const pages: unknown[] = [];
  let cursor: string | undefined;
  do {
    const body = (await answer(
      `/streams/history/logs?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    )) as { cursor?: string };
    pages.push(body);
    cursor = body.cursor;
  } while (cursor);
  return pages;
}

describe('stand-in answers against the service OpenAPI', () => {
  it('GET /history/logs: every page of the week, delivered logs included, with no error', async () => {
    const validate = responseValidator('streams', '/history/logs', '200');
    const pages = await streamPages();
    expect(pages.length).toBeGreaterThan(100);
    const statuses = new Set(
      pages.flatMap((page) =>
        (page as { result: { deliveryStatus: string }[] }).result.map((log) => log.deliveryStatus),
      ),
    );
    expect(statuses).toEqual(new Set(['failed', 'success']));
    for (const page of pages) expect(errorsOf(validate, page)).toEqual([]);
  }, 120_000);

  it('GET /blocks/{block_height}: only the deviations real answers show', async () => {
    const validate = responseValidator('aptos', '/blocks/{block_height}', '200');
    const allowed = new Set(
      [...realErrors(validate, 'chain-b-block', 'chain-b-block-transactions')].map(transactionField),
    );
    for (const blockPath of blockPaths) {
      const extra = [...new Set(errorsOf(validate, await answer(blockPath)).map(transactionField))].filter(
        (field) => !allowed.has(field),
      );
      expect(extra, blockPath).toEqual(blockPath === GENESIS_WITH_TRANSACTIONS ? GENESIS_DEVIATIONS : []);
    }
  });

  it('GET /coins: only the deviations real answers show; its 400 as BadRequestResponse', async () => {
    const validate = responseValidator('aptos', '/coins', '200');
    const allowed = realErrors(validate, 'chain-b-coins');
    expect(errorsOf(validate, await answer(coinsPath)).filter((line) => !allowed.has(line))).toEqual([]);
    const badRequest = responseValidator('aptos', '/coins', '400');
    for (const query of [
      'coin_type_hashes=nope',
      '',
      Array.from({ length: 26 }, (_, i) => `coin_type_hashes=${String(i).padStart(64, '0')}`).join('&'),
    ]) {
      expect(errorsOf(badRequest, await answer(`/chain-b/coins?${query}`, 400)), query).toEqual([]);
    }
  });
});

type Json = Record<string, unknown>;

/**
 * Instances the OpenAPI allows around one valid object: it without each optional property, with
 * each nullable property null, and with each enum value. `schema` is the resolved object schema.
 */
function variations(
  instance: Json,
  schema: { properties?: Record<string, { nullable?: boolean; enum?: unknown[] }>; required?: string[] },
): Json[] {
  const required = new Set(schema.required ?? []);
  const out: Json[] = [];
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    if (!required.has(name)) {
      const { [name]: _dropped, ...without } = instance;
      out.push(without);
    }
    if (property.nullable) out.push({ ...instance, [name]: null });
    for (const value of property.enum ?? []) out.push({ ...instance, [name]: value });
  }
  return out;
}

const component = (api: 'aptos' | 'streams', name: string) =>
  (
    JSON.parse(readFileSync(path.resolve(import.meta.dirname, `../../fixtures/openapi/${api}.json`), 'utf8')) as {
      components: { schemas: Record<string, never> };
    }
  ).components.schemas[name]!;

describe('page schemas read what the service OpenAPI allows', () => {
  it('delivery logs: every log variation the OpenAPI allows is one readable row', async () => {
    const validate = responseValidator('streams', '/history/logs', '200');
    const page = (await answer('/streams/history/logs?limit=3')) as { result: Json[]; cursor?: string; total: number };
    const logs = variations(page.result[0]!, component('streams', 'IWebhookDeliveryLogsModel'));
    expect(logs.length).toBeGreaterThan(3);
    const pages = [
      ...logs.map((log) => ({ ...page, result: [log] })),
      ...variations(page, component('streams', 'historyTypes.IWebhookDeliveryLogsResponse')),
    ];
    for (const variant of pages) {
      if (!validate(variant)) continue;
      const parsed = failedDeliveryLogsPage.safeParse(variant);
      expect(parsed.success, JSON.stringify(variant)).toBe(true);
      expect(parsed.data?.unreadable, JSON.stringify(variant)).toEqual([]);
    }
  });

  it('coins: every coin variation the OpenAPI allows is one readable coin', async () => {
    const validate = responseValidator('aptos', '/coins', '200');
    const [coin] = (await answer(coinsPath)) as Json[];
    const valid = {
      ...coin!,
      creator_address: `0x${'1'.repeat(64)}`,
      supply_aggregator_table_handle: '0x1',
      supply_aggregator_table_key: '0x2',
    };
    expect(validate([valid]), describeErrors(validate.errors).join('\n')).toBe(true);
    let checked = 0;
    for (const variant of [valid, ...variations(valid, component('aptos', 'CoinInfoDto'))]) {
      if (!validate([variant])) continue;
      checked += 1;
      const parsed = chainBCoins.parse([variant]);
      expect(parsed.unreadable, JSON.stringify(variant)).toEqual([]);
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('blocks: a block variation the OpenAPI allows is read', async () => {
    const validate = responseValidator('aptos', '/blocks/{block_height}', '200');
    const block = { ...((await answer(`/chain-b/blocks/${HEAD}`)) as Json), transactions: [] };
    expect(validate(block), describeErrors(validate.errors).join('\n')).toBe(true);
    for (const variant of [block, ...variations(block, component('aptos', 'Block'))]) {
      if (!validate(variant)) continue;
      expect(chainBBlock.safeParse(variant).success, JSON.stringify(variant)).toBe(true);
    }
  });
});
