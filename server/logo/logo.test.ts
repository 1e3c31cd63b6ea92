import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildServer } from '../app.ts';
import type { ServerConfig } from '../config.ts';
import { LogCapture, startRecorder, testConfig, type Recorder } from '../testing/harness.ts';
import { publicOnlyLookup, type Resolver } from './publicAddress.ts';
import { LOGO_CACHE_CONTROL, LOGO_CSP, LOGO_MAX_BYTES } from './routes.ts';
import { JPEG_BYTES, PNG_BYTES, serve, startLogoHost, SVG_TEXT, type LogoHost } from './testing.ts';

/**
 * GET /api/logo against hostile logo URLs and hostile logo hosts: only allowed origins are
 * contacted, only images come back, and every refusal is a JSON 4xx/5xx the page turns into
 * initials. `other` stands for any host not on the allowlist: it must never be asked anything.
 */

let host: LogoHost;
let other: LogoHost;
let upstream: Recorder;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  other = await startLogoHost({ '/ok.png': serve('image/png', PNG_BYTES) });
  host = await startLogoHost({
    '/ok.png': serve('image/png', PNG_BYTES),
    '/ok.svg': serve('image/svg+xml; charset=utf-8', SVG_TEXT),
    '/mislabelled.png': serve('image/png', JPEG_BYTES),
    '/big.png': serve('image/png', Buffer.concat([PNG_BYTES, Buffer.alloc(LOGO_MAX_BYTES)])),
    '/big-chunked.png': (_request, response) => {
      response.writeHead(200, { 'content-type': 'image/png' });
      response.write(PNG_BYTES);
      for (let i = 0; i < 40; i += 1) response.write(Buffer.alloc(8 * 1024));
      response.end();
    },
    '/page.html': serve('text/html', '<!doctype html><script>alert(1)</script>'),
    '/html-as-png.png': serve('image/png', '<!doctype html><script>alert(1)</script>'),
    '/svg-as-png.png': serve('image/png', SVG_TEXT),
    '/png-as-octets': serve('application/octet-stream', PNG_BYTES),
    '/gzip.png': serve('image/png', PNG_BYTES, { 'content-encoding': 'gzip' }),
    '/missing.png': (_request, response) => response.writeHead(404).end(),
    '/broken.png': (_request, response) => response.writeHead(500).end(),
    '/slow.png': (_request, response) =>
      void setTimeout(() => response.writeHead(200, { 'content-type': 'image/png' }).end(PNG_BYTES), 2_000),
    '/to-other.png': (_request, response) => response.writeHead(302, { location: `${other.origin}/ok.png` }).end(),
    '/to-ok.png': (_request, response) => response.writeHead(301, { location: '/ok.png' }).end(),
    '/loop.png': (_request, response) => response.writeHead(302, { location: '/loop.png' }).end(),
  });
  upstream = await startRecorder();
});

afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await Promise.all([host.close(), other.close(), upstream.close()]);
});

beforeEach(() => {
  host.requests.length = 0;
  other.requests.length = 0;
});

async function server(overrides: Partial<ServerConfig> = {}, resolver?: Resolver): Promise<FastifyInstance> {
  const config = testConfig(upstream.url, { logoOrigins: [host.origin], ...overrides });
  const app = await buildServer(config, {
    logStream: new LogCapture(),
    logos: { timeoutMs: 500, ...(resolver ? { lookup: publicOnlyLookup(resolver) } : {}) },
  });
  apps.push(app);
  return app;
}

const logoPath = (url: string) => `/api/logo?url=${encodeURIComponent(url)}`;

