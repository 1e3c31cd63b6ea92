import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStandin, type TestStandin } from '../standin/test-helpers.ts';
import { DEMO_WALLETS } from '../standin/catalog.ts';
import { DEFAULT_CU_PER_CLIENT_PER_MINUTE } from './config.ts';
import { ENDPOINTS } from '../contract/endpoints/records.ts';
import { startProxy, testConfig, testDataDir, TEST_KEY, type RunningProxy } from './testing/harness.ts';
import { ADDR, recorderProxies, rpcPost } from './testing/guardSetup.ts';

/**
 * The door's guards, each as a request the server refuses or answers without spending: the
 * budgets (per client per minute, per day, kept across a restart), canonical requests, the key in
 * other encodings and JSON-RPC errors. guard-clients.test.ts has client grouping and abandoned requests.
 */

const setup = recorderProxies();
const { proxyWith } = setup;

describe('a bounded spend, against the stand-in', () => {
  let standin: TestStandin;
  let proxy: RunningProxy;
  beforeAll(async () => {
    standin = await startTestStandin({ apiKey: TEST_KEY });
    // The default budgets: what `npm start` runs with.
    proxy = await startProxy({
      ...testConfig(standin.baseUrl),
      upstreams: standin.urls,
      cuPerClientPerMinute: DEFAULT_CU_PER_CLIENT_PER_MINUTE,
      logLevel: 'warn',
    });
  });
  afterAll(async () => {
    await proxy.close();
    await standin.close();
  });

  it('650 distinct decoded-view requests from one client reach the upstream no more often than its minute allows', async () => {
    const wallet = DEMO_WALLETS.busy.address;
    await standin.control('DELETE', '/requests');
    const began = Date.now();
    const statuses: number[] = [];
    const retryAfters = new Set<string | null>();
    for (let batch = 0; batch < 65; batch += 1) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          fetch(`${proxy.url}/api/evm/${wallet}/verbose?from_block=${batch * 10 + i + 1}`),
        ),
      );
      for (const answer of answers) {
        statuses.push(answer.status);
        if (answer.status === 429) retryAfters.add(answer.headers.get('retry-after'));
        await answer.arrayBuffer();
      }
    }
    const minutes = (Date.now() - began) / 60_000;
    const { requests } = (await standin.control('GET', '/requests')) as { requests: { path: string }[] };
    const upstream = requests.filter((request) => request.path.includes('/verbose')).length;
    // The bucket holds one minute's units and refills at that rate for the time the run took.
    const allowed = Math.floor(
      (DEFAULT_CU_PER_CLIENT_PER_MINUTE * (1 + minutes)) / ENDPOINTS.walletVerbose.computeUnits,
    );
    expect(upstream).toBeLessThanOrEqual(allowed);
    // Every request not refused reached the upstream (on a loaded machine a few answer 504 after it).
    expect(upstream).toBe(statuses.filter((status) => status !== 429).length);
    expect(statuses.filter((status) => status === 429).length).toBe(650 - upstream);
    expect([...retryAfters].every((value) => value !== null && /^\d+$/.test(value))).toBe(true);
  }, 60_000);
});

describe('budgets over HTTP', () => {
  it('answers 429 with a JSON message and Retry-After, and sends nothing upstream', async () => {
    const proxy = await proxyWith({ cuPerClientPerMinute: 100 });
    setup.recorder().requests.length = 0;
    expect((await fetch(`${proxy.url}/api/evm/${ADDR}/verbose?from_block=1`)).status).toBe(200);
    expect((await fetch(`${proxy.url}/api/evm/${ADDR}/verbose?from_block=2`)).status).toBe(200);
    const refused = await fetch(`${proxy.url}/api/evm/${ADDR}/verbose?from_block=3`);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ message: expect.stringMatching(/compute units a minute/) });
    expect(setup.recorder().requests).toHaveLength(2);
    // Cache hits cost nothing and are never refused.
    const hit = await fetch(`${proxy.url}/api/evm/${ADDR}/verbose?from_block=1`);
    expect(hit.status).toBe(200);
    expect(hit.headers.get('x-cache')).toBe('hit');
  });

  it('answers 503 once the day is spent, for every client, and the day survives a restart', async () => {
    const dataDir = testDataDir();
    const first = await proxyWith({ cuDailyBudget: 60, dataDir });
    setup.recorder().requests.length = 0;
    expect((await fetch(`${first.url}/api/evm/${ADDR}?from_block=1`)).status).toBe(200);
    expect((await fetch(`${first.url}/api/evm/${ADDR}?from_block=2`)).status).toBe(200);
    const spent = await fetch(`${first.url}/api/evm/${ADDR}?from_block=3`);
    expect(spent.status).toBe(503);
    expect(Number(spent.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await spent.json()).toEqual({ message: expect.stringMatching(/daily budget/) });
    const status = (await (await fetch(`${first.url}/api/status`)).json()) as {
      budget: { dailySpent: number; dailyLeft: number };
    };
    expect(status.budget).toMatchObject({ dailySpent: 60, dailyLeft: 0 });
    await first.close();

    const second = await proxyWith({ cuDailyBudget: 60, dataDir });
    expect((await fetch(`${second.url}/api/evm/${ADDR}?from_block=4`)).status).toBe(503);
    // The status probes (a GET of each base URL) cost nothing and are not counted here.
    expect(setup.recorder().requests.filter((request) => request.url.includes('/api/v2.2/'))).toHaveLength(2);
  });

  it('says on every proxied answer how much the server may still spend today', async () => {
    const proxy = await proxyWith({ cuDailyBudget: 1_000 });
    const answer = await fetch(`${proxy.url}/api/evm/${ADDR}?from_block=9`);
    expect(answer.headers.get('x-cu-day-left')).toBe(String(1_000 - ENDPOINTS.wallet.computeUnits));
  });
});

