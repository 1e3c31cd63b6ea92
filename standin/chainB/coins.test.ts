import { createHash } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chainBBlock, chainBCoins, type ChainBCoin } from '../../contract/schemas/chainB';
import { errorBody } from '../../contract/schemas/common';
import { DEMO_COIN_TYPES, E2E_NOW } from '../catalog';
import { COINS, coinTypeHash } from './coins';
import { blockTimestampUs, firstVersion, headAt } from './heights';
import chainBPlugin from './plugin';

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  await app.register(chainBPlugin, {
    prefix: '/chain-b',
    ctx: { apiKey: 'test', clock: { now: () => Date.parse(E2E_NOW) } },
  });
});
afterAll(async () => {
  await app.close();
});

/** `printf %s '0x1::aptos_coin::AptosCoin' | sha256sum` */
const APT_HASH = '91ceb1308a98389691e05158b07ed5f079ab78461a6bb8d5a4054b1bb5cb8bb6';
const USDT_TYPE = '0xf22bede237a07e121b56d91a491eb7bcdfd1f5907926a9e58338f964a01b17fa::asset::USDT';
/** The coin_type_hash of USDT in the service's own records. */
const USDT_HASH = '175cc6491b0d75a131a36391318cde4c4b1312de70675c7e46cc54dacfe7ae29';
const opensslSha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const hashOf = (i: number) => COINS[i]?.coin_type_hash ?? '';

async function coins(query: string): Promise<ChainBCoin[]> {
  const response = await app.inject(`/chain-b/coins?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  const { items, unreadable } = chainBCoins.parse(response.json());
  expect(unreadable).toEqual([]);
  return items;
}

describe('Aptos coin hashes', () => {
  it('is SHA-256 of the coin type text, as the service keys its coins', () => {
    expect(coinTypeHash('0x1::aptos_coin::AptosCoin')).toBe(APT_HASH);
    expect(coinTypeHash(USDT_TYPE)).toBe(USDT_HASH);
    expect(COINS.find((coin) => coin.coin_type === USDT_TYPE)?.coin_type_hash).toBe(USDT_HASH);
    for (const coin of COINS) expect(coin.coin_type_hash).toBe(opensslSha256(coin.coin_type));
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
    for (const coin of answer)
      expect(coin.transaction_created_timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
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
    const answer = await coins(
      `coin_type_hashes=${unknown}&coin_type_hashes=${hashOf(1)}&coin_type_hashes=${hashOf(1)}`,
    );
    expect(answer.map((coin) => coin.coin_type_hash)).toEqual([hashOf(1)]);
    expect(await coins(`coin_type_hashes=${unknown}`)).toEqual([]);
  });

  it('takes 25 hashes and rejects 26', async () => {
    const many = (n: number) =>
      Array.from({ length: n }, (_, i) => `coin_type_hashes=${i === 0 ? APT_HASH : coinTypeHash(`x${i}`)}`).join('&');
    expect((await coins(many(25))).length).toBe(1);
    const response = await app.inject(`/chain-b/coins?${many(26)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: '400',
      message: ['coin_type_hashes must contain no more than 25 elements'],
      error: 'Bad Request',
    });
  });

  it.each([
    '',
    'coin_type_hashes=',
    'coin_type_hashes=abc',
    `coin_type_hashes=${'g'.repeat(64)}`,
    `coin_type_hashes=${APT_HASH}00`,
    'other=1',
  ])('rejects %s with 400 in the Aptos service shape', async (query) => {
    const response = await app.inject(`/chain-b/coins?${query}`);
    expect(response.statusCode).toBe(400);
    const body = response.json<{ statusCode: string; message: string[]; error: string }>();
    errorBody.parse(body);
    expect(body.statusCode).toBe('400');
    expect(body.error).toBe('Bad Request');
    expect(Array.isArray(body.message) && body.message.length > 0).toBe(true);
  });

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
