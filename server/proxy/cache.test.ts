import { describe, expect, it } from 'vitest';
import { setupProxySuite } from '../testing/suite.ts';
import { ResponseCache } from './cache.ts';
import { TTL_MS, ttlFor } from './policy.ts';
import type { UpstreamAnswer } from './upstream.ts';

/** The response cache and single-flight: every upstream call costs the key's owner money. */

const ADDR = '0xd6eb3673b0f7df924859d3e410b13c8b5f4b4563';

const env = setupProxySuite({ freshCachePerTest: true });

const get = (path: string) => fetch(`${env.proxy.url}${path}`);

describe('through the proxy', () => {
  it('answers a repeated request from the cache: X-Cache miss, then hit, one upstream call', async () => {
    const first = await get(`/api/evm/${ADDR}?chain=eth`);
    const second = await get(`/api/evm/${ADDR}?chain=eth`);
    expect(first.headers.get('x-cache')).toBe('miss');
    expect(second.headers.get('x-cache')).toBe('hit');
    expect(await second.text()).toBe(await first.text());
    expect(env.recorder.requests).toHaveLength(1);
  });

  it('uses canonical keys: chain name or hex id, parameter order and address case share one entry', async () => {
    await get(`/api/evm/${ADDR}?chain=polygon&limit=10`);
    const variants = [
      `/api/evm/${ADDR}?chain=0x89&limit=10`,
      `/api/evm/${ADDR}?limit=10&chain=POLYGON`,
      `/api/evm/${ADDR.toUpperCase().replace('0X', '0x')}?limit=010&chain=0x0089`,
    ];
    for (const path of variants) expect((await get(path)).headers.get('x-cache'), path).toBe('hit');
    expect(env.recorder.requests).toHaveLength(1);
  });

  it('keeps different queries apart', async () => {
    await get(`/api/evm/${ADDR}?chain=eth`);
    await get(`/api/evm/${ADDR}?chain=polygon`);
    await get(`/api/evm/${ADDR}/verbose?chain=eth`);
    expect(env.recorder.requests).toHaveLength(3);
  });

  it('never caches an error answer', async () => {
    env.recorder.respond = () => ({ status: 500, body: '{"message":"boom"}' });
    await get('/api/chain-b/blocks/5');
    const again = await get('/api/chain-b/blocks/5');
    expect(again.status).toBe(500);
    expect(again.headers.get('x-cache')).toBe('miss');
    expect(env.recorder.requests).toHaveLength(2);
  });

  it('single-flight: 25 identical concurrent requests make one upstream call', async () => {
    env.recorder.respond = () => ({ delayMs: 200, body: '{"block_height":"7"}' });
    const answers = await Promise.all(
      Array.from({ length: 25 }, () => get('/api/chain-b/blocks/7?with_transactions=true')),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(25).fill(200));
    expect(answers.filter((answer) => answer.headers.get('x-cache') === 'miss')).toHaveLength(1);
    expect(env.recorder.requests).toHaveLength(1);
  });

  it('single-flight shares a failure too, without caching it', async () => {
    env.recorder.respond = () => ({
      delayMs: 100,
      status: 503,
      body: '{"message":"busy"}',
      headers: { 'retry-after': '3' },
    });
    const answers = await Promise.all(Array.from({ length: 5 }, () => get('/api/streams/history/logs?limit=5')));
    expect(answers.map((answer) => answer.status)).toEqual(Array(5).fill(503));
    expect(answers.every((answer) => answer.headers.get('retry-after') === '3')).toBe(true);
    expect(env.recorder.requests).toHaveLength(1);
    await get('/api/streams/history/logs?limit=5');
    expect(env.recorder.requests).toHaveLength(2);
  });

  it('caches RPC answers by the canonical body', async () => {
    const body = (address: string) =>
      JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_getTokenPrice', params: [{ address }] });
    const post = (address: string) =>
      fetch(`${env.proxy.url}/api/rpc/eth`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: body(address),
      });
    await post(ADDR);
    const again = await post(ADDR.toUpperCase().replace('0X', '0x'));
    expect(again.headers.get('x-cache')).toBe('hit');
    expect(env.recorder.requests).toHaveLength(1);
  });
});

describe('the cache itself', () => {
  const answer = (body: string): UpstreamAnswer => ({ status: 200, body, retryAfter: null, synthetic: false });

  it('is bounded by entries (least recently used goes first)', async () => {
    const small = new ResponseCache({ maxEntries: 3, maxBytes: 1024 * 1024 });
    for (const key of ['a', 'b', 'c', 'd', 'e'])
      await small.fetch(
        key,
        async () => answer(`{"k":"${key}"}`),
        () => 60_000,
      );
    expect(small.size).toBe(3);
    expect(
      (
        await small.fetch(
          'a',
          async () => answer('{"k":"a2"}'),
          () => 60_000,
        )
      ).outcome,
    ).toBe('miss');
    expect(
      (
        await small.fetch(
          'e',
          async () => answer('{}'),
          () => 60_000,
        )
      ).outcome,
    ).toBe('hit');
  });

  it('is bounded by bytes', async () => {
    const small = new ResponseCache({ maxEntries: 1000, maxBytes: 10_000 });
    for (let i = 0; i < 50; i += 1)
      await small.fetch(
        `k${i}`,
        async () => answer(JSON.stringify({ pad: 'x'.repeat(1000) })),
        () => 60_000,
      );
    expect(small.bytes).toBeLessThanOrEqual(10_000);
    expect(small.size).toBeLessThan(10);
  });

  it('gives the call, the requests that joined it and later hits one answer, compressions included', async () => {
    const c = new ResponseCache({ maxEntries: 10, maxBytes: 10_000 });
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const call = async () => {
      await gate;
      return answer('{"a":1}');
    };
    const [first, joined] = [c.fetch('k', call, () => 60_000), c.fetch('k', call, () => 60_000)];
    release();
    const hit = await c.fetch('k', call, () => 60_000);
    expect(hit.outcome).toBe('hit');
    expect((await first).answer.encoded).toBe(hit.answer.encoded);
    expect((await joined).answer.encoded).toBe(hit.answer.encoded);
  });

  it('expires entries after their TTL', async () => {
    const c = new ResponseCache({ maxEntries: 10, maxBytes: 10_000 });
    await c.fetch(
      'k',
      async () => answer('{}'),
      () => 50,
    );
    expect(
      (
        await c.fetch(
          'k',
          async () => answer('{}'),
          () => 50,
        )
      ).outcome,
    ).toBe('hit');
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(
      (
        await c.fetch(
          'k',
          async () => answer('{}'),
          () => 50,
        )
      ).outcome,
    ).toBe('miss');
  });

  it('chooses a TTL per kind of request', () => {
    expect(ttlFor('block', [])).toBe(TTL_MS.block);
    expect(ttlFor('chainData', [['chain', '0x1']])).toBe(TTL_MS.live);
    expect(ttlFor('chainData', [['to_block', '100']])).toBe(TTL_MS.pinned);
    expect(ttlFor('chainData', [['to_block', '100']])).toBe(TTL_MS.pinned);
    expect(ttlFor('chainData', [])).toBeLessThanOrEqual(30_000);
    expect(ttlFor('logs', [['limit', '10']])).toBe(5_000);
    expect(ttlFor('rpc', [])).toBeLessThanOrEqual(30_000);
    expect(TTL_MS.block).toBeGreaterThanOrEqual(60 * 60_000);
  });
});
