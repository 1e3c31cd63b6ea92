import { DEMO_COIN_TYPES, DEMO_NFT_CONTRACTS, DEMO_TOKENS, DEMO_WALLETS } from '../standin/catalog';
import { DEMO_URL, expect, expectNoAxeViolations, LIVE_URL, test } from './fixtures';
import type { Page } from '@playwright/test';

/**
 * The app shell and the home page: the paste-anything search lands on each page, deep links,
 * the demo badge, bad input stays local, the `/` shortcut, the theme, accessibility.
 * Pages owned elsewhere are only checked for their URL and a page heading.
 */

const wallet = DEMO_WALLETS.busy.address;
const HEIGHT = '250000000';
const COIN_HASH = 'a'.repeat(64);

const search = (page: Page) => page.getByRole('searchbox', { name: /search by address/i });

async function searchFor(page: Page, text: string): Promise<void> {
  await page.goto('/');
  await search(page).fill(text);
}

async function expectPage(page: Page, pathname: string, params: Record<string, string> = {}): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname === pathname);
  const url = new URL(page.url());
  for (const [key, value] of Object.entries(params)) expect(url.searchParams.get(key)).toBe(value);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

test.describe('search box', () => {
  test('an address opens the wallet history on Enter, on the default chain', async ({ page }) => {
    await searchFor(page, wallet.toUpperCase().replace('0X', '0x'));
    await search(page).press('Enter');
    await expectPage(page, `/wallet/${wallet}`, { chain: 'eth' });
  });

  test('an address offers NFT transfers', async ({ page }) => {
    await searchFor(page, DEMO_NFT_CONTRACTS.erc721.address);
    await page.getByRole('link', { name: /NFT transfers/ }).click();
    await expectPage(page, `/nft/${DEMO_NFT_CONTRACTS.erc721.address}`, { chain: 'eth' });
  });

  test('an address offers the token price', async ({ page }) => {
    await searchFor(page, DEMO_TOKENS.weth.address);
    await page.getByRole('link', { name: /Token price/ }).click();
    await expectPage(page, `/token/${DEMO_TOKENS.weth.address}`, { chain: 'eth' });
  });

  test('the chain chosen in the header is the address default', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Default chain' }).selectOption('polygon');
    await search(page).fill(DEMO_WALLETS.polygon.address);
    await search(page).press('Enter');
    await expectPage(page, `/wallet/${DEMO_WALLETS.polygon.address}`, { chain: 'polygon' });
  });

  test('a whole number opens the chain-B block', async ({ page }) => {
    await searchFor(page, HEIGHT);
    await search(page).press('Enter');
    await expectPage(page, `/chain-b/blocks/${HEIGHT}`);
  });

  test('64 hex digits without 0x open the chain-B coin', async ({ page }) => {
    await searchFor(page, COIN_HASH);
    await search(page).press('Enter');
    await expectPage(page, '/chain-b/coins', { hashes: COIN_HASH });
  });

  test('0x + 64 hex digits open the transaction on the explorer; the coin only when chosen', async ({ page }) => {
    await searchFor(page, `0x${COIN_HASH}`);
    // Enter opens the explorer in a new tab: record where instead of leaving the machine.
    await page.evaluate(() => {
      const opened: string[] = [];
      (window as unknown as { opened: string[] }).opened = opened;
      window.open = (url) => {
        opened.push(String(url));
        return null;
      };
    });
    await expect(page.getByText(/this data service has no transaction look-up/)).toBeVisible();
    await search(page).press('Enter');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { opened: string[] }).opened))
      .toEqual([`https://etherscan.io/tx/0x${COIN_HASH}`]);
    expect(new URL(page.url()).pathname).toBe('/');
    await page.getByRole('link', { name: /Aptos coin type hash/ }).click();
    await expectPage(page, '/chain-b/coins', { hashes: `0x${COIN_HASH}` });
  });

  test('a coin type opens the chain-B coin', async ({ page }) => {
    await searchFor(page, DEMO_COIN_TYPES[0]);
    await search(page).press('Enter');
    await expectPage(page, '/chain-b/coins', { hashes: DEMO_COIN_TYPES[0] });
  });

  test('bad input shows its message and sends nothing upstream', async ({ page, standin }) => {
    await page.goto(`${LIVE_URL}/`);
    await page.waitForLoadState('networkidle');
    await standin.clearRequests();
    for (const [input, message] of [
      ['hello', /cannot tell what this is/],
      ['0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96046', /checksum/],
      ['<img src=x onerror=alert(1)>', /cannot tell what this is/],
      [`0x${'1'.repeat(39)}`, /0x followed by 39 hex digits/],
    ] as const) {
      await search(page).fill(input);
      await search(page).press('Enter');
      await expect(page.getByRole('alert')).toContainText(message);
      await expect(search(page)).toHaveAttribute('aria-invalid', 'true');
      expect(new URL(page.url()).pathname).toBe('/');
    }
    expect(await standin.requests()).toEqual([]);
  });

  test('recent lookups are kept, removable and clearable', async ({ page }) => {
    await searchFor(page, HEIGHT);
    await search(page).press('Enter');
    await expectPage(page, `/chain-b/blocks/${HEIGHT}`);
    await page.getByRole('link', { name: 'Search', exact: true }).click();
    const recent = page.getByRole('region', { name: 'Recent lookups' });
    await expect(recent.getByRole('link', { name: HEIGHT })).toBeVisible();
    await search(page).fill(DEMO_COIN_TYPES[0]);
    await search(page).press('Enter');
    await page.goBack();
    await expect(recent.getByRole('listitem')).toHaveCount(2);
    await recent.getByRole('button', { name: `Remove Block ${HEIGHT} from recent lookups` }).click();
    await expect(recent.getByRole('listitem')).toHaveCount(1);
    await recent.getByRole('button', { name: 'Clear all' }).click();
    await expect(recent.getByText(/Nothing yet/)).toBeVisible();
  });
});

