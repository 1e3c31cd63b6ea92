import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStandin, type TestStandin } from '../standin/test-helpers.ts';
import { DEMO_WALLETS } from '../standin/catalog.ts';
import { DEFAULT_CU_PER_CLIENT_PER_MINUTE } from './config.ts';
import { COMPUTE_UNITS } from '../contract/api/computeUnits.ts';
import {
  startProxy,
  startRecorder,
  testConfig,
  testDataDir,
  TEST_KEY,
  type Recorder,
  type RunningProxy,
} from './testing/harness.ts';

/**
 * The door's findings, each as a request the server now refuses or answers without spending:
 * the budgets (per client per minute, per day, kept across a restart), abandoned requests,
 * canonical requests, the key in other encodings, JSON-RPC errors, and TRUST_PROXY.
 */

const ADDR = '0x164fc20c9236deb762fc690a7a0fb4da3e2f8b7d';
const TOKEN = '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2';
const rpcPost = (url: string, id: number | string = 1, headers: Record<string, string> = {}) =>
  fetch(`${url}/api/rpc/eth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ jsonrpc: '2.0', id, method: 'eth_getTokenPrice', params: [{ address: TOKEN }] }),
  });

let recorder: Recorder;
const started: RunningProxy[] = [];
async function proxyWith(overrides: Parameters<typeof testConfig>[1] = {}): Promise<RunningProxy> {
  const proxy = await startProxy(testConfig(recorder.url, overrides));
  started.push(proxy);
  return proxy;
}

beforeAll(async () => {
  recorder = await startRecorder();
});
afterAll(async () => {
  for (const proxy of started) await proxy.close();
  await recorder.close();
});

describe('a bounded spend (finding 1), against the stand-in', () => {
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
    const allowed = Math.floor((DEFAULT_CU_PER_CLIENT_PER_MINUTE * (1 + minutes)) / COMPUTE_UNITS.walletVerbose);
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
    recorder.requests.length = 0;
    expect((await fetch(`${proxy.url}/api/evm/${ADDR}/verbose?from_block=1`)).status).toBe(200);
    expect((await fetch(`${proxy.url}/api/evm/${ADDR}/verbose?from_block=2`)).status).toBe(200);
    const refused = await fetch(`${proxy.url}/api/evm/${ADDR}/verbose?from_block=3`);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ message: expect.stringMatching(/compute units a minute/) });
    expect(recorder.requests).toHaveLength(2);
    // Cache hits cost nothing and are never refused.
    const hit = await fetch(`${proxy.url}/api/evm/${ADDR}/verbose?from_block=1`);
    expect(hit.status).toBe(200);
    expect(hit.headers.get('x-cache')).toBe('hit');
  });

  it('answers 503 once the day is spent, for every client, and the day survives a restart', async () => {
    const dataDir = testDataDir();
    const first = await proxyWith({ cuDailyBudget: 60, dataDir });
    recorder.requests.length = 0;
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
    expect(recorder.requests.filter((request) => request.url.includes('/api/v2.2/'))).toHaveLength(2);
  });

  it('says on every proxied answer how much the server may still spend today', async () => {
    const proxy = await proxyWith({ cuDailyBudget: 1_000 });
    const answer = await fetch(`${proxy.url}/api/evm/${ADDR}?from_block=9`);
    expect(answer.headers.get('x-cu-day-left')).toBe(String(1_000 - COMPUTE_UNITS.wallet));
  });
});

describe('canonical requests (finding 2)', () => {
  it('sends one upstream call for seven spellings of one from_date instant', async () => {
    const proxy = await proxyWith();
    recorder.requests.length = 0;
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
    expect(recorder.requests.map((request) => request.url)).toEqual([
      `/evm/api/v2.2/${ADDR}?chain=0x1&from_date=1706702400&limit=100&order=DESC`,
    ]);
  });

  it('fills in chain, order and limit before the cache key is made', async () => {
    const proxy = await proxyWith();
    recorder.requests.length = 0;
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
    expect(recorder.requests).toHaveLength(1);
  });

  it('sends five JSON-RPC ids for one price upstream once', async () => {
    const proxy = await proxyWith();
    recorder.requests.length = 0;
    recorder.respond = (request) => ({
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
      expect(recorder.requests).toHaveLength(1);
    } finally {
      recorder.respond = (request) => ({ body: JSON.stringify({ ok: true, path: request.url }) });
    }
  });
});

describe('the key in other encodings (finding 5)', () => {
  const key = 'k3y+with/slash=and"quote';
  it('never reaches the browser or a log line percent-encoded (either hex case) or JSON-escaped', async () => {
    const proxy = await proxyWith({ apiKey: key });
    const encoded = encodeURIComponent(key);
    recorder.respond = (request) => ({
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
      recorder.respond = (request) => ({ body: JSON.stringify({ ok: true, path: request.url }) });
    }
  });
});

describe('JSON-RPC errors (finding 6)', () => {
  it('are never cached, even in HTTP 200', async () => {
    const proxy = await proxyWith();
    recorder.requests.length = 0;
    recorder.respond = () => ({
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, error: { code: -32005, message: 'Rate limit exceeded' } }),
    });
    try {
      const first = await rpcPost(proxy.url);
      expect(first.status).toBe(200);
      const second = await rpcPost(proxy.url);
      expect(second.headers.get('x-cache')).toBe('miss');
      expect(recorder.requests).toHaveLength(2);
    } finally {
      recorder.respond = (request) => ({ body: JSON.stringify({ ok: true, path: request.url }) });
    }
  });
});

describe('TRUST_PROXY and client grouping (finding 4)', () => {
  const wallet = (i: number) => `/api/evm/${ADDR}/verbose?from_block=${1000 + i}`;

  it("ignores X-Forwarded-For without TRUST_PROXY: forged addresses share the peer's budget", async () => {
    const proxy = await proxyWith({ cuPerClientPerMinute: 50 });
    expect((await fetch(`${proxy.url}${wallet(1)}`, { headers: { 'x-forwarded-for': '198.51.100.1' } })).status).toBe(
      200,
    );
    expect((await fetch(`${proxy.url}${wallet(2)}`, { headers: { 'x-forwarded-for': '198.51.100.2' } })).status).toBe(
      429,
    );
  });

  it('believes X-Forwarded-For from a trusted proxy: each client has its own budget', async () => {
    const proxy = await proxyWith({ cuPerClientPerMinute: 50, trustProxy: ['127.0.0.1/32'] });
    expect((await fetch(`${proxy.url}${wallet(3)}`, { headers: { 'x-forwarded-for': '198.51.100.1' } })).status).toBe(
      200,
    );
    expect((await fetch(`${proxy.url}${wallet(4)}`, { headers: { 'x-forwarded-for': '198.51.100.2' } })).status).toBe(
      200,
    );
    expect((await fetch(`${proxy.url}${wallet(5)}`, { headers: { 'x-forwarded-for': '198.51.100.1' } })).status).toBe(
      429,
    );
  });

  it('groups IPv6 clients by /64', async () => {
    const proxy = await proxyWith({ cuPerClientPerMinute: 50, trustProxy: 1 });
    expect(
      (await fetch(`${proxy.url}${wallet(6)}`, { headers: { 'x-forwarded-for': '2001:db8:1:2::1' } })).status,
    ).toBe(200);
    expect(
      (await fetch(`${proxy.url}${wallet(7)}`, { headers: { 'x-forwarded-for': '2001:db8:1:2:ffff::9' } })).status,
    ).toBe(429);
    expect(
      (await fetch(`${proxy.url}${wallet(8)}`, { headers: { 'x-forwarded-for': '2001:db8:1:3::1' } })).status,
    ).toBe(200);
  });
});

describe('per-user budgets with sign-in on', () => {
  const wallet = (i: number) => `/api/evm/${ADDR}/verbose?from_block=${2000 + i}`;
  const as = (user: string, address: string) => ({
    headers: { 'x-chainboard-user': user, 'x-forwarded-for': address },
  });

  it('a signed-in user has one minute however many addresses it comes from; another user has their own', async () => {
    const proxy = await proxyWith({
      cuPerClientPerMinute: 50,
      trustProxy: ['127.0.0.1/32'],
      auth: { mode: 'proxy', proxyHeader: 'x-chainboard-user' },
    });
    expect((await fetch(`${proxy.url}${wallet(1)}`, as('ana@example.org', '198.51.100.1'))).status).toBe(200);
    const refused = await fetch(`${proxy.url}${wallet(2)}`, as('ana@example.org', '198.51.100.2'));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await fetch(`${proxy.url}${wallet(3)}`, as('ben@example.org', '198.51.100.3'))).status).toBe(200);
    // The status says what this user may still spend.
    const status = (await (await fetch(`${proxy.url}/api/status`, as('ana@example.org', '198.51.100.9'))).json()) as {
      budget: { clientLeft: number };
    };
    expect(status.budget.clientLeft).toBeLessThan(50);
    expect(recorder.requests.filter((request) => request.url.includes('from_block=2002'))).toEqual([]);
  });
});

describe('abandoned requests (finding 1)', () => {
  /** Writes one request and resets the connection at once: the client has gone before any answer. */
  const sendAndReset = (port: number, path: string) =>
    new Promise<void>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`, () => {
          socket.resetAndDestroy();
          resolve();
        });
      });
      socket.on('error', () => {});
    });

  it('a request whose client reset its connection right after sending it is not sent upstream', async () => {
    const proxy = await proxyWith();
    for (let i = 0; i < 20; i += 1) await sendAndReset(proxy.port, `/api/evm/${ADDR}?from_block=${3000 + i}`);
    // The same request from a client that stays is sent: the server was not refusing everything.
    expect((await fetch(`${proxy.url}/api/evm/${ADDR}?from_block=3100`)).status).toBe(200);
    expect(recorder.requests.filter((request) => /from_block=30\d\d/.test(request.url))).toEqual([]);
  });
});
