import type { Page } from '@playwright/test';
import { DEMO_TOKENS } from '../standin/catalog';
import { expect, expectNoAxeViolations, LIVE_URL, test } from './fixtures';

/**
 * Token price pages against the stand-in: the watchlist in the URL and in storage, the cards'
 * states (price, unpriceable, testnet, rate limited), REST and JSON-RPC side by side, and the
 * opt-in sampled history.
 */

const { weth, usdc, meme, lowLiquidity } = DEMO_TOKENS;
const card = (page: Page, name: RegExp) => page.getByRole('article', { name });

test.describe('token prices', () => {
  test('a first visit seeds the default watchlist into the URL; a card shows price and 24 h change', async ({
    page,
  }) => {
    await page.goto('/tokens');
    await expect(page).toHaveURL(new RegExp(`list=.*${weth.address}`));
    await expect(page.getByTestId('token-card')).toHaveCount(4);
    const wethCard = card(page, /WETH/);
    await expect(wethCard.getByTestId('usd-price')).toHaveText(/^\$[\d,]+\.\d{2}$/);
    await expect(wethCard.getByTitle(/^24 h change/)).toHaveText(/[+−]\d+\.\d{2}%|0\.00%/);
    await expect(wethCard.getByText(/Updated (just now|\d+ s ago)/)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('add and remove survive a reload and live in the URL and in storage', async ({ page }) => {
    await page.goto(`/tokens?list=${usdc.chain}:${usdc.address}`);
    await expect(page.getByTestId('token-card')).toHaveCount(1);

    await page.getByLabel('Token contract address').fill(meme.address);
    await page.getByRole('button', { name: 'Add token' }).click();
    await expect(page).toHaveURL(new RegExp(meme.address));
    await expect(page.getByTestId('token-card')).toHaveCount(2);
    await page.reload();
    await expect(page.getByTestId('token-card')).toHaveCount(2);

    await page.getByRole('button', { name: /Remove USDC/ }).click();
    await expect(page).not.toHaveURL(new RegExp(usdc.address));
    await expect(page.getByTestId('token-card')).toHaveCount(1);

    // Without a list in the URL, the stored one comes back (into the URL).
    await page.goto('/tokens');
    await expect(page).toHaveURL(new RegExp(meme.address));
    await expect(page).not.toHaveURL(new RegExp(usdc.address));
    await expect(page.getByTestId('token-card')).toHaveCount(1);
  });

  test('the add form refuses a bad checksum and a testnet with their reasons', async ({ page }) => {
    await page.goto('/tokens?list=');
    const input = page.getByLabel('Token contract address');
    await input.fill('0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756cC2');
    await page.getByRole('button', { name: 'Add token' }).click();
    await expect(page.getByRole('alert')).toContainText('fails its checksum');
    await input.fill(weth.address);
    await page
      .getByRole('form', { name: 'Add a token' })
      .getByLabel('Chain', { exact: true })
      .selectOption({ label: 'Sepolia' });
    await page.getByRole('button', { name: 'Add token' }).click();
    await expect(page.getByRole('alert')).toContainText('Sepolia is a testnet');
    await expect(page.getByTestId('token-card')).toHaveCount(0);
  });

  test('REST and JSON-RPC side by side agree', async ({ page }) => {
    await page.goto(`/tokens?list=${weth.chain}:${weth.address}:both`);
    const wethCard = card(page, /WETH/);
    await expect(wethCard.getByRole('region', { name: 'REST price' }).getByTestId('usd-price')).toBeVisible();
    await expect(wethCard.getByRole('region', { name: 'JSON-RPC price' }).getByTestId('usd-price')).toBeVisible();
    // The demo's chain moves on: the two answers agree when they priced one block, else the card
    // says they priced different blocks (a comparison across blocks would mean nothing).
    await expect(wethCard.getByTestId(/^sources-(agree|different-blocks)$/)).toBeVisible();
    // The refresh interval is URL state too.
    await page.getByLabel('Auto-refresh').selectOption({ label: 'Every 15 s' });
    await expect(page).toHaveURL(/refresh=15/);
    await page.reload();
    await expect(page.getByLabel('Auto-refresh')).toHaveValue('15');
  });

  test('an unpriceable token and a testnet show their own messages; nothing is sent for the testnet', async ({
    page,
    standin,
  }) => {
    await standin.clearRequests();
    await page.goto(`${LIVE_URL}/tokens?list=${lowLiquidity.chain}:${lowLiquidity.address},sepolia:${weth.address}`);
    await expect(page.getByTestId('unpriceable-notice')).toContainText('not enough liquidity');
    await expect(page.getByTestId('testnet-notice')).toContainText('Sepolia is a testnet');
    const sent = (await standin.requests()).map((r) => r.path);
    expect(sent.some((p) => p.includes(lowLiquidity.address))).toBe(true);
    expect(sent.filter((p) => p.includes(weth.address))).toEqual([]);
  });

  test('a rate limit (429) shows "too many requests" and recovers on retry', async ({ page, standin }) => {
    await standin.injectFault({ match: `/evm/api/v2.2/erc20/${weth.address}`, status: 429, retryAfter: 1 });
    await page.goto(`${LIVE_URL}/tokens?list=${weth.chain}:${weth.address}`);
    const only = page.getByTestId('token-card');
    // The app retries a short Retry-After on its own a few times before it shows the error.
    await expect(only.getByRole('alert')).toContainText(/too many requests/i, { timeout: 20_000 });
    await standin.clearFaults();
    await only.getByRole('button', { name: /^Retry/ }).click({ timeout: 5_000 });
    await expect(only.getByTestId('usd-price')).toBeVisible();
  });

  test('the detail page states the cost, then draws one point per sample', async ({ page }) => {
    await page.goto(`/token/${weth.address}?chain=${weth.chain}`);
    await expect(page.getByRole('region', { name: 'REST price' }).getByTestId('usd-price')).toBeVisible();
    await expect(page.getByRole('region', { name: 'JSON-RPC price' }).getByTestId('usd-price')).toBeVisible();
    await page.getByText('24', { exact: true }).click();
    await expect(page.getByTestId('history-cost')).toContainText('24 calls');
    await expect(page.getByTestId('history-cost')).toContainText('24×50 = 1,200 compute units');
    await page.getByRole('button', { name: /Load history/ }).click();
    const chart = page.getByTestId('price-history-chart');
    await expect(chart).toHaveAttribute('data-points', '24', { timeout: 20_000 });
    await expect(chart.locator('.recharts-line-dot')).toHaveCount(24);
    await expectNoAxeViolations(page);
  });

  test('a detail link sends its JSON-RPC price once, and the page draws that answer', async ({ page, standin }) => {
    void standin;
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${LIVE_URL}/token/${weth.address}?chain=${weth.chain}`);
    const rpc = page.getByRole('region', { name: 'JSON-RPC price' });
    await expect(rpc.getByTestId('usd-price')).toHaveText(/^\$[\d,]+\.\d{2}$/);
    expect(posts).toEqual(['/api/rpc/eth']);
  });

  test('an invalid detail link says why and sends nothing', async ({ page, standin }) => {
    await standin.clearRequests();
    await page.goto(`${LIVE_URL}/token/0x123?chain=eth&to_block=abc`);
    await expect(page.getByRole('alert')).toContainText('40 hex digits');
    await expect(page.getByRole('alert')).toContainText('to_block must be a whole number');
    expect((await standin.requests()).filter((r) => r.path.includes('erc20') || r.path.startsWith('/rpc'))).toEqual([]);
  });
});
