import type { Page } from '@playwright/test';
import { formatEther } from 'viem';
import { DEMO_NFT_CONTRACTS } from '../standin/catalog';
import { expect, expectNoAxeViolations, LIVE_URL, test } from './fixtures';
import { cursorRequests, expectAnchoredLink, openAfresh } from './paging';

/** NFT transfers against the stand-in: table, token id format, spam toggle, paging, bad input. */

const { erc721, erc1155 } = DEMO_NFT_CONTRACTS;
const rows = (page: Page) => page.locator('table tbody tr');
/** A row's transaction and token id: one transfer. */
const rowKey = async (page: Page, index: number) => {
  const row = rows(page).nth(index);
  return `${await row.locator('[title^="0x"]').first().getAttribute('title')}:${await row.getByTestId('token-id').getAttribute('title')}`;
};
const pageKeys = async (page: Page) =>
  Promise.all([...Array(await rows(page).count()).keys()].map((i) => rowKey(page, i)));

test.describe('NFT transfers', () => {
  test('lists a contract’s transfers, oldest first starting with mints', async ({ page }) => {
    test.slow(); // axe over a full table is slow on a shared machine
    await page.goto(`/nft/${erc721.address}?chain=${erc721.chain}&order=ASC&limit=20`);
    await expect(rows(page)).not.toHaveCount(0);
    await expect(page.getByRole('columnheader', { name: 'Token id' })).toBeVisible();
    // A collection's first transfers are its mints, from the zero address.
    await expect(rows(page).first().getByText('Mint', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the hex/decimal switch rewrites the token ids on the same page, without a call', async ({ page, standin }) => {
    await page.goto(`${LIVE_URL}/nft/${erc721.address}?chain=${erc721.chain}&limit=10`);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Page 2', { exact: true })).toBeVisible();
    // Page 1's rows stay in view while page 2 loads: read the ids once page 2's have come.
    await expect(page.getByRole('status').filter({ hasText: 'Loading the page…' })).toHaveCount(0);
    const firstId = page.getByTestId('token-id').first();
    await expect(firstId).toHaveText(/^\d/, { timeout: 15_000 });
    const decimal = (await firstId.getAttribute('title')) ?? '';
    const url = new URL(page.url());
    await standin.clearRequests();
    await page.getByText('Hex', { exact: true }).click();
    await expect(page).toHaveURL(/format=hex/);
    await expect(firstId).toHaveText(/^0x/);
    expect(BigInt((await firstId.getAttribute('title')) ?? '0')).toBe(BigInt(decimal));
    // Same page, same anchor, and nothing asked of the service.
    await expect(page.getByText('Page 2', { exact: true })).toBeVisible();
    expect(new URL(page.url()).searchParams.get('at')).toBe(url.searchParams.get('at'));
    expect((await standin.requests()).filter((r) => r.path.includes('/nft/'))).toEqual([]);
    await page.reload();
    await expect(page.getByTestId('token-id').first()).toHaveText(/^0x/);
  });

  test('a sale shows its price in ETH, exactly', async ({ page }) => {
    const answer = page.waitForResponse((response) => response.url().includes('/transfers'));
    await page.goto(`/nft/${erc721.address}?chain=${erc721.chain}&limit=100`);
    const { result } = (await (await answer).json()) as {
      result: { transaction_hash: string; value: string; possible_spam: boolean }[];
    };
    const sale = result.find((t) => BigInt(t.value) > 0n && !t.possible_spam);
    if (!sale) throw new Error('no sale on the first page');
    const row = rows(page)
      .filter({ has: page.locator(`[title="${sale.transaction_hash}"]`) })
      .first();
    const price = row.getByTestId('nft-price');
    await expect(price).toHaveText(`${formatEther(BigInt(sale.value))}ETH`);
  });

  test('with spam shown the table fits 1366 px, operator column included, one verdict per row', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`/nft/${erc721.address}?chain=${erc721.chain}`);
    const toggle = page.getByRole('button', { name: /^Show \d+ spam transfers?$/ });
    await toggle.click();
    await expect(page.locator('table[aria-busy]')).toHaveCount(0);
    const operator = page.getByRole('columnheader', { name: 'Operator' });
    await expect(operator).toBeInViewport({ ratio: 1 });
    const box = await operator.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(1366);
    const scroll = await page.locator('table').evaluate((table) => ({
      table: table.scrollWidth,
      box: table.parentElement!.clientWidth,
      page: document.documentElement.scrollWidth,
    }));
    expect(scroll.table).toBeLessThanOrEqual(scroll.box);
    expect(scroll.page).toBeLessThanOrEqual(1366);
    const spamRow = rows(page).filter({ hasText: 'Possible spam' }).first();
    await expect(spamRow.getByTestId('nft-verdict')).toHaveCount(1);
    await expect(spamRow).not.toContainText('Verified');
  });

  test('spam rows hide behind a toggle that says how many', async ({ page }) => {
    await page.goto(`/nft/${erc721.address}?chain=${erc721.chain}`);
    const toggle = page.getByRole('button', { name: /^Show \d+ spam transfers?$/ });
    await expect(toggle).toBeVisible();
    const spam = Number((await toggle.textContent())!.match(/\d+/)![0]);
    // The table adds rows below the first screen a few per frame: count them once all are there.
    await expect(page.locator('table[aria-busy]')).toHaveCount(0);
    const before = await rows(page).count();
    await toggle.click();
    await expect(rows(page)).toHaveCount(before + spam);
    await expect(
      page.getByRole('button', { name: `Hide ${spam} spam transfer${spam === 1 ? '' : 's'}` }),
    ).toBeVisible();
  });

  test('ERC1155 transfers show their standard, amount and operator', async ({ page }) => {
    await page.goto(`/nft/${erc1155.address}?chain=${erc1155.chain}`);
    await expect(rows(page).first()).toContainText('ERC1155');
    await expect(page.getByRole('cell', { name: /Batch|Single/ }).first()).toBeVisible();
  });

  test('paging keeps a deep link; Previous and First still work', async ({ page }) => {
    await page.goto(`/nft/${erc721.address}?chain=${erc721.chain}&limit=10`);
    await expect(page.getByText('Page 1', { exact: true })).toBeVisible();
    const first = await page.getByTestId('token-id').first().getAttribute('title');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/[?&]page=2&at=\d+/);
    await expect(page.getByText('Page 2', { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByText('Page 2', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByText('Page 1', { exact: true })).toBeVisible();
    await expect(page.getByTestId('token-id').first()).toHaveAttribute('title', first ?? '');
  });

  test('a deep link to page N stays short, opens the same rows without a cursor, and Previous and First work', async ({
    page,
    standin,
  }) => {
    // Seven page loads in two tabs.
    test.setTimeout(90_000);
    // ERC1155 batches put several transfers in one block, so pages of 7 split blocks.
    const contract = erc1155.address;
    await page.goto(`${LIVE_URL}/nft/${contract}?chain=${erc1155.chain}&limit=7`);
    await expect(page.getByText('Page 1', { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(rows(page).first()).toBeVisible();
    const pages: string[][] = [await pageKeys(page)];
    const anchors: string[] = [];
    for (let n = 2; n <= 5; n += 1) {
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByText(`Page ${n}`, { exact: true })).toBeVisible();
      await expect.poll(() => rowKey(page, 0)).not.toBe(pages.at(-1)![0]);
      pages.push(await pageKeys(page));
      anchors.push(new URL(page.url()).searchParams.get('at') ?? '');
    }
    // Every transfer once, in order: a block split between two pages loses and repeats nothing.
    expect(new Set(pages.flat()).size).toBe(pages.flat().length);
    expect(
      anchors.some((at) => at.includes('-')),
      `anchors ${anchors.join(' ')}`,
    ).toBe(true);
    const deep = page.url();
    expectAnchoredLink(deep, 5);

    // Opened afresh with no walk in memory: the same rows, and no request carries a cursor.
    const fresh = await openAfresh(page, standin, deep);
    await expect(fresh.getByText('Page 5', { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(rows(fresh).first()).toBeVisible();
    expect(await pageKeys(fresh)).toEqual(pages[4]);
    expect(await cursorRequests(standin, contract)).toEqual([]);

    // Previous from the deep link, twice, then First.
    await fresh.getByRole('button', { name: 'Previous' }).click();
    await expect(fresh.getByText('Page 4', { exact: true })).toBeVisible();
    await expect.poll(() => pageKeys(fresh)).toEqual(pages[3]);
    await fresh.getByRole('button', { name: 'Previous' }).click();
    await expect(fresh.getByText('Page 3', { exact: true })).toBeVisible();
    await expect.poll(() => pageKeys(fresh)).toEqual(pages[2]);
    await fresh.getByRole('button', { name: 'First' }).click();
    await expect(fresh.getByText('Page 1', { exact: true })).toBeVisible();
    await expect.poll(() => pageKeys(fresh)).toEqual(pages[0]);
    expect(new URL(fresh.url()).searchParams.has('at')).toBe(false);
    await fresh.close();
  });

  test('invalid parameters show a message and send nothing', async ({ page, standin }) => {
    await standin.clearRequests();
    await page.goto(`${LIVE_URL}/nft/${erc721.address}?chain=eth&format=roman&limit=500`);
    await expect(page.getByRole('alert').first()).toContainText('must be decimal or hex');
    await expect(page.getByText(/Page size "500" must be a whole number from 1 to 100/).first()).toBeVisible();
    expect((await standin.requests()).filter((r) => r.path.includes('/nft/'))).toEqual([]);
  });
});
