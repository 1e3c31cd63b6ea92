import { chainBBlockBody } from '../standin/chainB/transactions';
import { blockUrl, chainBRequests, detail, fmt, HEAD, HEIGHT } from './chain-b-block-page';
import { expect, expectNoAxeViolations, test } from './fixtures';

/**
 * Aptos block pages against the live server in front of the stand-in (e2e/chain-b-block-page.ts):
 * the block's details with and without its transactions in the URL, previous and next, the
 * ends of the chain, upstream failures and bad heights.
 */

// Blocks of dozens of full transactions: the default 30 s is tight on a loaded 2-core machine.
test.describe.configure({ timeout: 90_000 });

test.describe('Aptos block', () => {
  test('a block without, then with its transactions (URL state)', async ({ page, standin }) => {
    const expected = chainBBlockBody(HEIGHT, true);
    const count = Number(expected.last_version) - Number(expected.first_version) + 1;
    await page.goto(blockUrl(HEIGHT));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Block ${fmt(HEIGHT)}`);
    await expect(detail(page, 'Hash')).toContainText(expected.block_hash);
    await expect(detail(page, 'Versions')).toHaveText(`${fmt(expected.first_version)} – ${fmt(expected.last_version)}`);
    await expect(detail(page, 'Transactions')).toContainText(String(count));
    // The time is readable, with the exact microsecond instant on hover.
    const micros = BigInt(expected.block_timestamp);
    const iso = `${new Date(Number(micros / 1000n)).toISOString().slice(0, 19)}.${(micros % 1_000_000n).toString().padStart(6, '0')}Z`;
    await detail(page, 'Time').locator('time').first().hover();
    await expect(detail(page, 'Time').locator('time').first()).toHaveAttribute(
      'title',
      new RegExp(`^${iso.replace(/\./g, '\\.')}`),
    );
    await expect(detail(page, 'Time')).toContainText(`${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`);

    const toggle = page.getByRole('switch', { name: 'Show transactions' });
    await expect(toggle).not.toBeChecked();
    await expect(page.getByRole('table')).toHaveCount(0);
    // The block and the next one (is this the newest?), asked at once, and nothing else.
    await expect(page.getByRole('link', { name: 'Next' })).toBeVisible();
    expect(new Set(await chainBRequests(standin))).toEqual(
      new Set([
        `/chain-b/blocks/${HEIGHT}?with_transactions=false`,
        `/chain-b/blocks/${HEIGHT + 1}?with_transactions=false`,
      ]),
    );

    await toggle.check();
    await expect(page).toHaveURL(/with_transactions=true/);
    const table = page.getByRole('table', { name: `Transactions of Aptos block ${HEIGHT}` });
    await expect(table.locator('tbody > tr')).toHaveCount(expected.transactions?.length ?? 0);
    await expect(table.getByText('Block metadata')).toHaveCount(1);
    await expect(table.getByText('State checkpoint')).toHaveCount(1);
    expect(await chainBRequests(standin)).toContain(`/chain-b/blocks/${HEIGHT}?with_transactions=true`);
    await expectNoAxeViolations(page);
  });

  test('previous and next, and Next disabled at the newest block', async ({ page, standin }) => {
    void standin;
    await page.goto(blockUrl(HEIGHT, true));
    await page.getByRole('navigation', { name: 'Blocks' }).getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(blockUrl(HEIGHT + 1, true));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Block ${fmt(HEIGHT + 1)}`);
    await page.getByRole('link', { name: 'Previous' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Block ${fmt(HEIGHT)}`);

    await page.goto(blockUrl(HEAD));
    await expect(page.getByText('Newest block', { exact: true })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Blocks' });
    await expect(nav.getByRole('link', { name: 'Next' })).toHaveCount(0);
    await expect(nav.getByText('Next')).toHaveAttribute('aria-disabled', 'true');
    await expect(nav.getByRole('link', { name: 'Previous' })).toBeVisible();
  });

  test('block 0 has no previous; a block past the head is "not found", not an error', async ({ page, standin }) => {
    void standin;
    await page.goto(blockUrl(0));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Block 0');
    await expect(page.getByRole('link', { name: 'Previous' })).toHaveCount(0);

    await page.goto(blockUrl(HEAD + 5));
    const status = page.getByRole('status').filter({ hasText: 'not found' });
    await expect(status).toContainText(`Block ${fmt(HEAD + 5)} does not exist yet`);
    // Its next block is a 404 too, which does not make a missing block the newest.
    await expect(page.getByText('Newest block', { exact: true })).toHaveCount(0);
    // The service's 404 does not name the head: the way on is the search for it.
    await expect(status.getByRole('link', { name: 'Find the latest block' })).toHaveAttribute(
      'href',
      '/chain-b/blocks/latest',
    );
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('an upstream failure shows an error with a retry, apart from "not found"', async ({ page, standin }) => {
    test.setTimeout(45_000);
    await standin.injectFault({ match: `/chain-b/blocks/${HEIGHT}`, status: 500 });
    await page.goto(blockUrl(HEIGHT));
    const alert = page.getByRole('alert').filter({ hasText: 'failed' });
    // The client retries 5xx with backoff (about 7 s) before giving up.
    await expect(alert).toBeVisible({ timeout: 20_000 });
    await standin.clearFaults();
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(detail(page, 'Height')).toHaveText(fmt(HEIGHT));
  });

  test('bad heights get a message and send nothing upstream', async ({ page, standin }) => {
    for (const bad of ['-5', '1.5', 'abc', '99999999999999999999']) {
      await standin.clearRequests();
      await page.goto(blockUrl(bad));
      await expect(page.getByRole('alert')).toContainText(/cannot be negative|whole number|beyond any chain/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Block');
      expect(await chainBRequests(standin), `requests for height ${bad}`).toEqual([]);
    }
    // The "go to height" box refuses the same way, then goes where it is told.
    const box = page.getByRole('textbox', { name: 'Go to height' });
    await box.fill('-1');
    await box.press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: 'cannot be negative' }).first()).toBeVisible();
    expect(await chainBRequests(standin)).toEqual([]);
    await box.fill('1234');
    await box.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Block 1,234');
  });
});
