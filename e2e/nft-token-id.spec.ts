import type { Page } from '@playwright/test';
import { DEMO_NFT_CONTRACTS } from '../standin/catalog';
import { expect, LIVE_URL, test } from './fixtures';

/** The NFT page's token-id search: who holds a token now, and its transfers, walked under the budget. */

const { erc721 } = DEMO_NFT_CONTRACTS;
interface ApiTransfer {
  token_id: string;
  to_address: string;
  block_number: string;
}
const base = `${LIVE_URL}/api/evm/nft/${erc721.address}/transfers?chain=${erc721.chain}&limit=100`;

/** The contract's newest `pages` pages of transfers, newest first, read from /api as the page reads them. */
async function newest(page: Page, pages: number): Promise<ApiTransfer[]> {
  const all: ApiTransfer[] = [];
  let cursor: string | null = null;
  for (let i = 0; i < pages; i += 1) {
    const answer = (await (
      await page.request.get(`${base}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`)
    ).json()) as { result: ApiTransfer[]; cursor: string | null };
    all.push(...answer.result);
    cursor = answer.cursor || null;
    if (!cursor) break;
  }
  return all;
}

const outcome = (page: Page) => page.getByTestId('find-outcome');

test.describe('NFT token-id search', () => {
  // Each test walks several pages and opens the page more than once.
  test.describe.configure({ timeout: 90_000 });

  test('finds who holds a token now, says the cost first, and the URL names the search', async ({ page, standin }) => {
    const transfers = await newest(page, 4);
    // A token whose latest transfer is on the fourth page: the search walks four calls for it.
    const target = transfers[350]!;
    expect(transfers.slice(0, 350).some((t) => t.token_id === target.token_id)).toBe(false);
    await page.goto(`${LIVE_URL}/nft/${erc721.address}?chain=${erc721.chain}`);
    await expect(page.getByTestId('find-cost')).toContainText('at most 100 calls × 50 CU = 5,000 compute units');

    await standin.clearRequests();
    await page.getByLabel('Token id').fill(target.token_id);
    await page.getByRole('button', { name: 'Find' }).click();
    await expect(outcome(page)).toContainText(`Token ${target.token_id} is held by`, { timeout: 30_000 });
    await expect(outcome(page).locator(`a[href^="/wallet/${target.to_address}"]`)).toBeVisible();
    await expect(outcome(page)).toContainText('Looked through 400 transfers in 4 calls.');
    // Pages read above through the same server are in its cache: they reach the service no more.
    expect((await standin.requests()).filter((r) => r.path.includes('/nft/')).length).toBeLessThanOrEqual(4);
    await expect(page).toHaveURL(new RegExp(`token_id=${target.token_id}`));

    // The link names the search: opened afresh, the id is filled in and nothing is spent until Find.
    const url = page.url();
    await standin.clearRequests();
    const fresh = await page.context().newPage();
    await fresh.goto(url);
    await expect(fresh.getByLabel('Token id')).toHaveValue(target.token_id);
    await expect(fresh.getByTestId('find-cost')).toBeVisible();
    await fresh.getByRole('button', { name: 'Find' }).click();
    await expect(outcome(fresh)).toContainText(`Token ${target.token_id} is held by`, { timeout: 30_000 });
    await fresh.close();
  });

  test('lists every transfer of a token in the range, and refuses a bad id without a call', async ({
    page,
    standin,
  }) => {
    const transfers = await newest(page, 2);
    const target = transfers[120]!;
    const from = transfers.at(-1)!.block_number;
    const expected = transfers.filter((t) => t.token_id === target.token_id).length;
    await page.goto(`${LIVE_URL}/nft/${erc721.address}?chain=${erc721.chain}&from_block=${from}`);
    await page.getByLabel('Token id').fill('12a');
    await standin.clearRequests();
    await page.getByRole('button', { name: 'Find' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Token id "12a" is not a number' })).toContainText(
      'Nothing was sent.',
    );
    expect(await standin.requests()).toEqual([]);

    await page.getByLabel('Token id').fill(target.token_id);
    await page.getByLabel(/^Transfers in the filtered range/).check();
    await page.getByRole('button', { name: 'Find' }).click();
    await expect(outcome(page)).toContainText(
      `${expected} ${expected === 1 ? 'transfer' : 'transfers'} of token ${target.token_id}.`,
      { timeout: 30_000 },
    );
    await expect(
      page.getByRole('list', { name: `Transfers of token ${target.token_id}` }).getByRole('listitem'),
    ).toHaveCount(expected);
    await expect(page).toHaveURL(/find=history/);
  });

  test('paces its calls under the per-client budget instead of running into 429s', async ({ page, standin }) => {
    void standin;
    const transfers = await newest(page, 3);
    const target = transfers[250]!;
    // The server's budget as a small deployment has it: 1,500 CU a minute, 50 left now.
    await page.route('**/api/status', async (route) => {
      const real = await route.fetch();
      const body = (await real.json()) as { budget?: Record<string, unknown> };
      await route.fulfill({
        response: real,
        json: { ...body, budget: { ...body.budget, perClientPerMinute: 1_500, clientLeft: 50, dailyLeft: 36_000 } },
      });
    });
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 429) refused.push(response.url());
    });
    await page.goto(`${LIVE_URL}/nft/${erc721.address}?chain=${erc721.chain}`);
    await expect(page.getByTestId('find-cost')).toContainText('paced at 1,500 CU a minute');
    await page.getByLabel('Token id').fill(target.token_id);
    await page.getByRole('button', { name: 'Find' }).click();
    await expect(page.getByRole('status').filter({ hasText: /waiting \d+ s for the budget/ })).toBeVisible();
    await expect(outcome(page)).toContainText(`Token ${target.token_id} is held by`, { timeout: 30_000 });
    expect(refused).toEqual([]);
  });
});
