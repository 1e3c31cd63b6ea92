import { readFile } from 'node:fs/promises';
import { formatUnits, parseUnits } from 'viem';
import { DEMO_WALLETS } from '../standin/catalog';
import { expect, LIVE_URL, test } from './fixtures';

interface ApiTx {
  from_address: string;
  to_address: string | null;
  value: string;
  transaction_fee: string;
  receipt_status: string;
  block_timestamp: string;
}

/** The wallet page's time column choice and the activity chart's coverage and range cost. */

const { busy, polygon } = DEMO_WALLETS;

test.describe('wallet page: time column and activity', () => {
  test('the time column shows age, UTC or local time, and the choice stays in this browser', async ({
    page,
    standin,
  }) => {
    void standin;
    const url = `${LIVE_URL}/wallet/${busy.address}?chain=eth&limit=25`;
    await page.goto(url);
    const header = page.locator('thead th').filter({ hasText: /^(Age|Date \(UTC\)|Date \(local\))$/ });
    await expect(header).toHaveText('Age');
    await page.getByLabel('Time', { exact: true }).selectOption({ label: 'Date (UTC)' });
    await expect(header).toHaveText('Date (UTC)');
    await expect(page.locator('tbody > tr[data-expanded] time').first()).toHaveText(
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC$/,
    );
    // A preference of the reader, not of the link: the URL does not change, a reload keeps it.
    expect(page.url()).toBe(url);
    await page.reload();
    await expect(header).toHaveText('Date (UTC)');
    await page.getByLabel('Time', { exact: true }).selectOption({ label: 'Date (local)' });
    await expect(page.locator('tbody > tr[data-expanded] time').first()).toHaveText(
      /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{2}:\d{2}:\d{2} (UTC|GMT[+-]\d+(:\d{2})?)$/,
    );
  });

  test('with a date column the table fits a 1366 px screen; on a phone each card keeps the date clear of the hash', async ({
    page,
    standin,
  }) => {
    void standin;
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${LIVE_URL}/wallet/${busy.address}?chain=eth&limit=25`);
    const rows = page.locator('tbody > tr[data-expanded]');
    await expect(rows).toHaveCount(25, { timeout: 20_000 });
    for (const label of ['Date (UTC)', 'Date (local)']) {
      await page.getByLabel('Time', { exact: true }).selectOption({ label });
      await expect(page.locator('thead th').filter({ hasText: label })).toBeVisible();
      await expect(page.locator('table[aria-busy]')).toHaveCount(0);
      const widths = await page.locator('table').evaluate((table) => ({
        table: table.scrollWidth,
        box: table.parentElement!.clientWidth,
        page: document.documentElement.scrollWidth,
      }));
      expect(widths.table, label).toBeLessThanOrEqual(widths.box);
      expect(widths.page, label).toBeLessThanOrEqual(1366);
      await expect(page.getByRole('columnheader', { name: /^Fee/ })).toBeInViewport({ ratio: 1 });
    }

    await page.setViewportSize({ width: 390, height: 844 });
    const card = page.locator('li[data-expanded]').first();
    await expect(card).toBeVisible();
    // The hash's copy button ends the hash; the local date is the longest time there is.
    const [copy, time] = await Promise.all([
      card.locator('[id^="tx-0x"] button').first().boundingBox(),
      card.locator('time').first().boundingBox(),
    ]);
    // Side by side or one under the other, never overlapping.
    expect(copy!.x + copy!.width <= time!.x || copy!.y + copy!.height <= time!.y).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('the chart says what it covers, and a range chart states its cost before it runs', async ({ page, standin }) => {
    await page.goto(`${LIVE_URL}/wallet/${busy.address}?chain=eth&limit=25`);
    await expect(page.getByTestId('activity-coverage')).toHaveText(
      /^Covers only the 25 transactions loaded so far \(the pages you have opened\), \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2} \(UTC days\), not the wallet's whole history\.$/,
    );
    await expect(page.getByTestId('activity-cost')).toHaveText(
      'costs at most 10 calls × 30 CU = 300 compute units (pages already loaded are free).',
    );
    await standin.clearRequests();
    // Stated before it runs: nothing has been asked yet.
    expect((await standin.requests()).filter((r) => r.path.includes(busy.address))).toEqual([]);
    await page.getByRole('button', { name: 'Fetch this range' }).click();
    await expect(page.getByTestId('activity-coverage')).toHaveText(
      /^Covers the newest 1,000 transactions of the whole history \(stopped at the cap; older ones are left out\), .* fetched in 10 calls\.$/,
      { timeout: 30_000 },
    );
    const calls = (await standin.requests()).filter((r) => r.path.includes(busy.address));
    expect(calls).toHaveLength(10);
    await expect(page.getByText(/^Partial totals: the newest 1,000 transactions only/)).toBeVisible();
    await page.getByRole('button', { name: 'Show chart' }).click();
    await expect(page.getByRole('img').or(page.locator('.recharts-wrapper')).first()).toBeVisible();
  });

  test("an accountant's month: fees the wallet paid, value moved and counterparties, and a CSV from the same fetch", async ({
    page,
    standin,
  }) => {
    const wallet = polygon.address;
    const newest = (await (await page.request.get(`${LIVE_URL}/api/evm/${wallet}?chain=polygon&limit=100`)).json()) as {
      result: ApiTx[];
    };
    // A month the wallet was active in, read from the data rather than fixed.
    const month = newest.result[Math.floor(newest.result.length / 2)]!.block_timestamp.slice(0, 7);
    const last = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();
    await page.goto(`${LIVE_URL}/wallet/${wallet}?chain=polygon`);
    await page.getByLabel('From date (UTC)').fill(`${month}-01`);
    await page.getByLabel('To date (UTC, inclusive)').fill(`${month}-${last}`);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/from_date=/);
    await expect(page.getByTestId('activity-cost')).toBeVisible();

    await standin.clearRequests();
    const first = page.waitForRequest((request) => request.url().includes(`/api/evm/${wallet}`));
    await page.getByRole('button', { name: 'Fetch this range' }).click();
    await expect(page.getByTestId('activity-coverage')).toHaveText(
      /^Covers all [\d,]+ transactions of the filtered range/,
      { timeout: 30_000 },
    );

    // The same range, walked here from the page's own first request.
    const start = new URL((await first).url());
    const all: ApiTx[] = [];
    let cursor: string | null = null;
    do {
      if (cursor) start.searchParams.set('cursor', cursor);
      const answer = (await (await page.request.get(start.toString())).json()) as {
        result: ApiTx[];
        cursor: string | null;
      };
      all.push(...answer.result);
      cursor = answer.cursor || null;
    } while (cursor);
    const sent = all.filter((tx) => tx.from_address === wallet);
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.length).toBeLessThan(all.length);
    const paid = sent.reduce((sum, tx) => sum + parseUnits(tx.transaction_fee, 18), 0n);
    const everyFee = all.reduce((sum, tx) => sum + parseUnits(tx.transaction_fee, 18), 0n);
    expect(paid).toBeLessThan(everyFee);
    const shown = async (id: string) => (await page.getByTestId(id).innerText()).replaceAll(',', '');
    expect(await shown('range-count')).toBe(String(all.length));
    expect(await shown('range-fees-paid')).toBe(`${formatUnits(paid, 18)} POL`);
    const inflow = all
      .filter((tx) => tx.to_address === wallet && tx.from_address !== wallet && tx.receipt_status === '1')
      .reduce((sum, tx) => sum + BigInt(tx.value), 0n);
    expect(await shown('range-received')).toBe(`${formatUnits(inflow, 18)} POL`);
    await expect(page.getByRole('list', { name: 'Top counterparties' }).getByRole('listitem').first()).toBeVisible();

    // The CSV is the same fetch: no new call, and its fee_paid column sums to the same total.
    const calls = (await standin.requests()).length;
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export whole range' }).click();
    const lines = (await readFile((await (await download).path())!, 'utf8')).trimEnd().split('\r\n');
    await expect(page.getByText(/from the range fetched above, with no new call/)).toBeVisible();
    expect((await standin.requests()).length).toBe(calls);
    const header = lines[0]!.split(',');
    const feePaid = header.indexOf('fee_paid_wei');
    expect(lines.slice(1).reduce((sum, line) => sum + BigInt(line.split(',')[feePaid]!), 0n)).toBe(paid);
  });
});
