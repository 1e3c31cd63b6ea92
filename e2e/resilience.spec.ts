import type { Locator, Page } from '@playwright/test';
import { DEMO_WALLETS, E2E_NOW } from '../standin/catalog';
import { expect, LIVE_URL, test } from './fixtures';

/**
 * The service fails mid-session: a page is open through the live server, the endpoint
 * it reads goes down (connections destroyed: the proxy answers 502), the next thing the user does
 * says the service is unreachable in the widget that needed it, the rest of the page keeps
 * working, and Retry recovers once the service is back.
 *
 * The other worker's tests use the same stand-in and live server at the same time, so each test
 * here takes down only the endpoint it watches, on a wallet and block no other test loads through
 * the live server: a page another test put in the server's response cache would answer for the
 * dead stand-in (this raced once in CI), and a whole-service outage would fail the other tests.
 *
 * The page's clock is installed so the client's retry backoff (1 s, 2 s, 4 s) is stepped through
 * instead of waited out.
 */

const wallet = DEMO_WALLETS.base;
const walletPath = `/evm/api/v2.2/${wallet.address}`;
const HEIGHT = 1500;
const unreachable = (page: Page) => page.getByRole('alert').filter({ hasText: /The data service is unreachable/ });

/** Every request the browser could not complete (a cancelled fetch of a superseded query is not one). */
function trackFailedRequests(page: Page): () => string[] {
  const failed: string[] = [];
  page.on('requestfailed', (request) => {
    if (request.failure()?.errorText !== 'net::ERR_ABORTED') failed.push(request.url());
  });
  return () => failed;
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
  test('wallet: the next page says unreachable; Retry recovers once the service is back', async ({ page, standin }) => {
    test.setTimeout(60_000);
    const failedRequests = trackFailedRequests(page);
    await page.clock.install({ time: Date.parse(E2E_NOW) });
    await page.goto(`${LIVE_URL}/wallet/${wallet.address}?chain=${wallet.chain}&limit=10`);
    const rows = page.locator('table tbody tr');
    await expect(rows.first()).toBeVisible();
    const firstPage = await rows.first().textContent();

    await standin.setDown(true, walletPath);
    await page.getByRole('button', { name: 'Next' }).first().click();
    await advanceUntilVisible(page, unreachable(page));
    // The rest of the page still works: the header's navigation and the range form.
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Apply' })).toBeEnabled();

    await standin.setDown(false);
    await unreachable(page).getByRole('button', { name: 'Retry' }).click();
    await expect(rows.first()).toBeVisible();
    await expect(unreachable(page)).toHaveCount(0);
    await expect(page).toHaveURL(/page=2&at=/);
    // Page 2 replaces the dimmed page 1 once it has arrived and been drawn: wait for it rather
    // than read the row once.
    await expect(rows.first()).not.toHaveText(firstPage!);
    expect(failedRequests(), 'requests the browser could not complete').toEqual([]);
  });

  test('chain-B block: the next block says unreachable; Retry recovers', async ({ page, standin }) => {
    test.setTimeout(60_000);
    const failedRequests = trackFailedRequests(page);
    await page.clock.install({ time: Date.parse(E2E_NOW) });
    await page.goto(`${LIVE_URL}/chain-b/blocks/${HEIGHT}`);
    const details = page.getByRole('region', { name: 'Block details' });
    await expect(details).toBeVisible();

    await standin.setDown(true, `/chain-b/blocks/${HEIGHT - 1}`);
    await page.getByRole('navigation', { name: 'Blocks' }).getByRole('link', { name: 'Previous' }).click();
    await expect(page).toHaveURL(new RegExp(`/chain-b/blocks/${HEIGHT - 1}$`));
    await advanceUntilVisible(page, unreachable(page));
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

    await standin.setDown(false);
    await unreachable(page).getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Block ${(HEIGHT - 1).toLocaleString('en-US')}`);
    await expect(details).toBeVisible();
    await expect(unreachable(page)).toHaveCount(0);
    expect(failedRequests(), 'requests the browser could not complete').toEqual([]);
  });
});
