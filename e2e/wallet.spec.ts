import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { decodeFunctionData, formatUnits, parseAbiItem, type Hex } from 'viem';
import { DEMO_WALLETS } from '../standin/catalog';
import { expect, expectNoAxeViolations, LIVE_URL, test } from './fixtures';

/** The wallet history page against the stand-in (live server in front of it, so the key path is real). */

const { busy, quiet, polygon, empty } = DEMO_WALLETS;
// Rows of the transactions table (its rows carry data-expanded; nested detail tables do not).
const rows = (page: Page) => page.locator('tbody > tr[data-expanded]');
const firstHash = (page: Page) => rows(page).first().locator('[id^="tx-0x"]').getAttribute('id');

interface ApiTx {
  hash: string;
  from_address: string;
  to_address: string | null;
  input: Hex;
  value: string;
  block_number: string;
  decoded_call: { signature: string; params: { name: string; value: string; type: string }[] } | null;
}
interface ApiPage {
  cursor: string | null;
  result: ApiTx[];
}

async function api(page: Page, path: string): Promise<ApiPage> {
  const response = await page.request.get(`${LIVE_URL}${path}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as ApiPage;
}

/** The router writes the cursor trail as a JSON array in the URL. */
const trailParam = (trail: string[]) => `cursor=${encodeURIComponent(JSON.stringify(trail))}`;

test.describe('wallet history', () => {
  // Every test here reads through the live server (its stand-in's cursors and request log).
  test.use({ liveServer: true });

  test('pasting an address on the home page shows its transactions', async ({ page }) => {
    await page.goto(`${LIVE_URL}/`);
    await page.getByRole('searchbox').fill(quiet.address);
    await page.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(new RegExp(`/wallet/${quiet.address}`));
    await expect(rows(page).first()).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(rows(page).first()).toContainText(/IN|OUT|SELF/);
    // The quiet wallet has one failed transaction, marked as such.
    await expect(page.getByText('Failed', { exact: true }).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('verbose rows show decoded params that match the raw input', async ({ page }) => {
    const data = await api(page, `/api/evm/${busy.address}/verbose?chain=eth&limit=25`);
    const tx = data.result.find((item) => item.decoded_call && item.decoded_call.params.length > 1);
    expect(tx, 'a decoded call with parameters on the first page').toBeTruthy();
    const call = tx!.decoded_call!;
    // Decode the raw input ourselves: the page must show what the bytes say.
    const abi = parseAbiItem(`function ${call.signature}`);
    const { args } = decodeFunctionData({ abi: [abi], data: tx!.input });
    const expected = (args ?? []).map((arg) =>
      (Array.isArray(arg) ? arg.map(String).join(',') : String(arg)).toLowerCase(),
    );

    await page.goto(`${LIVE_URL}/wallet/${busy.address}?chain=eth&verbose=true&limit=25#tx=${tx!.hash}`);
    const detail = page.getByTestId(`tx-detail-${tx!.hash}`);
    await expect(detail).toBeVisible();
    // Token amounts are drawn in units; the raw toggle shows every value as the service sent it.
    const rawToggle = detail.getByRole('button', { name: 'Show raw values' });
    if (await rawToggle.count()) await rawToggle.click();
    const values = detail.getByTestId('decoded-call').locator('tbody tr td:nth-child(3)');
    await expect(values).toHaveCount(expected.length);
    for (const [index, value] of expected.entries()) {
      const text = (await values.nth(index).innerText()).replace(/\s+/g, '').toLowerCase();
      if (value.includes(',') && value.startsWith('0x')) {
        for (const part of value.split(',')) expect(text).toContain(part);
      } else {
        expect(text).toBe(value);
      }
    }
    await expect(detail.getByText(/Logs \(\d+\)/)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('filters round-trip through the URL and survive a reload', async ({ page }) => {
    const data = await api(page, `/api/evm/${busy.address}?chain=eth&limit=50`);
    const high = BigInt(data.result[5]!.block_number);
    const low = BigInt(data.result[40]!.block_number);
    await page.goto(`${LIVE_URL}/wallet/${busy.address}?chain=eth&limit=20`);
    await expect(rows(page).first()).toBeVisible({ timeout: 20_000 });
    await page.getByLabel('From block').fill(String(low));
    await page.getByLabel('To block').fill(String(high));
    await page.getByLabel('Order').selectOption('ASC');
    await page.getByLabel(/Page size/).fill('10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(new RegExp(`from_block=${low}.*to_block=${high}|to_block=${high}.*from_block=${low}`));
    await expect(page).toHaveURL(/order=ASC/);
    await expect(rows(page)).toHaveCount(10);
    const blockOf = async (index: number) =>
      BigInt((await rows(page).nth(index).getByTestId('block').innerText()).replace(/,/g, ''));
    expect(await blockOf(0)).toBeGreaterThanOrEqual(low);
    expect(await blockOf(0)).toBeLessThanOrEqual(await blockOf(9));

    await page.reload();
    await expect(page.getByLabel('From block')).toHaveValue(String(low));
    await expect(page.getByLabel('To block')).toHaveValue(String(high));
    await expect(page.getByLabel('Order')).toHaveValue('ASC');
    await expect(rows(page)).toHaveCount(10);

    // from > to is refused in the form and never reaches the URL.
    await page.getByLabel('From block').fill(String(high + 1n));
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText(/is after to block/)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`from_block=${low}`));
  });

  test('pages forward and back', async ({ page }) => {
    await page.goto(`${LIVE_URL}/wallet/${busy.address}?chain=eth&limit=10`);
    await expect(page.getByText('Page 1').first()).toBeVisible();
    const first = await firstHash(page);
    await page.getByRole('button', { name: 'Next' }).first().click();
    await expect(page).toHaveURL(/[?&]page=2&at=\d+/);
    await expect(page.getByText('Page 2').first()).toBeVisible();
    await expect.poll(() => firstHash(page)).not.toBe(first);
    await page.getByRole('button', { name: 'Previous' }).first().click();
    await expect(page.getByText('Page 1').first()).toBeVisible();
    await expect.poll(() => firstHash(page)).toBe(first);
  });

  test('a deep link to page 2 opens page 2, and Previous works', async ({ page }) => {
    const one = await api(page, `/api/evm/${busy.address}?chain=eth&limit=10`);
    const two = await api(page, `/api/evm/${busy.address}?chain=eth&cursor=${encodeURIComponent(one.cursor!)}`);
    await page.goto(`${LIVE_URL}/wallet/${busy.address}?chain=eth&limit=10&${trailParam([one.cursor!])}`);
    await expect(page.getByText('Page 2').first()).toBeVisible();
    await expect.poll(() => firstHash(page)).toBe(`tx-${two.result[0]!.hash}`);
    await page.getByRole('button', { name: 'Previous' }).first().click();
    await expect(page.getByText('Page 1').first()).toBeVisible();
    await expect.poll(() => firstHash(page)).toBe(`tx-${one.result[0]!.hash}`);
  });

  test('exports the page as CSV with exact values', async ({ page }) => {
    const data = await api(page, `/api/evm/${quiet.address}?chain=eth&limit=5`);
    await page.goto(`${LIVE_URL}/wallet/${quiet.address}?chain=eth&limit=5`);
    await expect(rows(page)).toHaveCount(data.result.length);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export this page' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^wallet-0x[0-9a-f]{40}-eth-transactions-page-1\.csv$/);
    const text = await readFile((await file.path())!, 'utf8');
    const lines = text.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'hash,block_number,block_timestamp,method,from,to,direction,created_contract,value_wei,value_ETH,fee_wei,fee_ETH,fee_paid_wei,fee_paid_ETH,gas_used,gas_price_wei,status,nonce',
    );
    expect(lines).toHaveLength(data.result.length + 1);
    const cells = lines[1]!.split(',');
    expect(cells[0]).toBe(data.result[0]!.hash);
    expect(cells[8]).toBe(data.result[0]!.value);
    expect(cells[9]).toBe(formatUnits(BigInt(data.result[0]!.value), 18));
    // The fee the wallet paid: the whole fee of what it sent, nothing of what others sent it.
    for (const [index, line] of lines.slice(1).entries()) {
      const [direction, feeWei, feePaid] = ((cell) => [cell[6], cell[10], cell[12]])(line.split(','));
      const tx = data.result[index]!;
      expect(direction).toBe(
        tx.from_address === quiet.address ? (tx.to_address === quiet.address ? 'self' : 'out') : 'in',
      );
      expect(feePaid).toBe(direction === 'in' ? '0' : feeWei);
    }
    expect(lines.slice(1).some((line) => line.split(',')[6] === 'in')).toBe(true);
  });

  test('exports the whole range by walking the cursor', async ({ page }) => {
    const all: ApiTx[] = [];
    let next: string | null = null;
    do {
      const chunk: ApiPage = await api(
        page,
        `/api/evm/${quiet.address}?chain=eth${next ? `&cursor=${encodeURIComponent(next)}` : '&limit=100'}`,
      );
      all.push(...chunk.result);
      next = chunk.cursor;
    } while (next);
    await page.goto(`${LIVE_URL}/wallet/${quiet.address}?chain=eth&limit=5`);
    await expect(page.getByText(/at most 10,000 rows/)).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export whole range' }).click();
    const text = await readFile((await (await download).path())!, 'utf8');
    const lines = text.trimEnd().split('\r\n');
    expect(lines).toHaveLength(all.length + 1);
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(all.map((tx) => tx.hash));
    await expect(page.getByText(`Exported ${all.length} rows.`)).toBeVisible();
  });

  test('the activity chart (Recharts) loads only when shown', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(`${LIVE_URL}/wallet/${quiet.address}?chain=eth`);
    await expect(rows(page).first()).toBeVisible({ timeout: 20_000 });
    const before = scripts.length;
    await page.getByRole('button', { name: 'Show chart' }).click();
    await expect(page.getByText('Transactions per day')).toBeVisible();
    await expect(page.locator('figure svg').first()).toBeVisible();
    expect(scripts.length, 'the chart code is fetched on demand').toBeGreaterThan(before);
  });

  test('an invalid address shows its message and sends nothing upstream', async ({ page, standin }) => {
    await standin.clearRequests();
    await page.goto(`${LIVE_URL}/wallet/0x12345?chain=eth`);
    await expect(page.getByRole('alert')).toContainText('An address has 40 hex digits after 0x; this one has 5.');
    await expect(page.getByText('No request was sent.')).toBeVisible();
    // Bad search values: each explained, still nothing sent.
    await page.goto(`${LIVE_URL}/wallet/${quiet.address}?chain=solana&limit=500`);
    await expect(page.getByRole('alert').filter({ hasText: 'cannot be shown' })).toContainText('not a supported chain');
    await expect(page.getByRole('alert').filter({ hasText: 'cannot be shown' })).toContainText('from 1 to 100');
    await expectNoAxeViolations(page);
    const evm = (await standin.requests()).filter((request) => request.path.startsWith('/evm/api'));
    expect(evm).toEqual([]);
  });

  test('the chain can be given as a hex id', async ({ page, standin }) => {
    await standin.clearRequests();
    await page.goto(`${LIVE_URL}/wallet/${polygon.address}?chain=0x89&limit=20`);
    await expect(rows(page).first()).toBeVisible({ timeout: 20_000 });
    await expect(page.getByLabel('Chain', { exact: true })).toHaveValue('polygon');
    await expect(rows(page).first()).toContainText('POL');
    const evm = (await standin.requests()).filter((request) =>
      request.path.startsWith(`/evm/api/v2.2/${polygon.address}`),
    );
    expect(evm.length).toBeGreaterThan(0);
    expect(evm[0]!.path).toContain('chain=0x89');
  });

  test('an empty wallet says so, apart from an empty range', async ({ page }) => {
    await page.goto(`${LIVE_URL}/wallet/${empty.address}?chain=eth`);
    await expect(page.getByText('This address has no transactions on Ethereum')).toBeVisible();
    await page.goto(`${LIVE_URL}/wallet/${empty.address}?chain=eth&from_block=1&to_block=2`);
    await expect(page.getByText('No transactions in this range')).toBeVisible();
    await page.getByRole('link', { name: 'Reset the range' }).click();
    await expect(page.getByText('This address has no transactions on Ethereum')).toBeVisible();
  });

  test('an upstream 500 shows the error and Retry recovers', async ({ page, standin }) => {
    test.setTimeout(60_000);
    await standin.injectFault({ match: `/evm/api/v2.2/${quiet.address}`, status: 500 });
    await page.goto(`${LIVE_URL}/wallet/${quiet.address}?chain=eth`);
    // The client retries server errors with backoff before it gives up and says so.
    await expect(page.getByText(/^The data service failed or timed out/)).toBeVisible({ timeout: 30_000 });
    // The rest of the page keeps working.
    await expect(page.getByRole('button', { name: 'Apply' })).toBeEnabled();
    await standin.clearFaults();
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(rows(page).first()).toBeVisible();
  });
});
