import { describe, expect, it } from 'vitest';
import { parseServerStatus } from '../contract/schemas/status.ts';
import { okReply, startProxy, startRecorder, testConfig, TEST_KEY } from './testing/harness.ts';
import { setupProxySuite } from './testing/suite.ts';
import { INLINE_SCRIPT_HASHES } from './apiPreload.ts';

/** The server around the proxy: the SPA's files, security headers, status, rate limit, modes. */

const env = setupProxySuite();

describe('the app', () => {
  it.each([
    '/',
    '/wallet/0x164fc20c9236deb762fc690a7a0fb4da3e2f8b7d?chain=polygon',
    '/chain-b/blocks/12',
    '/tokens',
    '/index.html',
  ])('answers %s with index.html, never cached', async (path) => {
    const response = await fetch(`${env.proxy.url}${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('<div id="root">');
  });

  it('serves hashed assets as immutable and other files briefly', async () => {
    const asset = await fetch(`${env.proxy.url}/assets/index-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toContain('javascript');
    const icon = await fetch(`${env.proxy.url}/favicon.svg`);
    expect(icon.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('answers a missing asset and non-GET app paths with a JSON 404', async () => {
    expect((await fetch(`${env.proxy.url}/assets/missing-123.js`)).status).toBe(404);
    const post = await fetch(`${env.proxy.url}/wallet/0x1`, { method: 'POST' });
    expect(post.status).toBe(404);
    expect(await post.json()).toEqual({ message: 'Not found.' });
  });

  it('sends strict security headers on pages and API answers', async () => {
    for (const path of ['/', '/api/status', '/api/nope']) {
      const { headers } = await fetch(`${env.proxy.url}${path}`);
      const csp = headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      // The server's fixed inline scripts (server/apiPreload.ts) are admitted by their hashes alone.
      expect(csp).toContain(`script-src 'self' ${INLINE_SCRIPT_HASHES.join(' ')};`);
      expect(csp).toContain("style-src 'self'");
      // Images from this origin only: logos come through /api/logo (server/logo/), never from their hosts.
      expect(csp).toMatch(/(^|;\s*)img-src 'self'(;|$)/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).not.toContain('unsafe-eval');
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('x-frame-options')).toBe('DENY');
      expect(headers.get('referrer-policy')).toBe('no-referrer');
    }
  });

  it('admits no image origin but its own, whatever the upstream', async () => {
    const hosted = await startProxy({
      ...testConfig(env.recorder.url),
      upstreams: {
        evm: 'https://data.example',
        chainB: 'https://b.example',
        streams: 'https://s.example',
        rpc: 'https://r.example',
      },
    });
    try {
      for (const url of [env.proxy.url, hosted.url]) {
        const csp = (await fetch(`${url}/`)).headers.get('content-security-policy') ?? '';
        expect(csp).toMatch(/(^|;\s*)img-src 'self';/);
        expect(csp).not.toContain(new URL(env.recorder.url).origin);
      }
    } finally {
      await hosted.close();
    }
  });

  it('marks API answers no-store', async () => {
    expect((await fetch(`${env.proxy.url}/api/status`)).headers.get('cache-control')).toBe('no-store');
  });
});

describe('GET /api/status', () => {
  it('reports mode, version and upstream health, probes with the key, and caches the probe', async () => {
    // A fresh server: the other tests' /api/status calls have filled this one's probe cache.
    const fresh = await startProxy(testConfig(env.recorder.url));
    env.recorder.requests.length = 0;
    const response = await fetch(`${fresh.url}/api/status`);
    const text = await response.text();
    const status = parseServerStatus(JSON.parse(text));
    expect(status.mode).toBe('live');
    expect(status.version).toBe('9.9.9-test');
    expect(Object.values(status.upstreams).every((health) => health.ok && health.error === null)).toBe(true);
    expect(text).not.toContain(TEST_KEY);
    expect(env.recorder.requests.map((request) => request.url).sort()).toEqual([
      '/chain-b/',
      '/evm/',
      `/rpc/eth/${TEST_KEY}`,
      '/streams/',
    ]);
    expect(
      env.recorder.requests
        .filter((request) => !request.url.startsWith('/rpc/'))
        .every((request) => request.headers['x-api-key'] === TEST_KEY),
    ).toBe(true);
    await fetch(`${fresh.url}/api/status`);
    expect(env.recorder.requests).toHaveLength(4);
    await fresh.close();
  });

  it('reports an unreachable or failing upstream', async () => {
    const closed = await startRecorder();
    await closed.close();
    const config = testConfig(env.recorder.url);
    const mixed = await startProxy({ ...config, upstreams: { ...config.upstreams, streams: `${closed.url}/streams` } });
    env.recorder.respond = (request) =>
      request.url.startsWith('/rpc/') ? { status: 503, body: '{}' } : { body: '{}' };
    try {
      const status = parseServerStatus(await (await fetch(`${mixed.url}/api/status`)).json());
      expect(status.upstreams.evm.ok).toBe(true);
      expect(status.upstreams.streams).toEqual({ ok: false, latencyMs: null, error: 'connection refused' });
      expect(status.upstreams.rpc).toMatchObject({ ok: false, error: 'HTTP 503' });
    } finally {
      await mixed.close();
      env.recorder.respond = okReply;
    }
  });
});

describe('the rate limit', () => {
  it('answers 429 JSON with Retry-After past the per-client limit, and forwards nothing', async () => {
    const limited = await startProxy(testConfig(env.recorder.url, { rateLimitPerMinute: 5 }));
    try {
      env.recorder.requests.length = 0;
      const path = `${limited.url}/api/chain-b/blocks/1`;
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1) statuses.push((await fetch(`${path}${i}`)).status);
      expect(statuses).toEqual([200, 200, 200, 200, 200]);
      const refused = await fetch(`${path}9`);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await refused.json()).toMatchObject({ message: expect.stringMatching(/Too many requests/) });
      expect(env.recorder.requests).toHaveLength(5);
      // The app's own files are not counted against the limit.
      expect((await fetch(`${limited.url}/`)).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('modes and hooks', () => {
  it('serves the API only (JSON 404 elsewhere) when outDir is null', async () => {
    const apiOnly = await startProxy(testConfig(env.recorder.url, { outDir: null }));
    try {
      expect((await fetch(`${apiOnly.url}/`)).status).toBe(404);
      expect((await fetch(`${apiOnly.url}/api/chain-b/blocks/1`)).status).toBe(200);
    } finally {
      await apiOnly.close();
    }
  });

  it('answers 503 JSON for app paths when the app is not built', async () => {
    const unbuilt = await startProxy(testConfig(env.recorder.url, { outDir: '/nonexistent-chainboard-dist' }));
    try {
      const response = await fetch(`${unbuilt.url}/wallet/0x1`);
      expect(response.status).toBe(503);
      expect((await response.json()).message).toMatch(/not built/);
    } finally {
      await unbuilt.close();
    }
  });

  it('offers the e2e cache reset only when test hooks are on', async () => {
    expect((await fetch(`${env.proxy.url}/api/__test/reset-cache`, { method: 'POST' })).status).toBe(404);
    const hooked = await startProxy(testConfig(env.recorder.url, { testHooks: true }));
    try {
      expect((await fetch(`${hooked.url}/api/__test/reset-cache`, { method: 'POST' })).status).toBe(204);
    } finally {
      await hooked.close();
    }
  });
});