describe('GET /api/logo', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await server();
  });

  it('serves an allowed logo from this origin: the type its bytes show, cached a day, sandboxed', async () => {
    const answer = await app.inject(logoPath(`${host.origin}/ok.png`));
    expect(answer.statusCode).toBe(200);
    expect(answer.rawPayload.equals(PNG_BYTES)).toBe(true);
    expect(answer.headers['content-type']).toBe('image/png');
    expect(answer.headers['cache-control']).toBe(LOGO_CACHE_CONTROL);
    expect(answer.headers['content-security-policy']).toBe(LOGO_CSP);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    // No cookie, key or referrer goes to the logo host.
    const sent = host.headers.at(-1)!;
    expect(
      Object.keys(sent).filter((name) => ['cookie', 'x-api-key', 'authorization', 'referer'].includes(name)),
    ).toEqual([]);
  });

  it('serves SVG only under a sandbox CSP, and a raster type by its bytes', async () => {
    const svg = await app.inject(logoPath(`${host.origin}/ok.svg`));
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    expect(svg.headers['content-security-policy']).toContain('sandbox');
    const jpeg = await app.inject(logoPath(`${host.origin}/mislabelled.png`));
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
  });

  it('asks the logo host once for many requests, also concurrent ones', async () => {
    const url = `${host.origin}/ok.png?cached=1`;
    await Promise.all(Array.from({ length: 5 }, () => app.inject(logoPath(url))));
    await app.inject(logoPath(url));
    expect(host.requests.filter((path) => path === '/ok.png?cached=1')).toHaveLength(1);
  });

  it('remembers a failing logo a while instead of asking again for every row', async () => {
    expect((await app.inject(logoPath(`${host.origin}/broken.png`))).statusCode).toBe(502);
    expect((await app.inject(logoPath(`${host.origin}/broken.png`))).statusCode).toBe(502);
    expect(host.requests.filter((path) => path === '/broken.png')).toHaveLength(1);
  });

  it.each([
    ['no url', '/api/logo', 400],
    [
      'two urls',
      `/api/logo?url=${encodeURIComponent('http://a.example/1.png')}&url=${encodeURIComponent('http://b.example/2.png')}`,
      400,
    ],
    ['not a URL', logoPath('not a url'), 400],
    ['javascript:', logoPath('javascript:alert(1)'), 400],
    ['file:', logoPath('file:///etc/passwd'), 400],
    ['data:', logoPath('data:image/png;base64,iVBORw0KGgo='), 400],
    ['a URL past the length cap', logoPath(`https://cdn.example/${'a'.repeat(2100)}.png`), 400],
    ['a host not on the allowlist', logoPath('https://tracker.example/pixel.png'), 403],
    ['another port on the allowed host', () => logoPath(`${other.origin}/ok.png`), 403],
    ['https instead of the allowed http', () => logoPath(`${host.origin.replace('http:', 'https:')}/ok.png`), 403],
    [
      'user info before another host',
      () => logoPath(`http://127.0.0.1:${host.port}@127.0.0.1:${other.port}/ok.png`),
      400,
    ],
    ['user info on the allowed host', () => logoPath(`http://user:secret@127.0.0.1:${host.port}/ok.png`), 400],
    ['a look-alike host name', () => logoPath(`http://127.0.0.1.evil.example:${host.port}/ok.png`), 403],
    ['a private address', logoPath('http://10.0.0.1/logo.png'), 403],
    ['cloud metadata', logoPath('http://169.254.169.254/latest/meta-data/'), 403],
    ['the server itself', logoPath('http://127.0.0.1:8080/api/status'), 403],
  ])('refuses %s without contacting anything', async (_name, path, status) => {
    const answer = await app.inject(typeof path === 'function' ? path() : path);
    expect(answer.statusCode).toBe(status);
    expect(answer.json()).toHaveProperty('message');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(host.requests).toEqual([]);
    expect(other.requests).toEqual([]);
  });

  it.each([
    ['a redirect to a host off the allowlist', '/to-other.png', 403],
    ['a redirect loop', '/loop.png', 502],
    ['a logo over the size cap (Content-Length)', '/big.png', 502],
    ['a logo over the size cap (chunked)', '/big-chunked.png', 502],
    ['an HTML page', '/page.html', 502],
    ['HTML labelled as PNG', '/html-as-png.png', 502],
    ['SVG labelled as PNG', '/svg-as-png.png', 502],
    ['an image without an image content type', '/png-as-octets', 502],
    ['a body in a content coding nobody asked for', '/gzip.png', 502],
    ['a missing logo', '/missing.png', 502],
    ['a host too slow to answer', '/slow.png', 504],
  ])('refuses %s from an allowed host', async (_name, path, status) => {
    const answer = await app.inject(logoPath(`${host.origin}${path}`));
    expect(answer.statusCode).toBe(status);
    expect(answer.headers['content-type']).toContain('application/json');
    expect(other.requests).toEqual([]);
  });

  it('follows a redirect that stays on an allowed origin', async () => {
    const answer = await app.inject(logoPath(`${host.origin}/to-ok.png`));
    expect(answer.statusCode).toBe(200);
    expect(host.requests).toEqual(['/to-ok.png', '/ok.png']);
  });
});

