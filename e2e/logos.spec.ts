import type { Page } from '@playwright/test';
import { DEMO_WALLETS } from '../standin/catalog';
import { DEMO_URL, expect, test } from './fixtures';

/**
 * Logos reach the browser from the app's own origin: the server fetches them from its allowed
 * logo origins (here the demo server's own stand-in) and serves them at /api/logo. A page full
 * of logos asks nothing of any other origin, not even another loopback port, and shows them.
 */

function requestsElsewhere(page: Page): string[] {
  const elsewhere: string[] = [];
  const own = new URL(DEMO_URL).origin;
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol !== 'data:' && url.origin !== own) elsewhere.push(request.url());
  });
  return elsewhere;
}

/** Every logo <img> on the page has loaded a real image (an image the server refused would have dropped to initials). */
async function expectLogosShown(page: Page, atLeast: number) {
  const logos = page.locator('img[src^="/api/logo?url="]');
  await expect.poll(() => logos.count()).toBeGreaterThanOrEqual(atLeast);
  await expect
    .poll(() =>
      logos.evaluateAll(
        (images) =>
          images.filter((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0)
            .length,
      ),
    )
    .toBeGreaterThanOrEqual(atLeast);
}

test('the token cards show their logos, and the page asks nothing of any other origin', async ({ page }) => {
  const elsewhere = requestsElsewhere(page);
  await page.goto('/tokens');
  await expect(page.getByTestId('token-card')).toHaveCount(4);
  // WETH, USDC, WBTC and WPOL all have logos on the stand-in.
  await expectLogosShown(page, 4);
  expect(elsewhere).toEqual([]);
});

test("a wallet's entity logos show in its rows, and the page asks nothing of any other origin", async ({ page }) => {
  const elsewhere = requestsElsewhere(page);
  await page.goto(`/wallet/${DEMO_WALLETS.busy.address}?chain=eth&limit=50`);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expectLogosShown(page, 1);
  expect(elsewhere).toEqual([]);
});