describe('canonical requests', () => {
  it('sends one upstream call for seven spellings of one from_date instant', async () => {
    const proxy = await proxyWith();
    setup.recorder().requests.length = 0;
    const spellings = [
      '2024-01-31T12:00:00Z',
      '2024-01-31T12:00:00.000Z',
      '2024-01-31T12:00Z',
      '2024-01-31T14:00:00+02:00',
      '2024-01-31T07:00:00-0500',
      '2024-01-31 12:00:00',
      '1706702400',
    ];
    for (const spelling of spellings) {
      expect((await fetch(`${proxy.url}/api/evm/${ADDR}?from_date=${encodeURIComponent(spelling)}`)).status).toBe(200);
    }
    expect(setup.recorder().requests.map((request) => request.url)).toEqual([
      `/evm/api/v2.2/${ADDR}?chain=0x1&from_date=1706702400&limit=100&order=DESC`,
    ]);
  });

  it('fills in chain, order and limit before the cache key is made', async () => {
    const proxy = await proxyWith();
    setup.recorder().requests.length = 0;
    for (const query of [
      '',
      '?chain=0x1',
      '?chain=eth',
      '?order=DESC',
      '?order=desc',
      '?limit=100',
      '?chain=eth&order=DESC&limit=100',
    ]) {
      expect((await fetch(`${proxy.url}/api/evm/nft/${ADDR}/transfers${query}`)).status).toBe(200);
    }
    expect(setup.recorder().requests).toHaveLength(1);
  });

  it('sends five JSON-RPC ids for one price upstream once', async () => {
    const proxy = await proxyWith();
    setup.recorder().requests.length = 0;
    setup.recorder().respond = (request) => ({
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: (JSON.parse(request.body) as { id: unknown }).id,
        result: { usdPrice: 2 },
      }),
    });
    try {
      for (const id of [1, 2, 3, 'a', 'b']) {
        expect(await (await rpcPost(proxy.url, id)).json()).toMatchObject({ id, result: { usdPrice: 2 } });
      }
      expect(setup.recorder().requests).toHaveLength(1);
    } finally {
      setup.recorder().respond = (request) => ({ body: JSON.stringify({ ok: true, path: request.url }) });
    }
  });
});

describe('the key in other encodings', () => {
  const key = 'k3y+with/slash=and"quote';
  it('never reaches the browser or a log line percent-encoded (either hex case) or JSON-escaped', async () => {
    const proxy = await proxyWith({ apiKey: key });
    const encoded = encodeURIComponent(key);
    setup.recorder().respond = (request) => ({
      status: 400,
      body: JSON.stringify({
        message: `bad key in ${request.url}`,
        lower: encoded.toLowerCase(),
        json: JSON.stringify(key),
        slashes: JSON.stringify(key).replace(/\//g, '\\/'),
      }),
    });
    try {
      const answer = await rpcPost(proxy.url);
      const text = await answer.text();
      expect(answer.status).toBe(400);
      expect(text).toContain(`/rpc/eth/[redacted]`);
      for (const form of [key, encoded, encoded.toLowerCase(), JSON.stringify(key).slice(1, -1), 'k3y+with\\/slash']) {
        expect(text).not.toContain(form);
        expect(proxy.logs.lines.filter((line) => line.includes(form))).toEqual([]);
      }
    } finally {
      setup.recorder().respond = (request) => ({ body: JSON.stringify({ ok: true, path: request.url }) });
    }
  });
});

describe('JSON-RPC errors', () => {
  it('are never cached, even in HTTP 200', async () => {
    const proxy = await proxyWith();
    setup.recorder().requests.length = 0;
    setup.recorder().respond = () => ({
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, error: { code: -32005, message: 'Rate limit exceeded' } }),
    });
    try {
      const first = await rpcPost(proxy.url);
      expect(first.status).toBe(200);
      const second = await rpcPost(proxy.url);
      expect(second.headers.get('x-cache')).toBe('miss');
      expect(setup.recorder().requests).toHaveLength(2);
    } finally {
      setup.recorder().respond = (request) => ({ body: JSON.stringify({ ok: true, path: request.url }) });
    }
  });
});
