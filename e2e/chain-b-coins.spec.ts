import { createHash } from 'node:crypto';
import { DEMO_COIN_TYPES } from '../standin/catalog';
import { expect, expectNoAxeViolations, LIVE_URL, test, type StandinControl } from './fixtures';

/**
 * Aptos coin pages against the live server in front of the stand-in. Coin type hashes come from
 * node:crypto, independent of the @noble/hashes the page uses.
 */

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const fmt = (n: number | string) => BigInt(n).toLocaleString('en-US');
const coinsUrl = (hashes: string) => `${LIVE_URL}/chain-b/coins?hashes=${encodeURIComponent(hashes)}`;

async function chainBRequests(standin: StandinControl): Promise<string[]> {
  return (await standin.requests()).map((request) => request.path).filter((path) => path.startsWith('/chain-b/'));
}

test.describe('Aptos coins', () => {
  const [apt, usdc, usdt] = DEMO_COIN_TYPES;
  const unknown = 'ab'.repeat(32);

  test('a coin found by hash', async ({ page, standin }) => {
    await page.goto(coinsUrl(`0x${sha256(usdc).toUpperCase()}`));
    const card = page.getByRole('article', { name: 'USD Coin (USDC)' });
    await expect(card).toContainText(usdc);
    await expect(card).toContainText(sha256(usdc));
    await expect(card).toContainText('Decimals6');
    expect(await chainBRequests(standin)).toContain(`/chain-b/coins?coin_type_hashes=${sha256(usdc)}`);
    await expectNoAxeViolations(page);
  });

  test('a coin found by its type string, hashed in the browser', async ({ page, standin }) => {
    await page.goto(`${LIVE_URL}/chain-b/coins`);
    await page.getByRole('textbox', { name: 'Coin types or coin type hashes' }).fill(apt);
    await page.getByRole('button', { name: 'Look up' }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get('hashes') === apt);
    const card = page.getByRole('article', { name: 'Aptos Coin (APT)' });
    await expect(card).toContainText(sha256(apt));
    await expect(card).toContainText('Hash computed in your browser');
    expect(await chainBRequests(standin)).toContain(`/chain-b/coins?coin_type_hashes=${sha256(apt)}`);
    await expectNoAxeViolations(page);
  });

  test('known and unknown hashes: one request, cards in the order given, unknown listed as not found', async ({
    page,
    standin,
  }) => {
    await page.goto(coinsUrl([usdt, unknown, sha256(apt)].join(',')));
    await expect(page.getByRole('heading', { name: '2 of 3 found' })).toBeVisible();
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(3);
    await expect(cards.nth(0)).toHaveAccessibleName('Tether USD (USDT)');
    await expect(cards.nth(1)).toHaveAccessibleName(`Not found: ${unknown}`);
    await expect(cards.nth(1)).toContainText(unknown);
    await expect(cards.nth(2)).toHaveAccessibleName('Aptos Coin (APT)');
    const coinRequests = (await chainBRequests(standin)).filter((path) => path.startsWith('/chain-b/coins'));
    expect(coinRequests).toHaveLength(1);
    // Sorted hashes, so the same set in any order shares one cache entry.
    const sent = new URLSearchParams(coinRequests[0]!.split('?')[1]).getAll('coin_type_hashes');
    expect(sent).toEqual([sha256(usdt), unknown, sha256(apt)].sort());
  });

  test('the array form of the URL is accepted too', async ({ page, standin }) => {
    void standin;
    await page.goto(`${LIVE_URL}/chain-b/coins?hashes=${encodeURIComponent(JSON.stringify([apt, usdc]))}`);
    await expect(page.getByRole('heading', { name: '2 of 2 found' })).toBeVisible();
  });

  test('26 coins are looked up in two calls, and the page says so', async ({ page, standin }) => {
    const hashes = [...DEMO_COIN_TYPES.map(sha256), ...Array.from({ length: 20 }, (_, i) => sha256(`coin ${i}`))];
    await page.goto(`${LIVE_URL}/chain-b/coins`);
    await page.getByRole('textbox', { name: 'Coin types or coin type hashes' }).fill(hashes.join('\n'));
    await expect(page.getByText('26 / 100 · 2 calls')).toBeVisible();
    await page.getByRole('button', { name: 'Look up' }).click();
    await expect(page.getByRole('heading', { name: `${DEMO_COIN_TYPES.length} of 26 found` })).toBeVisible();
    await expect(page.getByTestId('coin-calls')).toHaveText(
      'Looked up in 2 calls: the service takes 25 coins per call.',
    );
    const calls = (await chainBRequests(standin)).filter((path) => path.startsWith('/chain-b/coins'));
    expect(calls).toHaveLength(2);
    const sent = calls.map((path) => new URLSearchParams(path.split('?')[1]).getAll('coin_type_hashes'));
    expect(sent.map((group) => group.length).sort()).toEqual([1, 25]);
    expect(sent.flat().sort()).toEqual(hashes.slice().sort());
  });

  test('the creation version links to its transaction on the explorer', async ({ page, standin }) => {
    void standin;
    await page.goto(coinsUrl(usdc));
    const card = page.getByRole('article', { name: 'USD Coin (USDC)' });
    const link = card.getByRole('link', { name: /on Aptos Explorer/ });
    const version = (await link.getAttribute('href'))?.match(/\/txn\/(\d+)\?network=mainnet$/)?.[1];
    expect(version).toBeTruthy();
    await expect(link).toContainText(fmt(version!));
  });

  test('malformed entries and more than 100 are refused before any request', async ({ page, standin }) => {
    await page.goto(coinsUrl(`${apt},0x1::aptos_coin,abc`));
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('not looked up');
    await expect(alert).toContainText('"0x1::aptos_coin" is not a valid coin type');
    await expect(alert).toContainText('"abc" has 3 hex digits');
    expect(await chainBRequests(standin)).toEqual([]);

    await page.goto(`${LIVE_URL}/chain-b/coins`);
    const many = Array.from({ length: 101 }, (_, i) => sha256(`coin ${i}`)).join('\n');
    await page.getByRole('textbox', { name: 'Coin types or coin type hashes' }).fill(many);
    await page.getByRole('button', { name: 'Look up' }).click();
    await expect(page.getByRole('alert')).toContainText(
      `At most 100 coins can be looked up at once (4 calls of 25); this list has 101. Over the limit: "${sha256('coin 100').slice(0, 40)}…".`,
    );
    await expect(page).toHaveURL(`${LIVE_URL}/chain-b/coins`);
    expect(await chainBRequests(standin)).toEqual([]);
    await expectNoAxeViolations(page);
  });

  test("a 400 shows the service's message", async ({ page, standin }) => {
    await standin.injectFault({ match: '/chain-b/coins', status: 400 });
    await page.goto(coinsUrl(apt));
    await expect(page.getByRole('alert')).toContainText('Bad request');
  });
});
