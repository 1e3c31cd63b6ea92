import type { Locator, Page } from '@playwright/test';
import { DEMO_WALLETS, E2E_NOW } from '../standin/catalog';
import { expect, LIVE_URL, test } from './fixtures';

/**
 * Issue 9, the stand-in fails mid-session: a page is open through the live server, the stand-in
 * goes down (every connection destroyed: the proxy answers 502), the next thing the user does
 * says the service is unreachable in the widget that needed it, the rest of the page keeps
 * working, and Retry recovers once the service is back.
 *
 * The page's clock is installed so the client's retry backoff (1 s, 2 s, 4 s) is stepped through
 * instead of waited out.
 */

const busy = DEMO_WALLETS.busy.address;
const unreachable = (page: Page) => page.getByRole('alert').filter({ hasText: /The data service is unreachable/ });

/**
 * Every request the browser could not complete. The only ones allowed are the entity logos,
 * which (as in demo mode) the browser loads straight from the stand-in: while it is down they
 * fail and the page shows its fallback initials.
 */
function trackFailedRequests(page: Page): () => string[] {
  const failed: string[] = [];
  page.on('requestfailed', (request) => {
    // A cancelled fetch (a superseded query) is not a failure.
    if (request.failure()?.errorText !== 'net::ERR_ABORTED') failed.push(request.url());
  });
  return () => failed.filter((url) => !new URL(url).pathname.startsWith('/evm/logos/'));
}

async function advanceUntilVisible(page: Page, locator: Locator, maxSteps = 40): Promise<void> {
  for (let step = 0; step < maxSteps; step++) {
    if (await locator.isVisible()) return;
    await page.clock.runFor(1_000);
    await page.waitForTimeout(150);
  }
  await expect(locator).toBeVisible({ timeout: 1_000 });
}

test.describe('the service goes down while a page is open', () => {
  // Chromium logs each of those failed logo loads; `trackFailedRequests` checks nothing else failed.
  test.use({ allowedConsoleErrors: [/^Failed to load resource: net::ERR_EMPTY_RESPONSE$/] });

  test('wallet: the next page says unreachable; Retry recovers once the service is back', async ({ page, standin }) => {
    test.setTimeout(60_000);
    const otherFailures = trackFailedRequests(page);
    await page.clock.install({ time: Date.parse(E2E_NOW) });
    await page.goto(`${LIVE_URL}/wallet/${busy}?chain=eth&limit=10`);
    const rows = page.locator('table tbody tr');
    await expect(rows.first()).toBeVisible();
    const firstPage = await rows.first().textContent();

    await standin.setDown(true);
    await page.getByRole('button', { name: 'Next' }).first().click();
    await advanceUntilVisible(page, unreachable(page));
    // The rest of the page still works: the header's navigation and the range form.
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Apply' })).toBeEnabled();

    await standin.setDown(false);
    await unreachable(page).getByRole('button', { name: 'Retry' }).click();
    await expect(rows.first()).toBeVisible();
    await expect(unreachable(page)).toHaveCount(0);
    await expect(page).toHaveURL(/cursor=/);
    expect(await rows.first().textContent()).not.toBe(firstPage);
    expect(otherFailures(), 'requests that failed other than the stand-in-served logos').toEqual([]);
  });

  test('chain-B block: the next block says unreachable; Retry recovers', async ({ page, standin }) => {
    test.setTimeout(60_000);
    const otherFailures = trackFailedRequests(page);
    await page.clock.install({ time: Date.parse(E2E_NOW) });
    await page.goto(`${LIVE_URL}/chain-b/blocks/1000`);
    const details = page.getByRole('region', { name: 'Block details' });
    await expect(details).toBeVisible();

    await standin.setDown(true);
    await page.getByRole('navigation', { name: 'Blocks' }).getByRole('link', { name: 'Previous' }).click();
    await expect(page).toHaveURL(/\/chain-b\/blocks\/999$/);
    await advanceUntilVisible(page, unreachable(page));
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

    await standin.setDown(false);
    await unreachable(page).getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Block 999');
    await expect(details).toBeVisible();
    await expect(unreachable(page)).toHaveCount(0);
    expect(otherFailures(), 'requests that failed other than the stand-in-served logos').toEqual([]);
  });
});
