import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chainBBlock, type ChainBBlock } from '../../contract/schemas/chainB';
import { errorBody } from '../../contract/schemas/common';
import { E2E_NOW } from '../catalog';
import { firstVersion, headAt, transactionCount } from './heights';
import chainBPlugin from './plugin';
import { EPILOGUE_FROM_HEIGHT } from './system';

const PAYLOADS = ['entry_function_payload', 'script_payload', 'multisig_payload', 'module_bundle_payload'];
const SIGNATURES = ['ed25519_signature', 'single_sender', 'fee_payer_signature', 'multi_agent_signature'];

let now = Date.parse(E2E_NOW);
let app: FastifyInstance;

async function mount(): Promise<FastifyInstance> {
  const instance = Fastify();
  await instance.register(chainBPlugin, { prefix: '/chain-b', ctx: { apiKey: 'test', clock: { now: () => now } } });
  return instance;
}

beforeAll(async () => {
  app = await mount();
});
afterAll(async () => {
  await app.close();
});

async function block(height: number | string, query = ''): Promise<ChainBBlock> {
  const response = await app.inject(`/chain-b/blocks/${height}${query}`);
  expect(response.statusCode, response.body).toBe(200);
  const parsed = chainBBlock.parse(response.json());
  // The page's schema reads every transaction the stand-in sends: none is left unreadable.
  expect(parsed.unreadable_transactions).toEqual([]);
  return parsed;
}

interface RawTransaction {
  type: string;
  version: string;
  payload?: { type: string };
  signature?: { type: string };
  events?: unknown[];
  changes?: unknown[];
}

/** The answer as sent, before the page's schema picks its fields. */
async function rawTransactions(height: number): Promise<RawTransaction[]> {
  await block(height, '?with_transactions=true');
  return (
    (await app.inject(`/chain-b/blocks/${height}?with_transactions=true`)).json() as { transactions: RawTransaction[] }
  ).transactions;
}

