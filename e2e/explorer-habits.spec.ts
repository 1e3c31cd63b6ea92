import type { Page } from '@playwright/test';
import { DEMO_NFT_CONTRACTS, DEMO_TOKENS, DEMO_WALLETS } from '../standin/catalog';
import { expect, LIVE_URL, test } from './fixtures';
import { cursorRequests, expectAnchoredLink, openAfresh } from './paging';

/**
 * What a daily block-explorer user does: pastes transaction hashes and block numbers, shares
 * links to a page and a transaction, types numbers as the pages show them, and uses the keyboard.
 */

const { busy } = DEMO_WALLETS;
const rows = (page: Page) => page.locator('tbody > tr[data-expanded]');
const hashOf = async (page: Page, index: number) =>
  ((await rows(page).nth(index).locator('[id^="tx-0x"]').getAttribute('id')) ?? '').slice(3);
const search = (page: Page) => page.getByRole('searchbox', { name: /search by address/i });
const results = (page: Page) => page.getByRole('list', { name: 'Search results' });

test.describe('explorer habits', () => {
  test.use({ liveServer: true });

  test('a transaction hash on / is offered as a transaction on the explorer and as a coin type hash', async ({
    page,
  }) => {
    const hash = `0x${'ab'.repeat(32)}`;
    await page.goto(`${LIVE_URL}/`);
    await search(page).fill(hash);
    const transaction = results(page).getByRole('link', { name: /Transaction on Ethereum/ });
    await expect(transaction).toBeVisible();
    await expect(transaction).toHaveAttribute('href', `https://etherscan.io/tx/${hash}`);
    await expect(transaction).toContainText('this data service has no transaction look-up');
    await expect(results(page).getByRole('link', { name: /Aptos coin type hash/ })).toBeVisible();
    // The whole hint is on screen: nothing is cut off with an ellipsis.
    const overflow = await transaction.evaluate((element) =>
      [...element.querySelectorAll('span:not(.sr-only)')].some((span) => span.scrollWidth > span.clientWidth + 1),
    );
    expect(overflow).toBe(false);
  });

  test('a number on / may be an Aptos height or an EVM block; grouping commas are accepted', async ({ page }) => {
    await page.goto(`${LIVE_URL}/`);
    await search(page).fill('26,000,000');
    await expect(results(page).getByRole('link', { name: /Aptos block height 26,000,000/ })).toBeVisible();
    const evm = results(page).getByRole('link', { name: /EVM block 26,000,000 on Ethereum/ });
    await expect(evm).toHaveAttribute('href', 'https://etherscan.io/block/26000000');
    await expect(evm).toContainText('has no page here');
  });

  test('opening a row writes #tx=, Copy link copies it, and a #tx= link opens its row alone', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`${LIVE_URL}/wallet/${busy.address}?chain=eth&limit=10`);
    await expect(rows(page)).toHaveCount(10, { timeout: 20_000 });
    const first = await hashOf(page, 0);
    const third = await hashOf(page, 2);
    const before = await page.evaluate(() => history.length);
    await page.getByRole('button', { name: `Show details of ${first}` }).click();
    await expect(page).toHaveURL(new RegExp(`#tx=${first}$`));
    await page.getByRole('button', { name: `Show details of ${third}` }).click();
    await expect(page).toHaveURL(new RegExp(`#tx=${third}$`));
    // Replaced, not pushed: Back leaves the page instead of stepping through opened rows.
    expect(await page.evaluate(() => history.length)).toBe(before);
    await page.getByTestId(`tx-detail-${first}`).getByRole('button', { name: 'Copy link to this transaction' }).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(`${LIVE_URL}/wallet/${busy.address}?chain=eth&limit=10#tx=${first}`);
    await expect(page.getByTestId(`tx-detail-${first}`).getByRole('link', { name: /Etherscan/ })).toHaveAttribute(
      'href',
      `https://etherscan.io/tx/${first}`,
    );

    // Following a link to the first transaction closes the other open row.
    await page.evaluate((url) => {
      location.hash = new URL(url).hash;
    }, copied);
    await expect(page.getByTestId(`tx-detail-${first}`)).toBeVisible();
    await expect(page.getByTestId(`tx-detail-${third}`)).toHaveCount(0);
  });

  test('a #tx= that is not on the page says where to look next', async ({ page }) => {
    const absent = `0x${'cd'.repeat(32)}`;
    await page.goto(`${LIVE_URL}/wallet/${busy.address}?chain=eth&limit=10#tx=${absent}`);
    const note = page.getByRole('status').filter({ hasText: absent });
    await expect(note).toBeVisible({ timeout: 20_000 });
    await expect(note).toContainText('may be on a later page (Next)');
    await expect(note.getByRole('link', { name: /Etherscan/ })).toHaveAttribute(
      'href',
      `https://etherscan.io/tx/${absent}`,
    );
  });

  test('a deep link to page N stays short, opens the same rows without a cursor, and Previous and First work', async ({
    page,
    standin,
  }) => {
    // Ten page loads in two tabs.
    test.setTimeout(90_000);
    await page.goto(`${LIVE_URL}/wallet/${busy.address}?chain=eth&limit=10`);
    await expect(rows(page)).toHaveCount(10, { timeout: 20_000 });
    const pages: string[][] = [];
    const hashes = async () => Promise.all([...Array(10).keys()].map((i) => hashOf(page, i)));
    pages.push(await hashes());
    for (let n = 2; n <= 6; n += 1) {
      await page.getByRole('button', { name: 'Next' }).first().click();
      await expect(page.getByText(`Page ${n}`).first()).toBeVisible();
      await expect.poll(() => hashOf(page, 0)).not.toBe(pages.at(-1)![0]);
      pages.push(await hashes());
    }
    const deep = page.url();
    expectAnchoredLink(deep, 6);

    // Opened afresh, with no cursor at all: the same rows, and the requests carry no cursor.
    const fresh = await openAfresh(page, standin, deep);
    await expect(rows(fresh)).toHaveCount(10, { timeout: 20_000 });
    expect(await Promise.all([...Array(10).keys()].map((i) => hashOf(fresh, i)))).toEqual(pages[5]);
    expect(await cursorRequests(standin, busy.address)).toEqual([]);

    // Previous from the deep link, twice, then First.
    await fresh.getByRole('button', { name: 'Previous' }).first().click();
    await expect(fresh.getByText('Page 5').first()).toBeVisible();
    await expect.poll(() => hashOf(fresh, 0)).toBe(pages[4]![0]);
    expect(await Promise.all([...Array(10).keys()].map((i) => hashOf(fresh, i)))).toEqual(pages[4]);
    await fresh.getByRole('button', { name: 'Previous' }).first().click();
    await expect(fresh.getByText('Page 4').first()).toBeVisible();
    await expect.poll(() => hashOf(fresh, 0)).toBe(pages[3]![0]);
    await fresh.getByRole('button', { name: 'First' }).first().click();
    await expect(fresh.getByText('Page 1').first()).toBeVisible();
    await expect.poll(() => hashOf(fresh, 0)).toBe(pages[0]![0]);
    await fresh.close();
  });

  test('range filters take grouping commas; a half-typed date stops Apply and the whole-range export', async ({
    page,
    standin,
  }) => {
    await page.goto(`${LIVE_URL}/wallet/${busy.address}?chain=eth&limit=10`);
    await expect(rows(page)).toHaveCount(10, { timeout: 20_000 });
    const top = (await rows(page).nth(5).getByTestId('block').innerText()).trim();
    expect(top).toContain(',');
    await page.getByLabel('To block').fill(top);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(new RegExp(`to_block=${top.replace(/,/g, '')}(&|$)`));

    // Only the month typed: the browser holds no value, and Apply must not read "no bound".
    const url = page.url();
    await page.getByLabel('From date (UTC)').click();
    await page.keyboard.type('01');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('From date is incomplete').first()).toBeVisible();
    expect(page.url()).toBe(url);
    await standin.clearRequests();
    await page.getByRole('button', { name: 'Export whole range' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Nothing was exported' })).toBeVisible();
    expect(await standin.requests()).toEqual([]);
  });

  test('the failures filter refuses a 1,000-character text with a message and keeps a digit-only one as typed', async ({
    page,
  }) => {
    await page.goto(`${LIVE_URL}/streams/failed`);
    const field = page.getByLabel('Error text');
    await field.fill('x'.repeat(1000));
    await expect(
      page.getByRole('alert').filter({ hasText: 'at most 200 characters, and this is 1,000' }),
    ).toBeVisible();
    await page.waitForTimeout(600);
    expect(new URL(page.url()).searchParams.get('q')).toBeNull();
    await field.fill('500');
    await field.press('Enter');
    await expect(page).toHaveURL(/[?&]q=500(&|$)/);
  });

  test('one tab stop per wallet row, arrows move inside the table, a skip link passes it, and / focuses the page field', async ({
    page,
  }) => {
    await page.goto(`${LIVE_URL}/wallet/${busy.address}?chain=eth&limit=20`);
    await expect(rows(page)).toHaveCount(20, { timeout: 20_000 });
    const tabStops = await rows(page).evaluateAll((trs) =>
      trs.map(
        (tr) => [...tr.querySelectorAll('a[href], button')].filter((el) => el.getAttribute('tabindex') !== '-1').length,
      ),
    );
    expect(tabStops).toEqual(Array(20).fill(1));
    const first = await hashOf(page, 0);
    const second = await hashOf(page, 1);
    await page.getByRole('button', { name: `Show details of ${first}` }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('button', { name: `Show details of ${second}` })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('button', { name: `Show details of ${second}` })).not.toBeFocused();

    const skip = page.getByRole('link', { name: /Skip table/ });
    await skip.focus();
    await expect(skip).toBeVisible();
    await skip.press('Enter');
    await expect(page.getByText(/^End of table/)).toBeFocused();

    await page.getByRole('heading', { level: 1 }).click();
    await page.keyboard.press('/');
    await expect(page.getByLabel('From block')).toBeFocused();
    expect(new URL(page.url()).pathname).toBe(`/wallet/${busy.address}`);
  });

  test('/ focuses the token pages’ own fields, and on a phone unfolds the filters to reach the range field', async ({
    page,
  }) => {
    const { weth } = DEMO_TOKENS;
    const slashFocuses = async (path: string, field: string) => {
      await page.goto(`${LIVE_URL}${path}`);
      await page.getByRole('heading', { level: 1 }).click();
      await page.keyboard.press('/');
      await expect(page.getByLabel(field, { exact: true })).toBeFocused();
      expect(new URL(page.url()).pathname).toBe(path.split('?')[0]);
    };
    await slashFocuses(`/tokens?list=${weth.chain}:${weth.address}`, 'Token contract address');
    await slashFocuses(`/token/${weth.address}?chain=eth`, 'Price at block');

    await page.setViewportSize({ width: 390, height: 844 });
    await slashFocuses(`/wallet/${busy.address}?chain=eth&limit=10`, 'From block');
    await expect(page.getByRole('button', { name: 'Hide filters' })).toBeVisible();
    const nft = DEMO_NFT_CONTRACTS.erc721;
    await slashFocuses(`/nft/${nft.address}?chain=${nft.chain}&limit=10`, 'From block');
  });
});
