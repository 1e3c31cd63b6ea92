import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_POSTS_GLOBAL, earlyPostKey, takeEarlyPost } from './earlyPosts';
import { fetchRpcPrice, rpcPriceRequest } from './rpc';

const TOKEN = '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2';
const result = {
  tokenName: 'Wrapped Ether', tokenSymbol: 'WETH', tokenLogo: null, tokenDecimals: '18', nativePrice: null,
  usdPrice: 3000.5, usdPriceFormatted: '3000.5', '24hrPercentChange': '-1.5', exchangeAddress: null,
  exchangeName: 'Alphaswap v3', tokenAddress: TOKEN, toBlock: '21000000', possibleSpam: false,
  verifiedContract: true, pairAddress: null, pairTotalLiquidityUsd: '123456.78',
};

/** What index.html's script leaves behind: the fetches it started, by key. */
function sentByTheScript(entries: [url: string, body: string, response: Promise<Response>][]) {
  (globalThis as Record<string, unknown>)[EARLY_POSTS_GLOBAL] = new Map(entries.map(([url, body, response]) => [earlyPostKey(url, body), response]));
}

afterEach(() => {
  delete (globalThis as Record<string, unknown>)[EARLY_POSTS_GLOBAL];
  vi.unstubAllGlobals();
});

describe('early POSTs', () => {
  it('hands over a request the script sent, once, and nothing for another request or without the script', async () => {
    expect(takeEarlyPost('/api/rpc/eth', '{}')).toBeUndefined();
    const response = Promise.resolve(new Response('{}'));
    sentByTheScript([['/api/rpc/eth', '{"a":1}', response]]);
    expect(takeEarlyPost('/api/rpc/eth', '{"a":2}')).toBeUndefined();
    expect(takeEarlyPost('/api/rpc/polygon', '{"a":1}')).toBeUndefined();
    expect(takeEarlyPost('/api/rpc/eth', '{"a":1}')).toBe(response);
    expect(takeEarlyPost('/api/rpc/eth', '{"a":1}')).toBeUndefined();
  });

  it('lets the JSON-RPC price read the answer the script already has, then fetch as usual', async () => {
    const input = { address: TOKEN, slug: 'eth' } as const;
    const { url, body } = rpcPriceRequest(input);
    sentByTheScript([[url, body, Promise.resolve(Response.json({ jsonrpc: '2.0', id: 1, result: { ...result, usdPrice: 1 } }))]]);
    const fetchMock = vi.fn(async () => Response.json({ jsonrpc: '2.0', id: 1, result: { ...result, usdPrice: 2 } }));
    vi.stubGlobal('fetch', fetchMock);
    expect((await fetchRpcPrice(input)).usdPrice).toBe(1);
    expect(fetchMock).not.toHaveBeenCalled();
    // A refetch (refresh, retry) asks again.
    expect((await fetchRpcPrice(input)).usdPrice).toBe(2);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('reports the early request’s failure as the page’s own fetch would', async () => {
    const input = { address: TOKEN, slug: 'eth' } as const;
    const { url, body } = rpcPriceRequest(input);
    sentByTheScript([[url, body, Promise.resolve(Response.json({ jsonrpc: '2.0', id: 1, error: { code: -32005, message: 'Rate limit exceeded' } }, { status: 429 }))]]);
    await expect(fetchRpcPrice(input)).rejects.toMatchObject({ kind: 'rate-limited', message: 'Rate limit exceeded' });
    sentByTheScript([[url, body, Promise.reject(new TypeError('Failed to fetch'))]]);
    await expect(fetchRpcPrice(input)).rejects.toMatchObject({ kind: 'network' });
  });
});
