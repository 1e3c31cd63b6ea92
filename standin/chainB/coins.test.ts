import { sha3_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chainBBlock, chainBCoins, type ChainBCoin } from '../../src/api/schemas/chainB';
import { errorBody } from '../../src/api/schemas/common';
import { DEMO_COIN_TYPES, E2E_NOW } from '../catalog';
import { COINS, coinTypeHash } from './coins';
import { blockTimestampUs, firstVersion, headAt } from './heights';
import chainBPlugin from './plugin';

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  await app.register(chainBPlugin, { prefix: '/chain-b', ctx: { apiKey: 'test', clock: { now: () => Date.parse(E2E_NOW) } } });
});
afterAll(async () => {
  await app.close();
});

const APT_HASH = 'a867703f5395cb2965feb7ebff5cdf39b771fc6156085da3ae4147a00be91b38';
const hashOf = (i: number) => COINS[i]?.coin_type_hash ?? '';

async function coins(query: string): Promise<ChainBCoin[]> {
  const response = await app.inject(`/chain-b/coins?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  const { items, unreadable } = chainBCoins.parse(response.json());
  expect(unreadable).toEqual([]);
  return items;
}

describe('chain B coin hashes', () => {
  it('is SHA3-256 of the coin type text (known vector for the native coin)', () => {
    // Checked independently with Python's hashlib.sha3_256.
    expect(coinTypeHash('0x1::aptos_coin::AptosCoin')).toBe(APT_HASH);
    expect(bytesToHex(sha3_256(utf8ToBytes('0x1::aptos_coin::AptosCoin')))).toBe(APT_HASH);
    for (const coin of COINS) expect(coin.coin_type_hash).toBe(bytesToHex(sha3_256(utf8ToBytes(coin.coin_type))));
    expect(COINS.map((coin) => coin.coin_type)).toEqual([...DEMO_COIN_TYPES]);
  });
});

describe('GET /coins', () => {
  it('answers every catalog coin, in request order, parsed by the shared schema', async () => {
    const hashes = COINS.map((coin) => coin.coin_type_hash).reverse();
    const answer = await coins(hashes.map((hash) => `coin_type_hashes=${hash}`).join('&'));
    expect(answer.map((coin) => coin.coin_type_hash)).toEqual(hashes);
    const apt = answer.find((coin) => coin.coin_type_hash === APT_HASH);
    expect(apt).toMatchObject({ symbol: 'APT', decimals: 8, creator_address: '0x1', transaction_version_created: '0' });
    expect(answer.some((coin) => coin.supply_aggregator_table_handle === null)).toBe(true);
    for (const coin of answer) expect(coin.transaction_created_timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
  });

  it('accepts repeated, [] and mixed forms, 0x and any case', async () => {
    const a = hashOf(0);
    const b = hashOf(2);
    const expected = [a, b];
    const forms = [
      `coin_type_hashes=${a}&coin_type_hashes=${b}`,
      `coin_type_hashes[]=${a}&coin_type_hashes[]=${b}`,
      `coin_type_hashes%5B%5D=${a}&coin_type_hashes%5B%5D=${b}`,
      `coin_type_hashes=0x${a.toUpperCase()}&coin_type_hashes[]=0X${b}`,
      `coin_type_hashes=${a},${b}`,
    ];
    for (const form of forms) expect((await coins(form)).map((coin) => coin.coin_type_hash)).toEqual(expected);
    expect((await coins(`coin_type_hashes[]=${a}`)).length).toBe(1);
  });

  it('leaves unknown hashes out and lists a repeated hash once', async () => {
    const unknown = 'ab'.repeat(32);
    const answer = await coins(`coin_type_hashes=${unknown}&coin_type_hashes=${hashOf(1)}&coin_type_hashes=${hashOf(1)}`);
    expect(answer.map((coin) => coin.coin_type_hash)).toEqual([hashOf(1)]);
    expect(await coins(`coin_type_hashes=${unknown}`)).toEqual([]);
  });

  it('takes 25 hashes and rejects 26', async () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => `coin_type_hashes=${i === 0 ? APT_HASH : coinTypeHash(`x${i}`)}`).join('&');
    expect((await coins(many(25))).length).toBe(1);
    const response = await app.inject(`/chain-b/coins?${many(26)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: '400', message: ['coin_type_hashes must contain no more than 25 elements'], error: 'Bad Request' });
  });

  it.each(['', 'coin_type_hashes=', 'coin_type_hashes=abc', `coin_type_hashes=${'g'.repeat(64)}`, `coin_type_hashes=${APT_HASH}00`, 'other=1'])(
    'rejects %s with 400 in chain B shape',
    async (query) => {
      const response = await app.inject(`/chain-b/coins?${query}`);
      expect(response.statusCode).toBe(400);
      const body = response.json<{ statusCode: string; message: string[]; error: string }>();
      errorBody.parse(body);
      expect(body.statusCode).toBe('400');
      expect(body.error).toBe('Bad Request');
      expect(Array.isArray(body.message) && body.message.length > 0).toBe(true);
    },
  );

  it('dates each coin by the chain transaction that created it', async () => {
    for (const coin of COINS.filter((entry) => entry.transaction_version_created !== '0')) {
      const version = Number(coin.transaction_version_created);
      // Find the block by bisection on the closed-form versions.
      let [lo, hi] = [0, headAt(Date.parse(E2E_NOW))];
      while (lo < hi) {
        const mid = Math.ceil((lo + hi) / 2);
        if (firstVersion(mid) <= version) lo = mid;
        else hi = mid - 1;
      }
      const response = await app.inject(`/chain-b/blocks/${lo}?with_transactions=true`);
      const block = chainBBlock.parse(response.json());
      const tx = block.transactions?.find((entry) => entry.version === coin.transaction_version_created);
      expect(tx?.payload?.function).toBe('0x1::managed_coin::initialize');
      expect(tx?.payload?.type_arguments).toEqual([coin.coin_type]);
      expect(tx?.sender).toBe(coin.creator_address);
      const micros = blockTimestampUs(lo);
      expect(Date.parse(coin.transaction_created_timestamp)).toBe(Math.floor(micros / 1000));
    }
  });
});
