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
