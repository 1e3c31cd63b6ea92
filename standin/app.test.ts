import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startStandin } from './index';
import { startTestStandin, TEST_NOW, type TestStandin } from './test-helpers';
import { DEMO_WALLETS } from './catalog';

const wallet = `/evm/api/v2.2/${DEMO_WALLETS.quiet.address}`;

describe('stand-in framework', () => {
  let s: TestStandin;
  beforeAll(async () => {
    s = await startTestStandin({ apiKey: 'k-test' });
  });
  afterAll(async () => s.close());
  afterEach(async () => {
    await s.control('POST', '/reset');
  });

  it('exposes the four base URLs on loopback', () => {
    expect(s.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(s.urls).toEqual({
      evm: `${s.baseUrl}/evm`,
      chainB: `${s.baseUrl}/chain-b`,
      streams: `${s.baseUrl}/streams`,
      rpc: `${s.baseUrl}/rpc`,
    });
    expect(s.apiKey).toBe('k-test');
  });

  it('answers 401 with a message for a missing or wrong X-API-Key on every header service', async () => {
    for (const path of [wallet, '/chain-b/blocks/1', '/streams/history/logs?limit=1']) {
      const missing = await s.get(path, { key: null });
      expect(missing.status).toBe(401);
      expect(await missing.json()).toEqual({ message: expect.any(String) });
      const wrong = await s.get(path, { key: 'nope' });
      expect(wrong.status).toBe(401);
      expect(await wrong.json()).toEqual({ message: 'Token is invalid format' });
    }
  });

  it('checks the RPC key in the path', async () => {
    const response = await fetch(`${s.urls.rpc}/eth/wrong`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_getTokenPrice', params: [] }),
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ jsonrpc: '2.0', error: { code: -32001 } });
  });

  it('answers 404 JSON for unknown paths', async () => {
    const unknown = await s.get('/nothing/here');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: 'Not found: GET /nothing/here' });
    const underService = await s.get('/evm/api/v9/x');
    expect(underService.status).toBe(404);
  });

  it('serves logos without a key', async () => {
    const logo = await s.get('/evm/logos/alphaswap.svg', { key: null });
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toContain('image/svg+xml');
  });

  it('injects status faults with Retry-After, limited by times, longest match first', async () => {
    await s.control('POST', '/faults', { match: '/evm/', status: 500 });
    await s.control('POST', '/faults', { match: wallet, status: 429, retryAfter: 7, times: 1 });
    const first = await s.get(wallet);
    expect(first.status).toBe(429);
    expect(first.headers.get('retry-after')).toBe('7');
    expect(await first.json()).toEqual({ message: 'Rate limit exceeded' });
    const second = await s.get(wallet);
    expect(second.status).toBe(500);
    await s.control('DELETE', '/faults');
    expect((await s.get('/evm/logos/weth.svg')).status).toBe(200);
  });

  it('answers a 429 in JSON-RPC shape on /rpc', async () => {
    await s.control('POST', '/faults', { match: '/rpc/', status: 429 });
    const response = await fetch(`${s.urls.rpc}/eth/k-test`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 9, method: 'eth_getTokenPrice', params: [] }),
    });
    expect(response.status).toBe(429);
    expect(await response.json()).toEqual({
      jsonrpc: '2.0',
      error: { code: -32005, message: 'Rate limit exceeded' },
      id: 9,
    });
  });

  it('breaks bodies: malformed, truncated, huge', async () => {
    await s.control('POST', '/faults', { match: '/evm/logos/weth', body: 'malformed', times: 1 });
    await s.control('POST', '/faults', { match: wallet, body: 'huge', times: 1 });
    await s.control('POST', '/faults', { match: '/evm/logos/usdc', body: 'truncated', times: 1 });
    const huge = await s.get(wallet);
    expect(huge.status).toBe(200);
    const text = await huge.text();
    expect(text.length).toBe(10 * 1024 * 1024);
    expect(() => JSON.parse(text) as unknown).not.toThrow();
    const notFound = await s.get('/evm/api/v2.2/nope');
    expect(notFound.status).toBeGreaterThanOrEqual(400);
    await s.control('POST', '/faults', { match: '/evm/api/v2.2/nope', body: 'malformed', times: 1 });
    const malformed = await s.get('/evm/api/v2.2/nope');
    expect(() => JSON.parse('') as unknown).toThrow();
    await expect(malformed.json()).rejects.toThrow();
    await expect(s.get('/evm/logos/usdc.svg').then((r) => r.text())).rejects.toThrow();
  });

  it('delays and hangs', async () => {
    await s.control('POST', '/faults', { match: '/evm/logos/weth', delayMs: 150, times: 1 });
    const started = Date.now();
    expect((await s.get('/evm/logos/weth.svg')).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    await s.control('POST', '/faults', { match: '/evm/logos/usdc', body: 'hang', times: 1 });
    const hung = s.get('/evm/logos/usdc.svg').then(
      () => 'answered',
      () => 'failed',
    );
    const timeout = new Promise((resolve) => setTimeout(() => resolve('hung'), 300));
    expect(await Promise.race([hung, timeout])).toBe('hung');
  });

  it('logs service requests, goes down, and resets', async () => {
    await s.get(`${wallet}?chain=eth&limit=5`);
    const log = (await s.control('GET', '/requests')) as { requests: { method: string; path: string; at: number }[] };
    expect(log.requests).toEqual([{ method: 'GET', path: `${wallet}?chain=eth&limit=5`, at: TEST_NOW }]);
    await s.control('DELETE', '/requests');
    expect(await s.control('GET', '/requests')).toEqual({ requests: [] });
    await s.control('POST', '/down', { down: true });
    await expect(s.get('/evm/logos/weth.svg')).rejects.toThrow();
    await s.control('POST', '/reset');
    expect((await s.get('/evm/logos/weth.svg')).status).toBe(200);
  });

  it('goes down for one path prefix only', async () => {
    expect(await s.control('POST', '/down', { down: true, match: '/evm/logos/weth' })).toEqual({
      down: true,
      match: '/evm/logos/weth',
    });
    await expect(s.get('/evm/logos/weth.svg')).rejects.toThrow();
    expect((await s.get('/evm/logos/usdc.svg')).status).toBe(200);
    expect(await s.control('POST', '/down', { down: false })).toEqual({ down: false });
    expect((await s.get('/evm/logos/weth.svg')).status).toBe(200);
  });

  it('reads and moves a frozen clock', async () => {
    expect(await s.control('GET', '/clock')).toEqual({
      nowMs: TEST_NOW,
      now: new Date(TEST_NOW).toISOString(),
      frozen: true,
    });
    expect(await s.control('POST', '/clock', { advanceMs: 60_000 })).toMatchObject({ nowMs: TEST_NOW + 60_000 });
    expect(await s.control('POST', '/clock', { nowMs: 1_000 })).toMatchObject({ nowMs: 1_000 });
    expect((await s.control('POST', '/clock', { bogus: 1 })) as object).toHaveProperty('message');
    await s.control('POST', '/reset');
    expect(await s.control('GET', '/clock')).toMatchObject({ nowMs: TEST_NOW });
  });

  it('applies faults to unknown paths under a service prefix too', async () => {
    await s.control('POST', '/faults', { match: '/evm/unknown', status: 503, times: 1 });
    const response = await s.get('/evm/unknown/path');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ message: 'Service unavailable' });
    expect((await s.get('/evm/unknown/path')).status).toBe(404);
  });

  it('validates fault bodies', async () => {
    expect(await s.control('POST', '/faults', { match: 'no-slash' })).toHaveProperty('message');
    expect(await s.control('POST', '/faults', { match: '/evm', body: 'weird' })).toHaveProperty('message');
  });
});

describe('clock option', () => {
  it('reads a function clock on every call and lets the control API shift it', async () => {
    let now = 1_000_000;
    const s = await startStandin({ now: () => now, control: true });
    try {
      const clock = async () =>
        (await (await fetch(`${s.baseUrl}/__control/clock`)).json()) as { nowMs: number; frozen: boolean };
      expect(await clock()).toMatchObject({ nowMs: 1_000_000, frozen: false });
      now += 5_000;
      expect((await clock()).nowMs).toBe(1_005_000);
      await fetch(`${s.baseUrl}/__control/clock`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ advanceMs: 1_000 }),
      });
      expect((await clock()).nowMs).toBe(1_006_000);
    } finally {
      await s.close();
    }
  });
});

describe('control API is off by default', () => {
  it('404s /__control without control: true', async () => {
    const s = await startStandin({ now: TEST_NOW });
    try {
      const response = await fetch(`${s.baseUrl}/__control/clock`);
      expect(response.status).toBe(404);
    } finally {
      await s.close();
    }
  });
});
