import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenPrice } from '../../contract/schemas/evm';
import { tokenPriceRpcResponse } from '../../contract/schemas/rpc';
import { findEvmChain } from '../../contract/lib/chains';
import { NAMED_EXCHANGES } from '../../contract/lib/priceEndpoints';
import { DEMO_TOKENS } from '../catalog';
import { startTestStandin, TEST_NOW, type TestStandin } from '../test-helpers';
import { blocksPerDay, headBlock, timelineOf } from './blocks';
import { NO_POOLS } from './http-error';
import { factoryAddress } from './known';

const price = (token: string, query = '') => `/evm/api/v2.2/erc20/${token}/price${query ? `?${query}` : ''}`;
const HEAD = headBlock(timelineOf(findEvmChain('eth')!), TEST_NOW);

describe('token price (spec 4.4)', () => {
  let s: TestStandin;
  beforeAll(async () => {
    s = await startTestStandin();
  });
  afterAll(async () => s.close());

  it('prices every catalog token in the shared schema, with nativePrice', async () => {
    for (const [name, { chain, address }] of Object.entries(DEMO_TOKENS)) {
      const { status, body } = await s.getJson(price(address, `chain=${chain}&include=percent_change`));
      if (name === 'lowLiquidity') {
        expect(status).toBe(404);
        expect(body).toEqual({ message: NO_POOLS });
        continue;
      }
      if (name === 'legacyShape') continue;
      expect(status, name).toBe(200);
      const parsed = tokenPrice.parse(body);
      expect(parsed.tokenAddress).toBe(address);
      expect(parsed.nativePrice?.symbol).toBe(findEvmChain(chain)!.nativeSymbol);
      expect(parsed['24hrPercentChange']).not.toBeNull();
      // Without to_block the service leaves toBlock out and says when the price last moved.
      expect(parsed.toBlock).toBeNull();
    }
    const usdc = tokenPrice.parse((await s.getJson(price(DEMO_TOKENS.usdc.address))).body);
    expect(Math.abs(usdc.usdPrice - 1)).toBeLessThan(0.01);
    expect(usdc['24hrPercentChange']).toBeNull();
    const meme = tokenPrice.parse((await s.getJson(price(DEMO_TOKENS.meme.address))).body);
    expect(meme.usdPrice).toBeLessThan(1e-8);
    expect(meme.possibleSpam).toBe(true);
    expect(meme.usdPriceFormatted).toMatch(/^0\.0{8}\d+$/);
  });

  it('answers the 2022-shaped token with exactly the four fields real 2022 answers carry', async () => {
    const { chain, address } = DEMO_TOKENS.legacyShape;
    for (const query of [`chain=${chain}`, `chain=${chain}&include=percent_change`]) {
      const { status, body } = await s.getJson(price(address, query));
      expect(status).toBe(200);
      const answer = body as Record<string, unknown>;
      expect(Object.keys(answer).sort()).toEqual(['exchangeAddress', 'exchangeName', 'nativePrice', 'usdPrice']);
      expect(Object.keys(answer['nativePrice'] as object).sort()).toEqual(['decimals', 'name', 'symbol', 'value']);
      expect(answer['nativePrice']).toMatchObject({ name: 'Binance Coin', symbol: 'BNB', decimals: 18 });
      // Checksummed, so mixed case, as the real BSC answers write it.
      expect(answer['exchangeAddress']).toMatch(/^0x(?=.*[a-f])(?=.*[A-F])[0-9a-fA-F]{40}$/);
      expect(tokenPrice.parse(body)).toMatchObject({
        verifiedContract: null,
        possibleSpam: null,
        tokenName: null,
        toBlock: null,
      });
    }
  });

  it('gives a history with to_block, and a 24h change that agrees with it', async () => {
    const now = tokenPrice.parse((await s.getJson(price(DEMO_TOKENS.wbtc.address, 'include=percent_change'))).body);
    const dayAgo = tokenPrice.parse(
      (
        await s.getJson(
          price(DEMO_TOKENS.wbtc.address, `to_block=${HEAD - blocksPerDay(timelineOf(findEvmChain('eth')!))}`),
        )
      ).body,
    );
    const change = ((now.usdPrice - dayAgo.usdPrice) / dayAgo.usdPrice) * 100;
    expect(Number(now['24hrPercentChange'])).toBeCloseTo(change, 6);
    // Smooth: one block apart, prices differ by far less than a percent.
    const prev = tokenPrice.parse((await s.getJson(price(DEMO_TOKENS.wbtc.address, `to_block=${HEAD - 1}`))).body);
    expect(Math.abs(prev.usdPrice / now.usdPrice - 1)).toBeLessThan(0.001);
    expect(prev.toBlock).toBe(String(HEAD - 1));
  });

  it('accepts the 15 named exchanges and factory addresses', async () => {
    for (const exchange of NAMED_EXCHANGES) {
      const { status, body } = await s.getJson(
        price(DEMO_TOKENS.weth.address, `exchange=${encodeURIComponent(exchange)}`),
      );
      expect(status, exchange).toBe(200);
      expect(tokenPrice.parse(body).exchangeAddress).toBe(factoryAddress(exchange));
    }
    const byAddress = await s.getJson(price(DEMO_TOKENS.weth.address, `exchange=${factoryAddress('betaswapv2')}`));
    expect(tokenPrice.parse(byAddress.body).exchangeName).toBe('Betaswap v2');
  });

  it('answers the documented errors', async () => {
    const cases: [string, number, RegExp][] = [
      [price(DEMO_TOKENS.weth.address, 'exchange=nonsense'), 400, /Invalid exchange/],
      [price(DEMO_TOKENS.weth.address, `exchange=0x${'5'.repeat(40)}`), 404, /No pools/],
      [price(DEMO_TOKENS.weth.address, 'chain=sepolia'), 400, /does not support the chain sepolia/],
      [price(DEMO_TOKENS.weth.address, 'chain=moonbase'), 404, /No pools/],
      [price(DEMO_TOKENS.weth.address, `to_block=${HEAD + 1}`), 400, /after the chain head/],
      [price(DEMO_TOKENS.weth.address, 'to_block=abc'), 400, /to_block/],
      [price(DEMO_TOKENS.weth.address, 'include=everything'), 400, /include/],
      [price('0xnothex'), 400, /Invalid address/],
    ];
    for (const [path, status, message] of cases) {
      const response = await s.getJson(path);
      expect(response.status, path).toBe(status);
      expect((response.body as { message: string }).message, path).toMatch(message);
    }
  });

  it('prices or refuses any other address deterministically', async () => {
    const outcomes = new Set<number>();
    for (let k = 1; k <= 12; k += 1) {
      const addr = `0x${k.toString(16).padStart(40, 'a')}`;
      const first = await s.getJson(price(addr, 'chain=polygon'));
      const again = await s.getJson(price(addr, 'chain=polygon'));
      expect(again).toEqual(first);
      outcomes.add(first.status);
      if (first.status === 200) tokenPrice.parse(first.body);
      else expect(first.body).toEqual({ message: NO_POOLS });
    }
    expect([...outcomes].sort()).toEqual([200, 404]);
  });
});

