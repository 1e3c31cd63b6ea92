import type { Browser, Page } from 'playwright-core';
import { DEMO_WALLETS } from '../standin/catalog.ts';
import { freshContext } from './lib/browser.ts';
import { clearStandinRequests, resetProxyCache, standinRequests } from './lib/procs.ts';
import { errorText, missing, round, withBudget, type Figure } from './lib/stats.ts';

/**
 * Section 7: upstream economy. A scripted visit in Chromium against the live-mode server pointed
 * at the stand-in (control API on), starting with the proxy cache and the stand-in's log empty:
 * search the busy wallet on home → wallet page → page 2 → back → decoded (verbose) → back →
 * Tokens (the watchlist's price cards). Upstream calls = the stand-in's log (status probes of the
 * bare base URLs counted apart); distinct data needed = distinct API requests the page made
 * (method, URL and body; /api/status aside).
 */

export interface JourneyResult {
  figures: Figure[];
  steps: string[];
  upstream: string[];
  browserRequests: string[];
  error?: string;
}

const ROWS = 'main table tbody tr';

async function settle(page: Page, selector: string) {
  await page.waitForSelector(selector, { timeout: 20_000 });
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), null, {
    timeout: 20_000,
    polling: 50,
  });
  await page.waitForTimeout(800);
}

export async function measureJourney(browser: Browser, origin: string, standinUrl: string): Promise<JourneyResult> {
  const steps: string[] = [];
  const browserRequests: string[] = [];
  await resetProxyCache(origin);
  await clearStandinRequests(standinUrl);
  const context = await freshContext(browser);
  try {
    const page = await context.newPage();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/') && url.pathname !== '/api/status') {
        browserRequests.push(
          `${request.method()} ${url.pathname}${url.search}${request.postData() ? ` ${request.postData()}` : ''}`,
        );
      }
    });
    const step = async (name: string, action: () => Promise<unknown>, selector = ROWS) => {
      await action();
      await settle(page, selector);
      steps.push(`${name} (${page.url().replace(origin, '')})`);
    };
    await step('home', () => page.goto(`${origin}/`), 'main input');
    await step('search the busy wallet', async () => {
      await page.getByLabel(/Search by address/).fill(DEMO_WALLETS.busy.address);
      await page.getByLabel(/Search by address/).press('Enter');
      await page.waitForURL(/\/wallet\//, { timeout: 20_000 });
    });
    await step('page 2', async () => {
      await page
        .getByRole('navigation', { name: 'Pagination' })
        .first()
        .getByRole('button', { name: /Next/ })
        .first()
        .click();
      await page.waitForURL(/cursor/, { timeout: 20_000 });
    });
    await step('back', () => page.goBack());
    await step('decoded (verbose)', async () => {
      await page.getByRole('link', { name: /Decoded/ }).click();
      await page.waitForURL(/verbose=true/, { timeout: 20_000 });
    });
    await step('back', () => page.goBack());
    await step(
      'token cards',
      async () => {
        await page.getByRole('link', { name: 'Tokens', exact: true }).click();
        await page.waitForURL(/\/tokens/, { timeout: 20_000 });
      },
      '[data-testid="token-card"] [data-testid="usd-price"]',
    );
    await page.waitForTimeout(1_500);
  } catch (error) {
    return {
      figures: [missing('journey upstream calls', 'calls', errorText(error))],
      steps,
      upstream: [],
      browserRequests,
      error: errorText(error),
    };
  } finally {
    await context.close();
  }
  const log = await standinRequests(standinUrl);
  // Status probes (GET of a bare base URL, no key) and token/entity logos (images the browser
  // loads itself from the service's logo URLs) are not data calls: counted apart.
  const isProbe = (path: string) => /^\/(evm|chain-b|streams|rpc)\/?$/.test(path.split('?')[0]!);
  const isLogo = (path: string) => /^\/evm\/logos\//.test(path);
  const data = log
    .filter((e) => !isProbe(e.path) && !isLogo(e.path))
    .map((e) => `${e.method} ${e.path.replace(/\/rpc\/([^/]+)\/[^/?]+/, '/rpc/$1/[key]')}`);
  const probes = log.filter((e) => isProbe(e.path)).length;
  const logos = log.filter((e) => isLogo(e.path)).length;
  const distinctNeeded = new Set(browserRequests).size;
  const distinctUpstream = new Set(data).size;
  const ratio = distinctNeeded ? data.length / distinctNeeded : NaN;
  return {
    figures: [
      withBudget(
        {
          label: 'journey: upstream calls ÷ distinct data needed',
          value: round(ratio, 2),
          unit: '×',
          how: `${data.length} upstream data calls (stand-in log) for ${distinctNeeded} distinct API requests of the page; ${distinctUpstream} distinct upstream URLs; ${browserRequests.length} browser API requests in all; ${probes} status probes and ${logos} logo images apart`,
        },
        '≤ 1',
        (v) => v <= 1,
      ),
      { label: 'journey: upstream data calls', value: data.length, unit: 'calls', how: '1 run, stand-in control log' },
      {
        label: 'journey: distinct data needed',
        value: distinctNeeded,
        unit: 'requests',
        how: 'distinct (method, /api URL, body) the page asked for',
      },
    ],
    steps,
    upstream: data,
    browserRequests,
  };
}
