import { readFileSync } from 'node:fs';
import { LOGO_PATH } from '../contract/api/logo';
import { DEMO_TOKENS, DEMO_WALLETS } from '../standin/catalog';
import { DEFAULT_WATCHLIST } from '../contract/pages/tokens/defaults';
import { DEMO_URL, E2E_KEY, expect, LIVE_URL, test } from './fixtures';
import { LIVE_LOG_FILE } from './env';

/**
 * The real server as the browser meets it: deep links, security and cache headers, the JSON
 * answers of /api, both modes, and the key nowhere the browser or a log line can see it.
 */

const wallet = DEMO_WALLETS.quiet;
const deepLink = `/wallet/${wallet.address}?chain=polygon`;

test.describe('the server', () => {
  test('a deep link loads the app directly, with strict security headers', async ({ page }) => {
    const response = await page.goto(deepLink);
    expect(response?.status()).toBe(200);
    const headers = response!.headers();
    expect(headers['content-type']).toContain('text/html');
    expect(headers['cache-control']).toBe('no-cache');
    const csp = headers['content-security-policy'] ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toMatch(/(^|;\s*)img-src 'self';/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('no-referrer');
    // The SPA booted (a script from /assets ran under the CSP) and kept the deep link's URL.
    await expect(page.locator('#root, #app, body').first()).not.toBeEmpty();
    expect(new URL(page.url()).pathname).toBe(`/wallet/${wallet.address}`);
  });

  test('a deep link preloads its own page chunk, which the page then uses', async ({ page, request }) => {
    const html = await (await request.get(deepLink)).text();
    const preloaded = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]!);
    expect(
      preloaded.find((href) => /^\/assets\/wallet\._address-[\w-]+\.js$/.test(href)),
      html,
    ).toBeTruthy();
    // A page without its own chunk (unknown path) gets none.
    expect(await (await request.get('/no/such/page')).text()).not.toContain('modulepreload');
    const loaded: string[] = [];
    page.on('response', (response) => loaded.push(new URL(response.url()).pathname));
    await page.goto(deepLink);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    // Each preloaded file arrives once: a preload the module loader could not reuse (another
    // credentials mode, another URL) would be fetched a second time.
    for (const href of preloaded)
      expect(
        loaded.filter((path) => path === href),
        href,
      ).toHaveLength(1);
  });

  test('a deep link starts its first API call from the HTML, and the page takes that answer (one request)', async ({
    page,
    request,
  }) => {
    const html = await (await request.get(`${deepLink}&limit=5`)).text();
    const expected = `/api/evm/${wallet.address}?chain=0x89&limit=5`;
    expect(html).toContain(`<link rel="preload" as="fetch" crossorigin href="${expected.replace('&', '&amp;')}">`);
    // Input the page refuses is not preloaded either: it sends nothing.
    expect(await (await request.get(`/wallet/${wallet.address}?chain=mars`)).text()).not.toContain('href="/api/evm/');
    // Every page preloads the status its shell asks for.
    expect(html).toContain('<link rel="preload" as="fetch" crossorigin href="/api/status">');
    const calls: string[] = [];
    // Data calls only: the rows' entity logos come from /api/logo as images.
    const isDataCall = (url: string) =>
      new URL(url).pathname.startsWith('/api/') && new URL(url).pathname !== LOGO_PATH;
    page.on('request', (r) => {
      if (isDataCall(r.url())) calls.push(r.url().replace(/^https?:\/\/[^/]+/, ''));
    });
    await page.goto(`${deepLink}&limit=5`);
    await expect(page.locator('main table tbody tr').first()).toBeVisible();
    await expect(page.locator('footer')).toContainText(/demo/i);
    // A preload the page's fetch could not reuse (another URL or credentials mode) would go out twice.
    expect(calls).toEqual([expected, '/api/status']);
    const initiators = await page.evaluate(
      (logoPath) =>
        performance
          .getEntriesByType('resource')
          .filter((e) => e.name.includes('/api/') && !e.name.includes(logoPath))
          .map((e) => (e as PerformanceResourceTiming).initiatorType),
      LOGO_PATH,
    );
    expect(initiators).toEqual(['link', 'link']);
  });

  test('a /tokens link preloads its cards’ prices: the defaults when nothing or the defaults are stored, another stored list left to the page', async ({
    page,
  }) => {
    const calls: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/')) calls.push(r.url().replace(/^https?:\/\/[^/]+/, ''));
    });
    const priceInitiators = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((e) => e.name.includes('/price'))
          .map((e) => (e as PerformanceResourceTiming).initiatorType),
      );
    const prices = () => calls.filter((call) => call.includes('/price'));

    // A first visit: the page's own inline script (admitted by its hash; a CSP violation would
    // fail the test) preloads the four defaults, and each card takes its answer: one request each.
    await page.goto('/tokens');
    await expect(page.getByTestId('usd-price')).toHaveCount(4);
    expect(prices()).toHaveLength(4);
    expect(new Set(prices()).size).toBe(4);
    expect(await priceInitiators()).toEqual(['link', 'link', 'link', 'link']);

    // Back again: the first visit stored the defaults, which the page shows, preloaded as before.
    calls.length = 0;
    expect(await page.evaluate(() => localStorage.getItem('chainboard:tokens.watchlist'))).toBe(DEFAULT_WATCHLIST);
    await page.goto('/tokens');
    await expect(page.getByTestId('usd-price')).toHaveCount(4);
    expect(prices()).toHaveLength(4);
    expect(new Set(prices()).size).toBe(4);
    expect(await priceInitiators()).toEqual(['link', 'link', 'link', 'link']);

    // Another stored list: the script stands aside, and the page fetches that list alone.
    calls.length = 0;
    await page.evaluate(
      (usdc) => localStorage.setItem('chainboard:tokens.watchlist', `eth:${usdc}`),
      DEMO_TOKENS.usdc.address,
    );
    await page.goto('/tokens');
    await expect(page.getByTestId('usd-price')).toHaveCount(1);
    expect(prices()).toEqual([`/api/evm/erc20/${DEMO_TOKENS.usdc.address}/price?chain=0x1&include=percent_change`]);
    expect(await priceInitiators()).toEqual(['fetch']);
  });

  test('hashed assets are immutable; a missing asset is a 404, not the app', async ({ page, request }) => {
    const assets: string[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/assets/')) assets.push(response.url());
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(assets.length).toBeGreaterThan(0);
    const asset = await request.get(assets[0]!);
    expect(asset.status()).toBe(200);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await request.get('/assets/does-not-exist-1234.js');
    expect(missing.status()).toBe(404);
  });

  test('unknown /api paths answer JSON 404, bad input JSON 400, wrong methods 405', async ({ request }) => {
    const unknown = await request.get('/api/does/not/exist');
    expect(unknown.status()).toBe(404);
    expect(await unknown.json()).toEqual({ message: expect.any(String) });
    const bad = await request.get('/api/evm/0x1234');
    expect(bad.status()).toBe(400);
    expect((await bad.json()).message).toMatch(/40 hex digits/);
    const method = await request.delete(`/api/evm/${wallet.address}`);
    expect(method.status()).toBe(405);
  });

  test('/api/status reports demo mode on the demo server and live mode on the live one', async ({ request }) => {
    const demo = await request.get(`${DEMO_URL}/api/status`);
    expect(demo.status()).toBe(200);
    const demoBody = await demo.json();
    expect(demoBody.mode).toBe('demo');
    expect(demoBody.upstreams.evm.ok).toBe(true);
    const live = await request.get(`${LIVE_URL}/api/status`);
    const liveText = await live.text();
    expect(JSON.parse(liveText).mode).toBe('live');
    expect(JSON.parse(liveText).version).toMatch(/^\d+\.\d+\.\d+/);
    expect(liveText).not.toContain(E2E_KEY);
  });

  test('the live server injects the key upstream and the browser never sees it', async ({ page, standin }) => {
    const seen: string[] = [];
    page.on('response', async (response) => {
      const headers = JSON.stringify(await response.allHeaders());
      const body = (await response.body().catch(() => Buffer.alloc(0))).toString('utf8');
      seen.push(headers + body);
    });
    await page.goto(`${LIVE_URL}${deepLink}`);
    await page.waitForLoadState('networkidle');
    // Through the same origin, as the SPA does: a REST call and an RPC call.
    const answers = await page.evaluate(async (address) => {
      const rest = await fetch(`/api/evm/${address}?chain=eth&limit=1`);
      const rpc = await fetch('/api/rpc/eth', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'eth_getTokenPrice',
          params: [{ address: '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2' }],
        }),
      });
      return [rest.status, await rest.text(), rpc.status, await rpc.text()] as const;
    }, wallet.address);
    expect(answers[0]).toBe(200);
    expect(answers[2]).toBe(200);
    for (const text of [...seen, answers[1], answers[3]]) expect(text.includes(E2E_KEY)).toBe(false);
    // The stand-in accepted the key, so the proxy did inject it (in the RPC path, shown as <KEY>).
    const paths = (await standin.requests()).map((request) => request.path);
    expect(paths).toContain(`/evm/api/v2.2/${wallet.address}?chain=0x1&limit=1&order=DESC`);
    expect(paths).toContain('/rpc/eth/<KEY>');
  });

  test('a bad request is refused by the proxy and nothing reaches the stand-in', async ({ request, standin }) => {
    for (const path of [
      '/api/evm/0xZZ',
      '/api/rpc/not-a-chain',
      '/api/evm/..%2f..%2fetc',
      `/api/evm/${wallet.address}?chain=mars`,
    ]) {
      const response = await request.get(`${LIVE_URL}${path}`);
      expect(response.status(), path).toBeGreaterThanOrEqual(400);
      expect(response.status(), path).toBeLessThan(500);
    }
    expect(await standin.requests()).toEqual([]);
  });

  test.describe('through the live server', () => {
    // Its requests reach the shared stand-in: hold the lock, as tests that drive it do.
    test.use({ liveServer: true });

    test('the live server log never contains the key', async ({ request }) => {
      await request.get(`${LIVE_URL}/api/evm/${wallet.address}?chain=eth&limit=2`);
      await request.post(`${LIVE_URL}/api/rpc/eth`, {
        data: {
          jsonrpc: '2.0',
          id: 7,
          method: 'eth_getTokenPrice',
          params: [{ address: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48' }],
        },
      });
      // Let the file destination flush.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const log = readFileSync(LIVE_LOG_FILE, 'utf8');
      expect(log.length).toBeGreaterThan(0);
      expect(log.includes(E2E_KEY)).toBe(false);
    });
  });
});
