import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_WALLETS } from '../../standin/catalog.ts';
import { startTestStandin, type TestStandin } from '../../standin/test-helpers.ts';
import { TEST_KEY, testConfig } from '../testing/harness.ts';
import { startInstance, type Instance } from '../testing/instances.ts';
import { startTestNginx, type TestNginx } from '../testing/nginx.ts';
import { startTestRedis, type TestRedis } from '../testing/redis.ts';

/**
 * Two instances behind the repository's nginx configuration, sharing one Redis, over the
 * stand-in (whose request log counts the upstream calls). Redis, nginx and the stand-in are real
 * servers on loopback ports, started here.
 */

let standin: TestStandin;
let redis: TestRedis;
let a: Instance;
let b: Instance;
let nginx: TestNginx;

const WALLET = DEMO_WALLETS.busy.address;

/** Upstream calls the stand-in received (its reachability probes of the bare base URLs aside). */
async function upstreamCalls(): Promise<string[]> {
  const log = (await standin.control('GET', '/requests')) as { requests: { method: string; path: string }[] };
  return log.requests
    .map((r) => `${r.method} ${r.path}`)
    .filter((line) => !/^GET \/(evm|chain-b|streams|rpc)\/?$/.test(line));
}

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers: { accept: 'application/json', 'accept-encoding': 'gzip', ...headers } });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

beforeAll(async () => {
  [standin, redis] = await Promise.all([startTestStandin({ apiKey: TEST_KEY }), startTestRedis()]);
  const config = testConfig(standin.baseUrl, { redisUrl: redis.url, allowedHosts: ['127.0.0.1'], logLevel: 'warn' });
  [a, b] = await Promise.all([startInstance(config), startInstance(config)]);
  nginx = await startTestNginx([a.port, b.port]);
}, 30_000);

afterAll(async () => {
  await nginx?.stop();
  await Promise.all([a?.app.close(), b?.app.close()]);
  await Promise.all([redis?.close(), standin?.close()]);
});

