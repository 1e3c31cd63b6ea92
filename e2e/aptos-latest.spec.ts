import type { Page } from '@playwright/test';
import { headAt } from '../standin/chainB/heights';
import { chainBBlockBody } from '../standin/chainB/transactions';
import { expect, expectNoAxeViolations, LIVE_URL, test } from './fixtures';

/**
 * The way to Aptos's newest block: the service has no "latest" call, so the page searches heights
 * and says how many calls it made. The stand-in's clock is frozen, so its head is fixed; the
 * browser's clock is set to the same instant, since the search guesses from the time.
 */

const fmt = (n: number | bigint) => BigInt(n).toLocaleString('en-US');

/** Block look-ups the browser sends to its server, as they are sent. */
function blockCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/chain-b/blocks/')) calls.push(request.url());
  });
  return calls;
}

test.describe.configure({ timeout: 90_000 });

test.describe('Aptos latest block', () => {
  test('the header opens the newest block, found in a few calls said on the page; each transaction copies and links', async ({
    page,
    context,
    standin,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const { nowMs, frozen } = await standin.clock();
    expect(frozen).toBe(true);
    await page.clock.setFixedTime(nowMs);
    // The head as the service answers it through the server: found, and the next height not found.
    const head = headAt(nowMs);
    expect((await page.request.get(`${LIVE_URL}/api/chain-b/blocks/${head}`)).status()).toBe(200);
    expect((await page.request.get(`${LIVE_URL}/api/chain-b/blocks/${head + 1}`)).status()).toBe(404);

    await page.goto(`${LIVE_URL}/`);
    const calls = blockCalls(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Aptos blocks' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Block ${fmt(head)}`);
    await expect(page).toHaveURL(`${LIVE_URL}/chain-b/blocks/${head}`);
    await expect(page.getByText('Newest block', { exact: true })).toBeVisible();
    // The count the page says is the calls it made, and it is a few.
    const said = page.getByText(/^found with \d+ calls?$/);
    await expect(said).toBeVisible();
    const count = Number(/\d+/.exec((await said.textContent()) ?? '')?.[0]);
    expect(count).toBe(calls.length);
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(10);
    // Back skips the search page.
    await page.goBack();
    await expect(page).toHaveURL(`${LIVE_URL}/`);
    await page.goForward();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Block ${fmt(head)}`);

    await page.getByRole('switch', { name: 'Show transactions' }).check();
    const transactions = chainBBlockBody(head, true).transactions ?? [];
    const table = page.getByRole('table', { name: `Transactions of Aptos block ${head}` });
    await expect(table.locator('tbody > tr')).toHaveCount(transactions.length);
    const tx = transactions[transactions.length - 1]!;
    const row = table.locator('tbody > tr').filter({ hasText: tx.hash.slice(0, 10) });
    await row.getByRole('button', { name: `Copy ${tx.hash}` }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(tx.hash);
    await expect(row.getByRole('link', { name: /on Aptos Explorer/ })).toHaveAttribute(
      'href',
      `https://explorer.aptoslabs.com/txn/${tx.hash}?network=mainnet`,
    );
    await expectNoAxeViolations(page);
  });

  test('"Latest" on a block page goes to the head; a second time soon after costs no call', async ({
    page,
    standin,
  }) => {
    const { nowMs } = await standin.clock();
    await page.clock.setFixedTime(nowMs);
    const head = headAt(nowMs);
    await page.goto(`${LIVE_URL}/chain-b/blocks/1000`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Block 1,000');
    const nav = page.getByRole('navigation', { name: 'Blocks' });
    await nav.getByRole('link', { name: 'Latest' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Block ${fmt(head)}`);
    // At the head there is no "Latest" to go to.
    await expect(nav.getByRole('link', { name: 'Latest' })).toHaveCount(0);

    await nav.getByRole('link', { name: 'Previous' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Block ${fmt(head - 1)}`);
    const calls = blockCalls(page);
    await nav.getByRole('link', { name: 'Latest' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Block ${fmt(head)}`);
    expect(calls).toEqual([]);
  });

  test('the search says its calls as it goes, and stops when told', async ({ page, standin }) => {
    const { nowMs } = await standin.clock();
    await page.clock.setFixedTime(nowMs);
    // Every block look-up takes a while, so the search can be watched and stopped.
    await standin.injectFault({ match: '/chain-b/blocks/', delayMs: 1_500 });
    await page.goto(`${LIVE_URL}/chain-b/blocks/latest`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Latest block');
    const status = page.getByRole('status').filter({ hasText: /latest block|Stopped/ });
    await expect(status).toHaveText(/^Finding the latest block: [1-9]\d* calls? so far\.$/, { timeout: 10_000 });
    await page.getByRole('button', { name: 'Stop' }).click();
    await expect(status).toHaveText(/^Stopped after \d+ calls?\.$/);
    const stoppedAt = (await standin.requests()).filter((r) => r.path.startsWith('/chain-b/blocks/')).length;
    await page.waitForTimeout(3_500);
    // The call under way when Stop was pressed may still land; nothing is asked after it.
    expect((await standin.requests()).filter((r) => r.path.startsWith('/chain-b/blocks/')).length).toBeLessThanOrEqual(
      stoppedAt + 1,
    );
    await expect(page).toHaveURL(`${LIVE_URL}/chain-b/blocks/latest`);
    await standin.clearFaults();
    await page.getByRole('button', { name: 'Search again' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Block ${fmt(headAt(nowMs))}`);
  });
});
