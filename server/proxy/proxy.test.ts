import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { startProxy, startRecorder, testConfig, TEST_KEY } from '../testing/harness.ts';
import { setupProxySuite } from '../testing/suite.ts';

/** What reaches the upstream (and what does not), and what comes back, for allowed requests. */

const ADDR = '0x164fc20c9236deb762fc690a7a0fb4da3e2f8b7d';
const TOKEN = '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2';
const HASH = 'ab'.repeat(32);

// A fresh cache per test: these tests are about forwarding, cache.test.ts is about caching.
// The deadline leaves room for the 9 MB answers below on a loaded machine; the hang outlasts it.
const env = setupProxySuite({ config: { upstreamTimeoutMs: 2_000 }, freshCachePerTest: true });

afterAll(() => {
  expect(env.proxy.logs.lines.filter((line) => line.includes(TEST_KEY))).toEqual([]);
});

const rpcBody = (extra: Record<string, unknown> = {}) =>
  JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_getTokenPrice', params: [{ address: TOKEN, ...extra }] });

describe('forwarding', () => {
  it.each([
    [`/api/evm/${ADDR}?limit=5&chain=polygon&order=desc`, `/evm/api/v2.2/${ADDR}?chain=0x89&limit=5&order=DESC`],
    [`/api/evm/${ADDR.toUpperCase().replace('0X', '0x')}`, `/evm/api/v2.2/${ADDR}?chain=0x1&limit=100&order=DESC`],
    [
      `/api/evm/${ADDR}/verbose?include=internal_transactions&chain=polygon%20amoy`,
      `/evm/api/v2.2/${ADDR}/verbose?chain=0x13882&include=internal_transactions&limit=100&order=DESC`,
    ],
    [
      `/api/evm/${ADDR}?from_date=2024-01-31T12:00:00Z&to_date=1706745600&cursor=abc.DEF-_~%2B%2F%3D`,
      `/evm/api/v2.2/${ADDR}?chain=0x1&cursor=abc.DEF-_%7E%2B%2F%3D&from_date=1706702400&to_date=1706745600`,
    ],
    [
      `/api/evm/nft/${ADDR}/transfers?format=hex&from_block=0010&to_block=20`,
      `/evm/api/v2.2/nft/${ADDR}/transfers?chain=0x1&format=hex&from_block=10&limit=100&order=DESC&to_block=20`,
    ],
    [
      `/api/evm/erc20/${TOKEN}/price?chain=0x89&exchange=Iota%20Finance&include=percent_change`,
      `/evm/api/v2.2/erc20/${TOKEN}/price?chain=0x89&exchange=iota+finance&include=percent_change`,
    ],
    [`/api/chain-b/blocks/123?with_transactions=true`, `/chain-b/blocks/123?with_transactions=true`],
    [
      `/api/chain-b/coins?coin_type_hashes[]=${HASH}&coin_type_hashes%5B%5D=0x${HASH.toUpperCase()}`,
      `/chain-b/coins?coin_type_hashes=${HASH}&coin_type_hashes=0x${HASH}`,
    ],
    [`/api/streams/history/logs?limit=50&cursor=xyz`, `/streams/history/logs?cursor=xyz&limit=50`],
  ])('%s → %s', async (path, upstreamPath) => {
    const response = await fetch(`${env.proxy.url}${path}`);
    expect(response.status).toBe(200);
    expect(env.recorder.requests.map((request) => request.url)).toEqual([upstreamPath]);
  });

  it('injects the key as X-API-Key and drops the client credentials and forwarding headers', async () => {
    const response = await fetch(`${env.proxy.url}/api/evm/${ADDR}`, {
      headers: {
        cookie: 'session=secret',
        authorization: 'Bearer client',
        'x-api-key': 'client-key',
        'x-forwarded-for': '6.6.6.6',
        'x-forwarded-host': 'evil.example',
        forwarded: 'for=6.6.6.6;host=evil.example',
        'x-original-url': '/admin',
        'x-http-method-override': 'DELETE',
      },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-cache')).toBe('miss');
    const [request] = env.recorder.requests;
    expect(request?.method).toBe('GET');
    expect(request?.headers['x-api-key']).toBe(TEST_KEY);
    expect(request?.headers.host).toBe(new URL(env.recorder.url).host);
    for (const header of [
      'cookie',
      'authorization',
      'x-forwarded-for',
      'x-forwarded-host',
      'forwarded',
      'x-original-url',
      'x-http-method-override',
    ]) {
      expect(request?.headers[header], header).toBeUndefined();
    }
  });

  it('puts the key in the RPC path only, and forwards a canonical body', async () => {
    const response = await fetch(`${env.proxy.url}/api/rpc/polygon-zkevm`, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', 'x-api-key': 'client-key' },
      body: rpcBody({
        include: 'percent_change',
        toBlock: 100,
        exchange: '0x1F98431C8AD98523631AE4A59F267346EA31F984',
      }),
    });
    expect(response.status).toBe(200);
    const [request] = env.recorder.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe(`/rpc/polygon-zkevm/${TEST_KEY}`);
    expect(request?.headers['x-api-key']).toBeUndefined();
    expect(request?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request?.body ?? '')).toEqual({
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_getTokenPrice',
      params: [
        {
          address: TOKEN,
          exchange: '0x1f98431c8ad98523631ae4a59f267346ea31f984',
          toBlock: 100,
          include: 'percent_change',
        },
      ],
    });
    expect(await response.text()).not.toContain(TEST_KEY);
  });

  it("sends JSON-RPC upstream with a fixed id and puts the client's id back into the answer", async () => {
    env.recorder.respond = (request) => {
      const { id } = JSON.parse(request.body) as { id: unknown };
      return { body: JSON.stringify({ jsonrpc: '2.0', id, result: { usdPrice: 1 } }) };
    };
    const post = (id: number | string) =>
      fetch(`${env.proxy.url}/api/rpc/eth`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id, method: 'eth_getTokenPrice', params: [{ address: TOKEN }] }),
      });
    const answers = [];
    for (const id of [7, 'seven', 1, 123456]) answers.push({ id, body: (await (await post(id)).json()) as unknown });
    for (const { id, body } of answers) expect(body).toEqual({ jsonrpc: '2.0', id, result: { usdPrice: 1 } });
    expect(env.recorder.requests).toHaveLength(1);
    expect(JSON.parse(env.recorder.requests[0]?.body ?? '')).toMatchObject({ id: 1 });
  });
});

