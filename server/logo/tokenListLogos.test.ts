import Fastify, { type FastifyInstance } from 'fastify';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildServer } from '../app.ts';
import { LogCapture, startRecorder, testConfig, type Recorder } from '../testing/harness.ts';
import { checkLogoUrl, logoAllowlist } from './origins.ts';
import { publicOnlyLookup } from './publicAddress.ts';
import { logoRoutes } from './routes.ts';
import { PNG_BYTES, serve, startLogoHost, type LogoHost } from './testing.ts';
import { tokenListLogoUrls } from './tokenListLogos.ts';

/** The token list's logos: exactly the URLs it names are fetched, with every check of the route. */

const list = (
  createRequire(import.meta.url)('@uniswap/default-token-list') as {
    tokens: { chainId: number; symbol: string; logoURI?: string }[];
  }
).tokens;
const WETH_LOGO = list.find((token) => token.chainId === 1 && token.symbol === 'WETH')!.logoURI!;
const logoPath = (url: string) => `/api/logo?url=${encodeURIComponent(url)}`;

describe("the token list's logo URLs", () => {
  const urls = tokenListLogoUrls();

  it("are the http(s) logos the package names for the app's chains, each a whole URL, never an origin", () => {
    expect(urls.has(WETH_LOGO)).toBe(true);
    expect(urls.size).toBeGreaterThan(500);
    for (const url of urls) {
      expect(url).toMatch(/^https?:\/\/[^/]+\/./);
      expect(new URL(url).href).toBe(url);
    }
    // ipfs:// and other schemes are not fetched.
    expect([...urls].some((url) => url.startsWith('ipfs:'))).toBe(false);
  });

  it('allow exactly those URLs: another path of the same host is refused', () => {
    const allowed = logoAllowlist(['https://cdn.example'], 'https://data.example/evm', urls);
    expect(checkLogoUrl(WETH_LOGO, allowed).ok).toBe(true);
    expect(checkLogoUrl(`${WETH_LOGO}#x`, allowed).ok).toBe(true);
    for (const sibling of [
      WETH_LOGO.replace('logo.png', 'other.png'),
      `${WETH_LOGO}?v=2`,
      'https://raw.githubusercontent.com/',
      WETH_LOGO.replace('https:', 'http:'),
    ]) {
      const check = checkLogoUrl(sibling, allowed);
      expect(check.ok, sibling).toBe(false);
      if (!check.ok) expect(check.status).toBe(403);
    }
    // LOGO_ORIGINS=none: no logo host at all, the list's included.
    expect(checkLogoUrl(WETH_LOGO, logoAllowlist([], 'https://data.example/evm', urls)).ok).toBe(false);
  });
});

describe('GET /api/logo for a listed URL', () => {
  let host: LogoHost;
  let upstream: Recorder;
  let app: FastifyInstance;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    host = await startLogoHost({
      '/listed.png': serve('image/png', PNG_BYTES),
      '/unlisted.png': serve('image/png', PNG_BYTES),
      '/listed-page.png': serve('text/html', '<!doctype html><script>alert(1)</script>'),
      '/listed-redirect.png': (_request, response) => response.writeHead(302, { location: '/unlisted.png' }).end(),
    });
    upstream = await startRecorder();
    const listed = new Set(
      ['/listed.png', '/listed-page.png', '/listed-redirect.png'].map((path) => `${host.origin}${path}`),
    );
    app = Fastify();
    await app.register(
      logoRoutes({
        allowed: logoAllowlist(['https://cdn.example'], 'https://data.example/evm', listed),
        timeoutMs: 500,
      }),
    );
    apps.push(app);
  });

  afterAll(async () => {
    await Promise.all(apps.map((one) => one.close()));
    await Promise.all([host.close(), upstream.close()]);
  });

  beforeEach(() => {
    host.requests.length = 0;
  });

  it('is fetched and served; another path of its host is refused before any request', async () => {
    const answer = await app.inject(logoPath(`${host.origin}/listed.png`));
    expect(answer.statusCode).toBe(200);
    expect(answer.rawPayload.equals(PNG_BYTES)).toBe(true);
    expect((await app.inject(logoPath(`${host.origin}/unlisted.png`))).statusCode).toBe(403);
    expect(host.requests).toEqual(['/listed.png']);
  });

  it("keeps the route's checks: a redirect off the list is refused, a body that is no image too", async () => {
    const redirected = await app.inject(logoPath(`${host.origin}/listed-redirect.png`));
    expect(redirected.statusCode).toBe(403);
    expect(host.requests).toEqual(['/listed-redirect.png']);
    expect((await app.inject(logoPath(`${host.origin}/listed-page.png`))).statusCode).toBe(502);
  });

  it('is allowed by the real server, whose host names still have to resolve to public addresses', async () => {
    const server = await buildServer(testConfig(upstream.url, { logoOrigins: ['https://cdn.example'] }), {
      logStream: new LogCapture(),
      // The list's host resolves here to a private address: refused before any connection.
      logos: { timeoutMs: 500, lookup: publicOnlyLookup(async () => [{ address: '10.0.0.7', family: 4 }]) },
    });
    apps.push(server);
    const listed = await server.inject(logoPath(WETH_LOGO));
    expect(listed.statusCode).toBe(403);
    expect(listed.json().message).toMatch(/non-public/);
    const sibling = await server.inject(logoPath(WETH_LOGO.replace('logo.png', 'other.png')));
    expect(sibling.statusCode).toBe(403);
    expect(sibling.json().message).toMatch(/token list/);
  });
});
