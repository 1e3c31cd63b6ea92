import type { Page, Request } from '@playwright/test';
import { LOGO_PATH } from '../contract/api/logo';
import { DEMO_COIN_TYPES, DEMO_NFT_CONTRACTS, DEMO_TOKENS, DEMO_WALLETS } from '../standin/catalog';
import { expect, test } from './fixtures';

/**
 * Hovering a link preloads its route (the router's `defaultPreload: 'intent'`, and the `Address`
 * link's own preload): the route's code may load, but no loader may call /api, because every
 * call bills the key owner's compute units for a page nobody opened.
 *
 * Each page is opened in the demo server and left to settle; then the page's timers are paused,
 * every visible link is hovered in turn and the page's clock is moved past the preload delay, so
 * each intent preload fires whatever the machine's speed. The paused clock also keeps the pages'
 * own refresh timers (status, watchlist, failed deliveries) from sending anything meanwhile.
 */

const PAGES = [
  '/',
  '/tokens',
  `/token/${DEMO_TOKENS.weth.address}?chain=eth`,
  `/wallet/${DEMO_WALLETS.busy.address}?chain=eth`,
  `/nft/${DEMO_NFT_CONTRACTS.erc721.address}?chain=eth`,
  '/chain-b/blocks/1000',
  `/chain-b/coins?hashes=${encodeURIComponent(DEMO_COIN_TYPES[0])}`,
  '/streams/failed',
];

/** Longer than the intent preload's delay (the router's 50 ms default, the Address link's 50 ms). */
const PAST_PRELOAD_DELAY_MS = 120;
/** How long the network must stay quiet before the page counts as settled. */
const QUIET_MS = 700;

/** Resolves once no request has been in flight for QUIET_MS (page loads, preloads' chunks). */
async function networkSettled(page: Page, track: { inFlight: number; lastActivity: number }): Promise<void> {
  await expect
    .poll(() => track.inFlight === 0 && Date.now() - track.lastActivity >= QUIET_MS, {
      message: 'the network settles',
      intervals: [100],
      timeout: 20_000,
    })
    .toBe(true);
}

function trackRequests(page: Page) {
  const track = { inFlight: 0, lastActivity: Date.now(), api: [] as string[], recording: false };
  const done = () => {
    track.inFlight -= 1;
    track.lastActivity = Date.now();
  };
  page.on('request', (request: Request) => {
    track.inFlight += 1;
    track.lastActivity = Date.now();
    const url = new URL(request.url());
    // Data calls only: a logo scrolled into view (served at /api/logo) is an image, not a preload.
    if (track.recording && url.pathname.startsWith('/api/') && url.pathname !== LOGO_PATH)
      track.api.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return track;
}

for (const path of PAGES) {
  test(`hovering every link on ${path.split('?')[0]} sends nothing to /api`, async ({ page }) => {
    test.setTimeout(120_000);
    const track = trackRequests(page);
    await page.clock.install();
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await networkSettled(page, track);

    // The page's clock has run with the real one since install: a moment ahead of now is its future.
    await page.clock.pauseAt(Date.now() + 2_000);
    await networkSettled(page, track);
    // Every link a pointer can reach, once per target; in-page anchors (the skip link) preload nothing.
    const hrefs = await page.locator('a[href]').evaluateAll((anchors) => {
      const reachable = anchors.filter((a) => {
        const box = a.getBoundingClientRect();
        return a.checkVisibility() && box.width > 1 && box.height > 1 && !a.getAttribute('href')?.startsWith('#');
      });
      return [...new Set(reachable.map((a) => a.getAttribute('href') ?? ''))];
    });
    expect(hrefs.length, 'links on the page').toBeGreaterThan(0);

    track.recording = true;
    for (const href of hrefs) {
      await page
        .locator(`a[href="${href.replace(/["\\]/g, '\\$&')}"]:visible`)
        .first()
        .hover({ timeout: 10_000 });
      await page.clock.runFor(PAST_PRELOAD_DELAY_MS);
    }
    // A preload may first load its route's code; its loader runs only then.
    await networkSettled(page, track);
    expect(track.api, 'API requests sent by hovering links').toEqual([]);
    expect(new URL(page.url()).pathname, 'hovering does not navigate').toBe(path.split('?')[0]);
  });
}