test.describe('shell', () => {
  test('a deep link loads directly', async ({ page }) => {
    await page.goto(`/chain-b/blocks/${HEIGHT}`);
    await expectPage(page, `/chain-b/blocks/${HEIGHT}`);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await page.goto(`/wallet/${DEMO_WALLETS.polygon.address}?chain=polygon`);
    await expectPage(page, `/wallet/${DEMO_WALLETS.polygon.address}`, { chain: 'polygon' });
  });

  test('an unknown page says so and leads back', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to search' }).click();
    await expect(search(page)).toBeFocused();
  });

  test.describe('through the live server', () => {
    test.use({ liveServer: true });

    test('the demo badge shows on the demo server and not on the live one', async ({ page }) => {
      await page.goto(`${DEMO_URL}/`);
      // Named in the page by the server, so the badge is drawn with the first paint (no layout shift).
      await expect(page.locator('html')).toHaveAttribute('data-mode', 'demo');
      await expect(page.getByText('Demo data', { exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Busy trading wallet' })).toBeVisible();
      await page.goto(`${LIVE_URL}/`);
      await expect(page.locator('html')).not.toHaveAttribute('data-mode', /./);
      await expect(page.getByText(/live data service/)).toBeVisible();
      await expect(page.getByText('Demo data', { exact: true })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Busy trading wallet' })).toHaveCount(0);
    });
  });

  test('"/" focuses the search from anywhere, but not while typing in a field', async ({ page }) => {
    await page.goto('/');
    await expect(search(page)).toBeFocused();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(search(page)).not.toBeFocused();
    await page.keyboard.press('/');
    await expect(search(page)).toBeFocused();
    await expect(search(page)).toHaveValue('');
    // A page without a search field of its own: "/" goes to the home page's search (pages with
    // their own field keep "/" for it: explorer-habits.spec.ts).
    await page.goto('/streams/alerts');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.keyboard.press('/');
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(search(page)).toBeFocused();
  });

  test('the theme switch applies and remembers light, dark and system', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    const html = page.locator('html');
    await expect(html).not.toHaveClass(/\bdark\b/);
    await page.getByRole('button', { name: 'Dark theme' }).click();
    await expect(html).toHaveClass(/\bdark\b/);
    await expect(page.getByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(html).toHaveClass(/\bdark\b/);
    await page.getByRole('button', { name: 'Light theme' }).click();
    await expect(html).not.toHaveClass(/\bdark\b/);
    await page.getByRole('button', { name: 'System theme' }).click();
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(html).toHaveClass(/\bdark\b/);
  });

  test('home has no serious accessibility violations, light or dark', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Service status' }).getByText(/Server version/)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Dark theme' }).click();
    await expectNoAxeViolations(page);
  });
});