describe('answers', () => {
  it('passes the upstream status and JSON body through, with Retry-After on 429', async () => {
    env.recorder.respond = () => ({
      status: 404,
      body: '{"message":"No pools found with enough liquidity, to calculate the price"}',
    });
    const notFound = await fetch(`${env.proxy.url}/api/evm/erc20/${TOKEN}/price`);
    expect(notFound.status).toBe(404);
    expect(await notFound.json()).toEqual({ message: 'No pools found with enough liquidity, to calculate the price' });

    env.recorder.respond = () => ({ status: 429, body: '{"message":"Rate limited"}', headers: { 'retry-after': '7' } });
    const limited = await fetch(`${env.proxy.url}/api/evm/${ADDR}`);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('7');
    expect(limited.headers.get('x-cache')).toBe('miss');
  });

  it('drops a Retry-After value that is neither seconds nor a date', async () => {
    env.recorder.respond = () => ({ status: 429, body: '{}', headers: { 'retry-after': '<script>' } });
    const limited = await fetch(`${env.proxy.url}/api/evm/${ADDR}`);
    expect(limited.headers.get('retry-after')).toBeNull();
  });

  it('scrubs the key when an upstream echoes it', async () => {
    env.recorder.respond = (request) => ({
      status: 400,
      body: JSON.stringify({ message: `bad key ${request.headers['x-api-key']} at ${request.url}` }),
    });
    const response = await fetch(`${env.proxy.url}/api/rpc/eth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: rpcBody(),
    });
    const text = await response.text();
    expect(response.status).toBe(400);
    expect(text).not.toContain(TEST_KEY);
    expect(text).toContain('[redacted]');
  });

  it.each([
    ['gzip', gzipSync],
    ['deflate', deflateSync],
    ['br', brotliCompressSync],
  ] as const)('asks for compressed answers and passes a %s one on decoded', async (coding, encode) => {
    const body = JSON.stringify({ ok: true, text: 'compressible '.repeat(100) });
    env.recorder.respond = () => ({ body: encode(body), headers: { 'content-encoding': coding } });
    const response = await fetch(`${env.proxy.url}/api/evm/${ADDR}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(body);
    expect(env.recorder.requests[0]?.headers['accept-encoding']).toContain(coding);
  });

  it('answers 504 with JSON when the upstream does not answer in time', async () => {
    env.recorder.respond = () => ({ delayMs: 5_000, body: '{}' });
    const started = Date.now();
    const response = await fetch(`${env.proxy.url}/api/rpc/eth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: rpcBody(),
    });
    expect(response.status).toBe(504);
    expect(await response.json()).toEqual({ message: expect.stringMatching(/did not answer in time/) });
    expect(Date.now() - started).toBeLessThan(4_500);
  });

  it.each([
    ['invalid JSON', { body: '<html>Bad gateway</html>' }, /invalid JSON/],
    ['a truncated body', { body: '{"result":[1,2' }, /invalid JSON/],
    ['an empty body', { body: '' }, /invalid JSON/],
    ['a redirect elsewhere', { status: 302, headers: { location: 'http://evil.example/' }, body: '{}' }, /redirect/],
    ['a 9 MB body', { body: JSON.stringify({ blob: 'x'.repeat(9 * 1024 * 1024) }) }, /too large/],
    [
      'a 9 MB body gzipped to 9 KB',
      {
        body: gzipSync(JSON.stringify({ blob: 'x'.repeat(9 * 1024 * 1024) })),
        headers: { 'content-encoding': 'gzip' },
      },
      /too large/,
    ],
    ['a body cut off mid-way', { body: JSON.stringify({ blob: 'x'.repeat(100_000) }), cutAfter: 1_000 }, /cut off/],
    [
      'a body that is not the gzip it says',
      { body: '{"ok":true}', headers: { 'content-encoding': 'gzip' } },
      /could not be decoded/,
    ],
  ])('answers 502 with JSON for %s', async (_name, reply, message) => {
    env.recorder.respond = () => reply;
    const response = await fetch(`${env.proxy.url}/api/evm/${ADDR}`);
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ message: expect.stringMatching(message) });
  });
});

describe('an unreachable upstream', () => {
  it('answers 502 with JSON, and neither the answer nor the log holds the key (RPC URL included)', async () => {
    const closed = await startRecorder();
    await closed.close();
    const down = await startProxy(testConfig(closed.url));
    try {
      const rest = await fetch(`${down.url}/api/evm/${ADDR}`);
      expect(rest.status).toBe(502);
      expect(await rest.json()).toEqual({ message: 'The upstream service is unreachable (connection refused).' });
      const rpc = await fetch(`${down.url}/api/rpc/eth`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: rpcBody(),
      });
      expect(rpc.status).toBe(502);
      expect(await rpc.text()).not.toContain(TEST_KEY);
      const failures = down.logs.lines.filter((line) => line.includes('upstream call failed'));
      expect(failures).toHaveLength(2);
      expect(failures[1]).toContain('/rpc/eth/[redacted]');
      expect(down.logs.lines.filter((line) => line.includes(TEST_KEY))).toEqual([]);
    } finally {
      await down.close();
    }
  });
});