describe('JSON-RPC eth_getTokenPrice (spec 4.9)', () => {
  let s: TestStandin;
  beforeAll(async () => {
    s = await startTestStandin();
  });
  afterAll(async () => s.close());

  const post = async (slug: string, body: unknown) => {
    const response = await fetch(`${s.urls.rpc}/${slug}/${s.apiKey}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as unknown };
  };
  const call = (params: unknown[], id: number | string = 1, method = 'eth_getTokenPrice') => ({
    jsonrpc: '2.0',
    id,
    method,
    params,
  });

  it('answers the REST price with nativePrice, single and batch', async () => {
    const single = await post('eth', call([{ address: DEMO_TOKENS.wbtc.address, include: 'percent_change' }], 7));
    expect(single.status).toBe(200);
    const parsed = tokenPriceRpcResponse.parse(single.body);
    expect(parsed.id).toBe(7);
    if (!('result' in parsed)) throw new Error('expected a result');
    const rest = tokenPrice.parse((await s.getJson(price(DEMO_TOKENS.wbtc.address, 'include=percent_change'))).body);
    expect(parsed.result).toEqual({ ...rest });
    expect(parsed.result.nativePrice?.symbol).toBe('ETH');

    const batch = await post('polygon', [
      call([{ address: DEMO_TOKENS.wpol.address }], 1),
      call([{ address: DEMO_TOKENS.wpol.address, toBlock: 80_000_000 }], 2),
    ]);
    const answers = (batch.body as unknown[]).map((a) => tokenPriceRpcResponse.parse(a));
    expect(answers.map((a) => a.id)).toEqual([1, 2]);
    expect(answers.every((a) => 'result' in a && a.result.nativePrice?.symbol === 'POL')).toBe(true);
  });

  it('serves the RPC-only slugs with the chain native unit', async () => {
    for (const slug of ['blast', 'mantle', 'zksync', 'opbnb', 'amoy']) {
      const response = await post(slug, call([{ address: `0x${'ab'.repeat(20)}` }]));
      expect(response.status, slug).toBe(200);
      tokenPriceRpcResponse.parse(response.body);
    }
  });

  it('answers JSON-RPC errors with HTTP 200, and 404 for an unknown chain slug', async () => {
    const codeOf = (body: unknown) => (body as { error?: { code: number } }).error?.code;
    expect(codeOf((await post('eth', call([{ address: DEMO_TOKENS.weth.address }], 1, 'eth_call'))).body)).toBe(-32601);
    expect(codeOf((await post('eth', call([{ address: 'nope' }]))).body)).toBe(-32602);
    expect(codeOf((await post('eth', call([]))).body)).toBe(-32602);
    expect(codeOf((await post('eth', { id: 1, method: 'eth_getTokenPrice' })).body)).toBe(-32600);
    expect(codeOf((await post('eth', '{"jsonrpc":')).body)).toBe(-32700);
    expect(codeOf((await post('eth', call([{ address: DEMO_TOKENS.lowLiquidity.address }]))).body)).toBe(-32000);
    expect(codeOf((await post('sepolia', call([{ address: DEMO_TOKENS.weth.address }]))).body)).toBe(-32000);
    const unknown = await post('solana', call([{ address: DEMO_TOKENS.weth.address }]));
    expect(unknown.status).toBe(404);
    expect(codeOf(unknown.body)).toBe(-32602);
  });
});