describe('an allowed host name that resolves to a non-public address', () => {
  it.each([['127.0.0.1'], ['10.1.2.3'], ['169.254.169.254'], ['::ffff:127.0.0.1'], ['fd00::1']])(
    'is refused when it resolves to %s, before any connection',
    async (address) => {
      const app = await server({ logoOrigins: [`http://logos.test:${host.port}`] }, async () => [
        { address, family: address.includes(':') ? 6 : 4 },
      ]);
      const answer = await app.inject(logoPath(`http://logos.test:${host.port}/ok.png`));
      expect(answer.statusCode).toBe(403);
      expect(answer.json().message).toMatch(/non-public/);
      expect(host.requests).toEqual([]);
    },
  );

  it('is refused when one of its addresses is private (a rebinding name may answer either)', async () => {
    const app = await server({ logoOrigins: [`http://logos.test:${host.port}`] }, async () => [
      { address: '93.184.215.14', family: 4 },
      { address: '127.0.0.1', family: 4 },
    ]);
    expect((await app.inject(logoPath(`http://logos.test:${host.port}/ok.png`))).statusCode).toBe(403);
    expect(host.requests).toEqual([]);
  });
});

describe('the logo route among the other /api paths', () => {
  it("is refused to another site's page, and nothing is fetched", async () => {
    const app = await server();
    const answer = await app.inject({
      url: logoPath(`${host.origin}/ok.png`),
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(answer.statusCode).toBe(403);
    expect(host.requests).toEqual([]);
    expect(
      (await app.inject({ url: logoPath(`${host.origin}/ok.png`), headers: { 'sec-fetch-site': 'same-origin' } }))
        .statusCode,
    ).toBe(200);
  });

  it('counts against the per-client request limit', async () => {
    const app = await server({ rateLimitPerMinute: 3 });
    const statuses = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push((await app.inject(logoPath(`${host.origin}/ok.png?n=${i}`))).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('costs no compute units and sends nothing to the metered upstream', async () => {
    const app = await server({ cuDailyBudget: 1_000 });
    upstream.requests.length = 0;
    expect((await app.inject(logoPath(`${host.origin}/ok.png?cu=1`))).statusCode).toBe(200);
    expect((await app.inject('/api/status')).json().budget.dailySpent).toBe(0);
    // Only the status page's probes reach it: a GET of each base URL, and of the RPC key path (no call).
    const probes = /^\/[\w-]+\/$|^\/rpc\/eth\/[^/]+$/;
    expect(upstream.requests.filter((request) => !probes.test(request.url))).toEqual([]);
  });

  it('is behind sign-in like all of /api', async () => {
    const app = await server({ auth: { mode: 'proxy', proxyHeader: 'x-user' }, trustProxy: ['127.0.0.1/32'] });
    expect((await app.inject(logoPath(`${host.origin}/ok.png`))).statusCode).toBe(401);
    expect(host.requests).toEqual([]);
    expect(
      (await app.inject({ url: logoPath(`${host.origin}/ok.png`), headers: { 'x-user': 'ana@example.org' } }))
        .statusCode,
    ).toBe(200);
  });

  it("allows nothing with LOGO_ORIGINS=none but the loopback stand-in's own logos", async () => {
    const app = await server({ logoOrigins: [] });
    expect((await app.inject(logoPath(`${host.origin}/ok.png`))).statusCode).toBe(403);
    expect(host.requests).toEqual([]);
  });
});