describe('two instances sharing one Redis behind nginx', () => {
  it('sends 50 identical concurrent requests spread over both to the upstream once', async () => {
    const path = `/api/evm/${WALLET}?chain=eth&limit=7`;
    // The upstream answers slowly, so every request arrives while the one call is under way.
    await standin.control('POST', '/faults', { match: '/evm/api/v2.2/', delayMs: 400, times: 1 });
    await standin.control('DELETE', '/requests');
    const servedBefore = [a.served, b.served];
    const answers = await Promise.all(Array.from({ length: 50 }, () => get(`${nginx.url}${path}`)));
    await standin.control('DELETE', '/faults');

    expect(answers.map((r) => r.status)).toEqual(Array(50).fill(200));
    expect(new Set(answers.map((r) => r.body)).size).toBe(1);
    expect((await upstreamCalls()).filter((line) => line.includes('/evm/api/v2.2/'))).toHaveLength(1);
    // nginx spread them: both instances answered some.
    expect(a.served - servedBefore[0]!).toBeGreaterThan(5);
    expect(b.served - servedBefore[1]!).toBeGreaterThan(5);
    // Compression and the proxy's headers are kept whichever instance answered, from whichever tier.
    for (const answer of answers) {
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('vary')).toBe('accept-encoding');
      expect(['hit', 'miss']).toContain(answer.headers.get('x-cache'));
    }
    expect(answers.filter((r) => r.headers.get('x-cache') === 'miss')).toHaveLength(1);
  });

  it('costs exactly the distinct data over a journey alternating instances', async () => {
    await standin.control('DELETE', '/requests');
    const journey = [
      `/api/evm/${WALLET}?chain=eth&limit=25`,
      `/api/evm/${WALLET}?chain=eth&limit=25`,
      `/api/evm/${WALLET}/verbose?chain=eth&limit=25`,
      `/api/evm/${WALLET}?chain=eth&limit=25`,
      '/api/chain-b/blocks/1000',
      '/api/chain-b/blocks/1000',
      `/api/evm/${DEMO_WALLETS.quiet.address}?chain=eth&limit=25`,
      `/api/evm/${WALLET}/verbose?chain=eth&limit=25`,
      '/api/chain-b/blocks/1001',
      `/api/evm/${DEMO_WALLETS.quiet.address}?chain=eth&limit=25`,
    ];
    for (const [index, path] of journey.entries()) {
      const answer = await get(`${(index % 2 === 0 ? a : b).url}${path}`);
      expect(answer.status, path).toBe(200);
    }
    expect(await upstreamCalls()).toHaveLength(new Set(journey).size);
  });

  it('keeps serving while Redis is stopped, then shares again once it is back', async () => {
    const blocks = (from: number) => Array.from({ length: 6 }, (_, i) => `/api/chain-b/blocks/${from + i}`);
    await redis.stop();
    // Every request is answered while Redis is away (each instance alone: local cache and limits).
    for (const [index, path] of blocks(2000).entries()) {
      expect((await get(`${(index % 2 === 0 ? a : b).url}${path}`)).status, path).toBe(200);
    }
    // Units spent alone: one wallet page on each instance (30 each).
    for (const instance of [a, b])
      expect((await get(`${instance.url}/api/evm/${WALLET}?chain=eth&limit=3`)).status).toBe(200);
    const status = JSON.parse((await get(`${a.url}/api/status`)).body) as {
      shared: { redis: string; degraded: string[] };
    };
    expect(status.shared.redis).toBe('down');
    expect(status.shared.degraded.join(' ')).toMatch(/Redis is unreachable/);

    await redis.start();
    const deadline = Date.now() + 10_000;
    while (JSON.parse((await get(`${b.url}/api/status`)).body).shared.redis !== 'ok') {
      if (Date.now() > deadline) throw new Error('instance b did not rejoin Redis');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    while (JSON.parse((await get(`${a.url}/api/status`)).body).shared.redis !== 'ok') {
      if (Date.now() > deadline) throw new Error('instance a did not rejoin Redis');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // The restarted Redis kept nothing; what the instances spent alone was added to the day's count.
    const dailySpent = async () =>
      (JSON.parse((await get(`${a.url}/api/status`)).body) as { budget: { dailySpent: number } }).budget.dailySpent;
    while ((await dailySpent()) !== 60 && Date.now() < deadline + 5_000)
      await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await dailySpent()).toBe(60);
    // Shared again: data asked on one instance is not asked upstream again by the other.
    await standin.control('DELETE', '/requests');
    for (const path of blocks(3000)) {
      expect((await get(`${a.url}${path}`)).status).toBe(200);
      expect((await get(`${b.url}${path}`)).status).toBe(200);
    }
    expect(await upstreamCalls()).toHaveLength(6);
  });
});

describe('one budget per client whichever instance it reaches', () => {
  let c: Instance;
  let d: Instance;
  beforeAll(async () => {
    // Their own Redis database: the first pair's clients do not share these counts.
    const config = testConfig(standin.baseUrl, {
      redisUrl: redis.url.replace(/\/0$/, '/1'),
      trustProxy: ['127.0.0.1'],
      logLevel: 'warn',
      cuPerClientPerMinute: 150,
      rateLimitPerMinute: 8,
    });
    [c, d] = await Promise.all([startInstance(config), startInstance(config)]);
  });
  afterAll(async () => {
    await Promise.all([c?.app.close(), d?.app.close()]);
  });

  it('holds one client to its compute units a minute across both instances', async () => {
    // Five wallet pages (30 units each) fit in 150; the sixth is refused, on either instance.
    const client = { 'x-forwarded-for': '10.20.0.1' };
    const statuses = [];
    for (let limit = 1; limit <= 6; limit += 1) {
      statuses.push(
        (await get(`${(limit % 2 === 0 ? c : d).url}/api/evm/${WALLET}?chain=eth&limit=${limit}`, client)).status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    // Another client still has its own minute.
    expect((await get(`${c.url}/api/evm/${WALLET}?chain=eth&limit=6`, { 'x-forwarded-for': '10.20.0.2' })).status).toBe(
      200,
    );
  });

  it("counts one client's requests across both instances", async () => {
    const client = { 'x-forwarded-for': '10.20.0.3' };
    const statuses = [];
    for (let i = 0; i < 9; i += 1)
      statuses.push((await get(`${(i % 2 === 0 ? c : d).url}/api/chain-b/blocks/5000`, client)).status);
    expect(statuses).toEqual([...Array(8).fill(200), 429]);
  });
});
