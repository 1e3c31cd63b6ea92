import type { Page } from '@playwright/test';
import { DEMO_NFT_CONTRACTS, DEMO_WALLETS } from '../standin/catalog';
import { expect, expectNoAxeViolations, test } from './fixtures';

/**
 * The long lists on a phone (390 px): cards instead of tables scrolled sideways, the range form
 * folded behind a button, nothing wider than the screen. The cards skip rendering while off
 * screen (content-visibility), so a `#tx=` link must still land on its card.
 */

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const { busy } = DEMO_WALLETS;
const { erc1155 } = DEMO_NFT_CONTRACTS;

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

test.describe('on a phone', () => {
  test('a wallet lists its transactions as cards, filters folded', async ({ page }) => {
    await page.goto(`/wallet/${busy.address}?chain=${busy.chain}`);
    const cards = page.getByRole('list', { name: /^Transactions of / }).getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    await expect(page.locator('table')).toHaveCount(0);
    // All cards arrive, a few per frame.
    await expect(page.locator('ul[aria-busy]')).toHaveCount(0);
    await expect(cards).toHaveCount(100);

    const filters = page.getByRole('button', { name: 'Filters' });
    await expect(filters).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByLabel('From block')).toHaveCount(0);
    await filters.click();
    await expect(page.getByLabel('From block')).toBeVisible();
    await expectNoSidewaysScroll(page);
  });

  test('a #tx= link scrolls to its card far down the list and opens it', async ({ page }) => {
    await page.goto(`/wallet/${busy.address}?chain=${busy.chain}`);
    const cards = page.getByRole('list', { name: /^Transactions of / }).getByRole('listitem');
    await expect(page.locator('ul[aria-busy]')).toHaveCount(0);
    const hash = await cards
      .nth(70)
      .locator('[id^="tx-"]')
      .getAttribute('id')
      .then((id) => id!.replace(/^tx-/, ''));
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/);

    await page.goto(`/wallet/${busy.address}?chain=${busy.chain}#tx=${hash}`);
    const target = cards.filter({ has: page.locator(`[id="tx-${hash}"]`) });
    await expect(target).toHaveAttribute('data-expanded', 'true');
    await expect(target.getByText('Overview', { exact: true })).toBeInViewport();
    await expect(page.locator('li[data-expanded="true"]')).toHaveCount(1);
  });

  test('NFT transfers are cards with the table’s facts', async ({ page }) => {
    await page.goto(`/nft/${erc1155.address}?chain=${erc1155.chain}`);
    const cards = page.getByRole('list', { name: /^NFT transfers of / }).getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    await expect(page.locator('table')).toHaveCount(0);
    await expect(cards.first().getByText('ERC1155')).toBeVisible();
    await expect(cards.first().getByTestId('token-id')).toHaveText(/^\d+$/);
    await expect(page.getByRole('button', { name: 'Filters' })).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('ul[aria-busy]')).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
  });
});
