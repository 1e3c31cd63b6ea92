import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors';
import { fetchRpcPrice, kindForRpcCode } from './rpc';
import { rpcPriceBody } from '../../contract/endpoints/rpc';

const TOKEN = '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2';
const price = {
  tokenName: 'Wrapped Ether',
  tokenSymbol: 'WETH',
  tokenLogo: null,
  tokenDecimals: '18',
  nativePrice: { value: '1000000000000000000', decimals: 18, name: 'Ether', symbol: 'ETH', address: TOKEN },
  usdPrice: 3000.5,
  usdPriceFormatted: '3000.5',
  '24hrPercentChange': '-1.5',
  exchangeAddress: null,
  exchangeName: 'Alphaswap v3',
  tokenAddress: TOKEN,
  toBlock: '21000000',
  possibleSpam: 'false',
  verifiedContract: true,
  pairAddress: null,
  pairTotalLiquidityUsd: '123456.78',
};

function answer(status: number, body: unknown) {
  return vi.fn(
    async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('eth_getTokenPrice', () => {
  it('builds the spec 4.9 body', () => {
    expect(rpcPriceBody({ address: TOKEN, slug: 'eth', toBlock: '123', exchange: null })).toEqual({
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_getTokenPrice',
      params: [{ address: TOKEN, include: 'percent_change', toBlock: 123 }],
    });
  });

  it('maps JSON-RPC codes to error kinds', () => {
    expect(kindForRpcCode(-32005, 'Rate limit exceeded')).toBe('rate-limited');
    expect(kindForRpcCode(-32602, 'invalid params')).toBe('invalid-input');
    expect(kindForRpcCode(-32000, 'No pools found with enough liquidity, to calculate the price')).toBe('not-found');
    expect(kindForRpcCode(-32603, 'internal')).toBe('upstream');
  });

  it('posts to the proxy and returns the result', async () => {
    const fetchMock = answer(200, { jsonrpc: '2.0', id: 1, result: price });
    vi.stubGlobal('fetch', fetchMock);
    const result = await fetchRpcPrice({ address: TOKEN, slug: 'polygon' });
    expect(result.nativePrice?.symbol).toBe('ETH');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/rpc/polygon');
    expect(init.method).toBe('POST');
  });

  it('turns an error object on HTTP 200 into an ApiError', async () => {
    vi.stubGlobal('fetch', answer(200, { jsonrpc: '2.0', id: 1, error: { code: -32602, message: 'bad address' } }));
    await expect(fetchRpcPrice({ address: TOKEN, slug: 'eth' })).rejects.toMatchObject({ kind: 'invalid-input' });
  });

  it('keeps the JSON-RPC message of an HTTP 429', async () => {
    vi.stubGlobal(
      'fetch',
      answer(429, { jsonrpc: '2.0', id: 1, error: { code: -32005, message: 'Rate limit exceeded' } }),
    );
    const error = await fetchRpcPrice({ address: TOKEN, slug: 'eth' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'rate-limited', message: 'Rate limit exceeded' });
  });
});
