import { DEMO_WALLETS } from '../standin/catalog';
import { expect, LIVE_URL, test } from './fixtures';

/** The wallet page's time column choice and the activity chart's coverage and range cost. */

const { busy } = DEMO_WALLETS;

test.describe('wallet page: time column and activity', () => {
  test('the time column shows age, UTC or local time, and the choice stays in this browser', async ({ page, standin }) => {
    void standin;
    const url = `${LIVE_URL}/wallet/${busy.address}?chain=eth&limit=25`;
    await page.goto(url);
    const header = page.locator('thead th').filter({ hasText: /^(Age|Date \(UTC\)|Date \(local\))$/ });
    await expect(header).toHaveText('Age');
    await page.getByLabel('Time', { exact: true }).selectOption({ label: 'Date (UTC)' });
    await expect(header).toHaveText('Date (UTC)');
    await expect(page.locator('tbody > tr[data-expanded] time').first()).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC$/);
    // A preference of the reader, not of the link: the URL does not change, a reload keeps it.
    expect(page.url()).toBe(url);
    await page.reload();
    await expect(header).toHaveText('Date (UTC)');
    await page.getByLabel('Time', { exact: true }).selectOption({ label: 'Date (local)' });
    await expect(page.locator('tbody > tr[data-expanded] time').first()).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{2}:\d{2}:\d{2} (UTC|GMT[+-]\d+(:\d{2})?)$/);
  });

  test('with a date column the table fits a 1366 px screen; on a phone each card keeps the date clear of the hash', async ({ page, standin }) => {
    void standin;
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${LIVE_URL}/wallet/${busy.address}?chain=eth&limit=25`);
    const rows = page.locator('tbody > tr[data-expanded]');
    await expect(rows).toHaveCount(25, { timeout: 20_000 });
    for (const label of ['Date (UTC)', 'Date (local)']) {
      await page.getByLabel('Time', { exact: true }).selectOption({ label });
      await expect(page.locator('thead th').filter({ hasText: label })).toBeVisible();
      await expect(page.locator('table[aria-busy]')).toHaveCount(0);
      const widths = await page.locator('table').evaluate((table) => ({ table: table.scrollWidth, box: table.parentElement!.clientWidth, page: document.documentElement.scrollWidth }));
      expect(widths.table, label).toBeLessThanOrEqual(widths.box);
      expect(widths.page, label).toBeLessThanOrEqual(1366);
      await expect(page.getByRole('columnheader', { name: /^Fee/ })).toBeInViewport({ ratio: 1 });
    }

    await page.setViewportSize({ width: 390, height: 844 });
    const card = page.locator('li[data-expanded]').first();
    await expect(card).toBeVisible();
    // The hash's copy button ends the hash; the local date is the longest time there is.
    const [copy, time] = await Promise.all([card.locator('[id^="tx-0x"] button').first().boundingBox(), card.locator('time').first().boundingBox()]);
    // Side by side or one under the other, never overlapping.
    expect(copy!.x + copy!.width <= time!.x || copy!.y + copy!.height <= time!.y).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('the chart says what it covers, and a range chart states its cost before it runs', async ({ page, standin }) => {
    await page.goto(`${LIVE_URL}/wallet/${busy.address}?chain=eth&limit=25`);
    await expect(page.getByTestId('activity-coverage')).toHaveText(/^Covers only the 25 transactions loaded so far \(the pages you have opened\), \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2} \(UTC days\), not the wallet's whole history\.$/);
    await expect(page.getByTestId('activity-cost')).toHaveText('costs at most 10 calls × 30 CU = 300 compute units (pages already loaded are free).');
    await standin.clearRequests();
    // Stated before it runs: nothing has been asked yet.
    expect((await standin.requests()).filter((r) => r.path.includes(busy.address))).toEqual([]);
    await page.getByRole('button', { name: 'Chart this range' }).click();
    await expect(page.getByTestId('activity-coverage')).toHaveText(/^Covers the newest 1,000 transactions of the whole history \(stopped at the cap; older ones are left out\), .* fetched in 10 calls\.$/, { timeout: 30_000 });
    const calls = (await standin.requests()).filter((r) => r.path.includes(busy.address));
    expect(calls).toHaveLength(10);
    await expect(page.getByRole('img').or(page.locator('.recharts-wrapper')).first()).toBeVisible();
  });
});
