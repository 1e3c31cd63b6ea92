import type { Page } from '@playwright/test';
import type { LoggedRequest } from '../standin/control-state';
import { DEMO_NFT_CONTRACTS, DEMO_TOKENS, DEMO_WALLETS } from '../standin/catalog';
import { expect, expectNoAxeViolations, LIVE_URL, test } from './fixtures';

/**
 * One address, three views: the wallet's transactions, the contract's NFT transfers and the
 * token's price are tabs of one page under one header. Each tab is its own deep link and asks
 * the service only once it is opened.
 */

const { erc721, erc1155 } = DEMO_NFT_CONTRACTS;
const tabs = (page: Page) => page.getByRole('navigation', { name: 'Address views' });
const tab = (page: Page, name: string) => tabs(page).getByRole('link', { name, exact: true });
const another = (page: Page) => page.getByRole('searchbox', { name: 'Another address' });

const nftCalls = (log: LoggedRequest[], address: string) =>
  log.filter((r) => r.path.startsWith(`/evm/api/v2.2/nft/${address}/`));
/** REST (`/erc20/<address>/price`) and JSON-RPC (a POST to `/rpc/<chain>/<key>`) prices. */
const priceCalls = (log: LoggedRequest[], address: string) =>
  log.filter((r) => r.path.startsWith(`/evm/api/v2.2/erc20/${address}/`) || r.path.startsWith('/rpc/'));

test.describe('address tabs', () => {
  test.use({ liveServer: true });

  test('an NFT contract pasted on / reaches its NFT transfers and price through the tabs, each asked for only when opened', async ({
    page,
    standin,
  }) => {
    await page.goto(`${LIVE_URL}/`);
    await page.getByRole('searchbox', { name: /search by address/i }).fill(erc721.address);
    await page.getByRole('searchbox', { name: /search by address/i }).press('Enter');
    await expect(page).toHaveURL(`${LIVE_URL}/wallet/${erc721.address}?chain=eth`);
    await expect(tab(page, 'Transactions')).toHaveAttribute('aria-current', 'page');
    // The name a wallet row gives the contract heads every tab.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pixel Pals: PXP Token');
    await expect(page.getByRole('main').locator('header').getByText(erc721.address, { exact: true })).toBeVisible();
    await expect(page.getByText('Address on Ethereum')).toBeVisible();

    // Hovering and focusing the other tabs loads their code, never their data.
    await tab(page, 'NFT transfers').hover();
    await tab(page, 'Token price').focus();
    await tab(page, 'Token price').hover();
    await page.waitForTimeout(300);
    let log = await standin.requests();
    expect(
      log.some((r) => r.path.startsWith(`/evm/api/v2.2/${erc721.address}`)),
      'the wallet tab asked for its transactions',
    ).toBe(true);
    expect(nftCalls(log, erc721.address)).toEqual([]);
    expect(priceCalls(log, erc721.address)).toEqual([]);

    await tab(page, 'NFT transfers').click();
    await expect(page).toHaveURL(`${LIVE_URL}/nft/${erc721.address}?chain=eth`);
    await expect(tab(page, 'NFT transfers')).toHaveAttribute('aria-current', 'page');
    await expect(tab(page, 'Transactions')).not.toHaveAttribute('aria-current');
    await expect(page.getByTestId('token-id').first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pixel Pals: PXP Token');
    log = await standin.requests();
    expect(nftCalls(log, erc721.address).length).toBeGreaterThan(0);
    expect(priceCalls(log, erc721.address)).toEqual([]);

    await tab(page, 'Token price').click();
    await expect(page).toHaveURL(`${LIVE_URL}/token/${erc721.address}?chain=eth`);
    await expect(tab(page, 'Token price')).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('region', { name: 'REST price' })).toBeVisible();
    await expect.poll(async () => priceCalls(await standin.requests(), erc721.address).length).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
  });

  test('the tabs keep the chain and each tab’s own search stays its own', async ({ page }) => {
    await page.goto(`${LIVE_URL}/nft/${DEMO_NFT_CONTRACTS.polygon721.address}?chain=polygon&format=hex&limit=10`);
    await expect(tab(page, 'Transactions')).toHaveAttribute(
      'href',
      `/wallet/${DEMO_NFT_CONTRACTS.polygon721.address}?chain=polygon`,
    );
    await expect(tab(page, 'Token price')).toHaveAttribute(
      'href',
      `/token/${DEMO_NFT_CONTRACTS.polygon721.address}?chain=polygon`,
    );
    await page.getByLabel('Chain', { exact: true }).selectOption('eth');
    await expect(tab(page, 'Transactions')).toHaveAttribute(
      'href',
      `/wallet/${DEMO_NFT_CONTRACTS.polygon721.address}?chain=eth`,
    );
  });

  test('an empty answer says what it probably means', async ({ page }) => {
    // A token is no NFT contract: the service has no transfers for it.
    await page.goto(`${LIVE_URL}/nft/${DEMO_TOKENS.weth.address}?chain=eth`);
    await expect(page.getByTestId('nft-empty')).toContainText(
      'No NFT transfers on Ethereum: probably not an NFT contract.',
    );
    // A range with nothing in it offers to widen it.
    await page.goto(`${LIVE_URL}/nft/${erc721.address}?chain=eth&from_block=1&to_block=2`);
    const empty = page.getByTestId('nft-empty');
    await expect(empty).toContainText(
      'No NFT transfers in this range: probably not an NFT contract, or no activity in these blocks.',
    );
    await empty.getByRole('button', { name: 'Reset the range' }).click();
    await expect(page).toHaveURL(`${LIVE_URL}/nft/${erc721.address}?chain=eth`);
    await expect(page.getByTestId('token-id').first()).toBeVisible();
  });

  test('another address opens from the header on the same tab and chain; a bad one is explained and sends nothing', async ({
    page,
    standin,
  }) => {
    await page.goto(`${LIVE_URL}/nft/${erc721.address}?chain=eth&format=hex`);
    await expect(page.getByTestId('token-id').first()).toBeVisible();
    await standin.clearRequests();
    await another(page).fill(`0x${'1'.repeat(39)}`);
    await another(page).press('Enter');
    await expect(page.getByRole('alert')).toContainText('0x followed by 39 hex digits');
    await expect(another(page)).toHaveAttribute('aria-invalid', 'true');
    expect(await standin.requests()).toEqual([]);

    await another(page).fill(erc1155.address);
    await another(page).press('Enter');
    await expect(page).toHaveURL(`${LIVE_URL}/nft/${erc1155.address}?chain=eth`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(erc1155.address);
    await expect(another(page)).toHaveValue('');
    await expect(page.getByTestId('token-id').first()).toBeVisible();

    await tab(page, 'Transactions').click();
    await another(page).fill(DEMO_WALLETS.polygon.address);
    await another(page).press('Enter');
    await expect(page).toHaveURL(`${LIVE_URL}/wallet/${DEMO_WALLETS.polygon.address}?chain=eth`);
  });

  test('on a phone the three tabs fit across the page', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${LIVE_URL}/nft/${erc721.address}?chain=eth`);
    await expect(tab(page, 'Token price')).toBeVisible();
    const overflow = await tabs(page).evaluate((nav) => nav.scrollWidth - nav.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const box = await tab(page, 'Token price').boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(390);
  });
});
