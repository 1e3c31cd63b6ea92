import { DEMO_TOKENS } from '../standin/catalog';
import { expect, LIVE_URL, test } from './fixtures';

/** The token pages' rough edges: chain select, a failed price's identity, same-block comparison, card layout, initials. */

const { weth, usdc, wbtc, lowLiquidity, legacyShape } = DEMO_TOKENS;

test.describe('token pages', () => {
  test.use({ liveServer: true });

  test('the chain select on a token page applies at once, like the wallet page’s', async ({ page }) => {
    await page.goto(`${LIVE_URL}/token/${weth.address}?chain=eth`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wrapped Ether (WETH)');
    await page.getByRole('form', { name: 'Price options' }).getByLabel('Chain').selectOption({ label: 'Polygon' });
    await expect(page).toHaveURL(/chain=polygon/);
  });

  test('a price at a block past the head keeps the token’s name and offers no Retry for the 400', async ({ page }) => {
    await page.goto(`${LIVE_URL}/token/${weth.address}?chain=eth&to_block=999999999999`);
    await expect(page.getByRole('region', { name: 'REST price' }).getByRole('alert')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wrapped Ether (WETH)');
    await expect(page.locator('header [aria-hidden="true"]').filter({ hasText: /^C0$/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Retry/ })).toHaveCount(0);
  });

  test('a price that names the token does not load the token list; a failed one does', async ({ page }) => {
    const listChunks: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/0x1-[\w-]+\.js$/.test(new URL(request.url()).pathname)) listChunks.push(request.url());
    });
    await page.goto(`${LIVE_URL}/token/${weth.address}?chain=eth`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wrapped Ether (WETH)');
    await expect(page.getByTestId('sources-agree')).toBeVisible();
    expect(listChunks).toEqual([]);
    await page.goto(`${LIVE_URL}/token/${weth.address}?chain=eth&to_block=999999999999`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wrapped Ether (WETH)');
    expect(listChunks).toHaveLength(1);
  });

  test('REST and JSON-RPC are compared at one block, and prices of two blocks are not', async ({ page }) => {
    await page.goto(`${LIVE_URL}/token/${weth.address}?chain=eth`);
    await expect(page.getByTestId('sources-agree')).toContainText(/^At block [\d,]+, REST and JSON-RPC agree/);

    // The JSON-RPC answer priced another block: the page says so instead of comparing.
    await page.route('**/api/rpc/**', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { result?: Record<string, unknown> };
      if (body.result) body.result = { ...body.result, priceLastChangedAtBlock: '1' };
      await route.fulfill({ response, json: body });
    });
    await page.goto(`${LIVE_URL}/token/${usdc.address}?chain=eth`);
    await expect(page.getByTestId('sources-different-blocks')).toContainText(
      /priced different blocks \(REST at block [\d,]+, JSON-RPC at block 1\): not compared/,
    );
    await expect(page.getByTestId('sources-agree')).toHaveCount(0);
  });

  test('a card switched to Both keeps its column, and the others keep their places', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(
      `${LIVE_URL}/tokens?list=${weth.chain}:${weth.address},${usdc.chain}:${usdc.address},${wbtc.chain}:${wbtc.address}`,
    );
    const cards = page.getByTestId('token-card');
    await expect(cards).toHaveCount(3);
    const before = await Promise.all([0, 1, 2].map(async (i) => (await cards.nth(i).boundingBox())!));
    await cards.nth(0).getByText('Both', { exact: true }).click();
    await expect(cards.nth(0).getByRole('region', { name: 'JSON-RPC price' })).toBeVisible();
    const after = await Promise.all([0, 1, 2].map(async (i) => (await cards.nth(i).boundingBox())!));
    expect(after[0]!.width).toBe(before[0]!.width);
    expect(after.map((box) => box.x)).toEqual(before.map((box) => box.x));
  });

  test('a 2022-shaped price answer claims nothing it does not say', async ({ page }) => {
    // The stand-in answers this token with only nativePrice, usdPrice, exchangeAddress and exchangeName.
    await page.goto(`${LIVE_URL}/token/${legacyShape.address}?chain=${legacyShape.chain}`);
    // No tokenName or tokenSymbol: the name comes from the token list.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ankr (ANKR)');
    const rest = page.getByRole('region', { name: 'REST price' });
    await expect(rest.getByText('Verification unknown')).toBeVisible();
    await expect(rest.getByText('Binance Coin (BNB)')).toBeVisible();
    await expect(page.getByText('Not verified')).toHaveCount(0);
    await expect(page.getByText('Possible spam')).toHaveCount(0);
    // No block in either answer: the history says why it cannot chart instead of waiting.
    await expect(page.getByTestId('history-no-block')).toContainText('name no block');
    await expect(page.getByRole('button', { name: /Waiting for the current block/ })).toHaveCount(0);

    await page.goto(`${LIVE_URL}/tokens?list=${legacyShape.chain}:${legacyShape.address}`);
    await expect(page.getByRole('article', { name: 'Ankr (ANKR) on BNB Smart Chain' })).toBeVisible();
  });

  test('an unpriced token’s avatar shows no digits of its address', async ({ page }) => {
    await page.goto(`${LIVE_URL}/tokens?list=${lowLiquidity.chain}:${lowLiquidity.address}`);
    const cardHeader = page.getByTestId('token-card').locator('header');
    await expect(page.getByTestId('unpriceable-notice')).toBeVisible();
    await expect(cardHeader.locator('[aria-hidden="true"]').first()).toHaveText('?');
  });
});