describe('Aptos blocks', () => {
  it('has its head near 300,100,000 at the end-to-end clock, following the clock', async () => {
    const head = headAt(now);
    expect(head).toBeGreaterThan(300_090_000);
    expect(head).toBeLessThan(300_110_000);
    const top = await block(head);
    expect(Number(top.block_timestamp)).toBeLessThanOrEqual(now * 1000);
    expect((await app.inject(`/chain-b/blocks/${head + 1}`)).statusCode).toBe(404);
    now += 1000;
    try {
      expect(headAt(now)).toBeGreaterThan(head);
      await block(head + 1);
    } finally {
      now = Date.parse(E2E_NOW);
    }
  });

  it('meets every transaction, payload and signature kind real blocks hold, with events and changes', async () => {
    const kinds = new Set<string>();
    for (let index = 0; index < 60; index += 1) {
      for (const tx of [
        ...(await rawTransactions(300_000_000 - index * 27_919)),
        ...(await rawTransactions(index * 1_031 + 1)),
      ]) {
        kinds.add(tx.type);
        if (tx.payload) kinds.add(tx.payload.type);
        if (tx.signature) kinds.add(tx.signature.type);
        if (tx.type === 'user_transaction' || tx.type === 'block_metadata_transaction') {
          expect(Array.isArray(tx.events) && Array.isArray(tx.changes), tx.version).toBe(true);
        }
      }
    }
    for (const kind of [
      'block_metadata_transaction',
      'validator_transaction',
      'user_transaction',
      'state_checkpoint_transaction',
      'block_epilogue_transaction',
      ...PAYLOADS,
      ...SIGNATURES,
    ]) {
      expect(kinds, kind).toContain(kind);
    }
    expect((await rawTransactions(0))[0]?.payload?.type).toBe('write_set_payload');
  });

  it('leaves transactions out unless with_transactions=true', async () => {
    expect((await block(1_234_567)).transactions).toBeNull();
    expect((await block(1_234_567, '?with_transactions=false')).transactions).toBeNull();
    expect((await block(1_234_567, '?with_transactions=true')).transactions?.length).toBeGreaterThanOrEqual(2);
  });

  it('keeps versions consecutive inside and across blocks', async () => {
    const heights = [0, 1, 2, 3, 1008, 1009, 1010, 996_999, 997_000, 150_000_000, 299_999_998];
    for (let i = 0; i < 20; i += 1) heights.push(Math.floor(((i * 7_919_993) % 299_000_000) + 5));
    for (const height of heights) {
      const [here, next] = [await block(height, '?with_transactions=true'), await block(height + 1)];
      expect(BigInt(next.first_version)).toBe(BigInt(here.last_version) + 1n);
      const txs = here.transactions ?? [];
      expect(txs.length).toBe(Number(here.last_version) - Number(here.first_version) + 1);
      txs.forEach((tx, i) => expect(tx.version).toBe(String(Number(here.first_version) + i)));
      if (height === 0) {
        expect(txs.map((tx) => tx.type)).toEqual(['genesis_transaction']);
        continue;
      }
      expect(txs[0]?.type).toBe('block_metadata_transaction');
      expect(txs[0]?.proposer).toMatch(/^0x[0-9a-f]{64}$/);
      expect(txs.at(-1)?.type).toBe(
        height < EPILOGUE_FROM_HEIGHT ? 'state_checkpoint_transaction' : 'block_epilogue_transaction',
      );
      for (const tx of txs.slice(1, -1)) {
        expect(tx.timestamp).toBe(here.block_timestamp);
        if (tx.type === 'validator_transaction') continue;
        expect(tx.type).toBe('user_transaction');
        expect(SIGNATURES).toContain(tx.signature?.type);
        expect(PAYLOADS).toContain(tx.payload?.type);
        expect(Number(tx.gas_used)).toBeLessThanOrEqual(Number(tx.max_gas_amount));
      }
      expect(BigInt(next.block_timestamp)).toBeGreaterThan(BigInt(here.block_timestamp));
    }
  });

  it('computes first_version in closed form, equal to summing the counts', () => {
    let version = 0;
    for (let height = 0; height < 5_000; height += 1) {
      expect(firstVersion(height)).toBe(version);
      version += transactionCount(height);
    }
  });

  it('looks a huge height up in O(1)', async () => {
    // 10,000 lookups at ~3e8: a loop over heights would need seconds for one; closed form is microseconds.
    const started = performance.now();
    for (let i = 0; i < 10_000; i += 1) firstVersion(300_000_000 - i * 7);
    expect(performance.now() - started).toBeLessThan(2_000);
    const top = await block(300_000_000);
    // About ten transactions a block on average: some three billion versions by then.
    expect(Number(top.first_version)).toBeGreaterThan(2_000_000_000);
  });

  it('shows the calls people make: transfers, coin transfers, swaps, NFT mints, long hex', async () => {
    const functions = new Map<string, string[]>();
    let longHex = false;
    let nested = false;
    for (let height = 50_000_000; height < 50_000_120; height += 1) {
      for (const tx of (await block(height, '?with_transactions=true')).transactions ?? []) {
        if (!tx.payload?.function) continue;
        functions.set(tx.payload.function, tx.payload.type_arguments);
        const text = JSON.stringify(tx.payload.arguments);
        if (/0x[0-9a-f]{1000,}/.test(text)) longHex = true;
        if (tx.payload.arguments.some((arg) => typeof arg === 'object' && arg !== null && !Array.isArray(arg)))
          nested = true;
      }
    }
    expect(functions.has('0x1::aptos_account::transfer')).toBe(true);
    expect(functions.has('0x1::coin::transfer')).toBe(true);
    expect(functions.has('0x4::aptos_token::mint')).toBe(true);
    const swaps = [...functions].filter(([name]) => /::(scripts_v2::swap|router::swap_exact_input)$/.test(name));
    expect(swaps.some(([, typeArgs]) => typeArgs.length >= 2)).toBe(true);
    expect(longHex).toBe(true);
    expect(nested).toBe(true);
  });

  it('answers the same bytes from two instances at the same clock', async () => {
    const other = await mount();
    try {
      for (const url of [
        '/chain-b/blocks/123456789?with_transactions=true',
        '/chain-b/blocks/0?with_transactions=true',
      ]) {
        expect((await other.inject(url)).body).toBe((await app.inject(url)).body);
      }
    } finally {
      await other.close();
    }
  });
});

describe('Aptos block errors', () => {
  it.each(['-1', '1.5', 'abc', '1e3', '0x10', '%20'])(
    'rejects height %s with 400 in the Aptos service shape',
    async (height) => {
      const response = await app.inject(`/chain-b/blocks/${height}`);
      expect(response.statusCode).toBe(400);
      const body = response.json<{ statusCode: string; message: string[]; error: string }>();
      errorBody.parse(body);
      expect(body).toMatchObject({ statusCode: '400', error: 'Bad Request' });
      expect(body.message[0]).toMatch(/block_height/);
    },
  );

  it.each(['yes', '1', 'TRUE', ''])('rejects with_transactions=%s', async (value) => {
    const response = await app.inject(`/chain-b/blocks/5?with_transactions=${value}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: '400', error: 'Bad Request' });
  });

  it('answers 404 as the Aptos node does for a block not made yet, however large, never naming the head', async () => {
    for (const height of [headAt(now) + 1, 400_000_000, '99999999999999999999999999']) {
      const response = await app.inject(`/chain-b/blocks/${height}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        message: `Block not found by Height(${height})`,
        error_code: 'block_not_found',
        vm_error_code: null,
      });
    }
    expect((await app.inject(`/chain-b/blocks/${headAt(now)}`)).statusCode).toBe(200);
  });
});
