import type { Page } from '@playwright/test';
import { DEMO_COIN_TYPES, E2E_NOW } from '../standin/catalog';
import { headAt } from '../standin/chainB/heights';
import { blockTransactions, chainBBlockBody, type ChainBTransaction } from '../standin/chainB/transactions';
import { nativeAmountArgument } from '../src/features/chain-b/format';
import { expect, expectNoAxeViolations, LIVE_URL, test, type StandinControl } from './fixtures';

/**
 * Aptos block pages against the live server in front of the stand-in, whose clock is
 * frozen at E2E_NOW: the head is fixed, so "newest block" is deterministic. Expected values come
 * from the stand-in's own generators.
 */

const HEIGHT = 1000;
const HEAD = headAt(Date.parse(E2E_NOW));
const fmt = (n: number | string) => BigInt(n).toLocaleString('en-US');

const blockUrl = (height: number | string, withTransactions = false) =>
  `${LIVE_URL}/chain-b/blocks/${height}${withTransactions ? '?with_transactions=true' : ''}`;

async function chainBRequests(standin: StandinControl): Promise<string[]> {
  return (await standin.requests()).map((request) => request.path).filter((path) => path.startsWith('/chain-b/'));
}

/** Octas as APT, exactly: 8 decimals, trailing zeros dropped, as the page writes it. */
const apt = (octas: bigint) =>
  `${octas / 100_000_000n}.${(octas % 100_000_000n).toString().padStart(8, '0')}`.replace(/\.?0+$/, '');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The newest block below the head (at E2E_NOW) that holds every kind the block page labels: a
 * validator transaction, a failed user transaction, a script payload and a block epilogue.
 */
function richBlock(): { height: number; transactions: ChainBTransaction[] } {
  for (let height = HEAD - 1; height > HEAD - 5_000; height -= 1) {
    const transactions = blockTransactions(height);
    const has = (test: (tx: ChainBTransaction) => boolean) => transactions.some(test);
    if (
      has((tx) => tx.type === 'validator_transaction') &&
      has((tx) => tx.type === 'block_epilogue_transaction') &&
      has((tx) => tx.type === 'user_transaction' && !tx.success) &&
      has((tx) => tx.type === 'user_transaction' && tx.payload.type === 'script_payload')
    )
      return { height, transactions };
  }
  throw new Error('no block near the head holds every transaction kind');
}

/** The details list's value for a label. */
const detail = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'Block details' })
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');

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

  test('transactions show their function, exact arguments, fee and signature', async ({ page, standin }) => {
    void standin;
    const expected = chainBBlockBody(HEIGHT, true);
    // The first user transaction that calls an entry function and is signed by one ed25519 key.
    const user = expected.transactions?.flatMap((tx) =>
      tx.type === 'user_transaction' &&
      tx.payload.type === 'entry_function_payload' &&
      tx.signature.type === 'ed25519_signature'
        ? [{ ...tx, payload: tx.payload, signature: tx.signature }]
        : [],
    )[0];
    if (!user) throw new Error('block 1000 has no entry-function user transaction');
    await page.goto(blockUrl(HEIGHT, true));
    // Hashes are shown shortened to their first 10 characters (0x + 8 digits) and last 8.
    const row = page.getByRole('row').filter({ hasText: user.hash.slice(0, 10) });
    const [, module, name] = user.payload.function.split('::');
    await expect(row.getByText(`${module}`, { exact: true }).first()).toBeVisible();
    await expect(row.getByText(`${name}`, { exact: true }).first()).toBeVisible();
    // The fee paid = gas used × gas unit price octas, in APT with 8 decimals.
    const fee = BigInt(user.gas_used) * BigInt(user.gas_unit_price);
    await expect(row).toContainText(new RegExp(`${escape(apt(fee))}\\s*APT`));
    // Every argument is shown as the exact JSON the service sent (long ones after "more").
    const more = row.getByRole('button', { name: /Show all of argument/ });
    while ((await more.count()) > 0) await more.first().click();
    const nativeAt = nativeAmountArgument(user.payload, DEMO_COIN_TYPES[0]);
    for (const [index, argument] of user.payload.arguments.entries()) {
      if (index !== nativeAt) await expect(row).toContainText(JSON.stringify(argument));
    }
    // The signature opens, in a row under the transaction, to its public key and signature.
    const toggle = row.getByRole('button', { name: /ed25519 signature/ });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const detailRow = page.getByRole('row').filter({ hasText: 'Public key' });
    await expect(detailRow).toContainText(user.signature.public_key);
    await expect(detailRow).toContainText(user.signature.signature);
    await expectNoAxeViolations(page);
  });

  test('a block shows what real blocks hold: events, failures, fees paid, scripts, epilogue and validator transactions', async ({
    page,
    standin,
  }) => {
    void standin;
    const { height, transactions } = richBlock();
    await page.goto(blockUrl(height, true));
    const table = page.getByRole('table', { name: `Transactions of Aptos block ${height}` });
    await expect(table.locator('tbody > tr')).toHaveCount(transactions.length);
    const rowOf = (hash: string) => table.locator('tbody > tr').filter({ hasText: hash.slice(0, 10) });

    // A failure says why in the row itself (a phone has no hover).
    const failed = transactions.find((tx) => tx.type === 'user_transaction' && !tx.success)!;
    await expect(rowOf(failed.hash).getByText(failed.vm_status, { exact: true })).toBeVisible();

    // Each user transaction: the fee it paid (gas used × unit price, exact) and its event count.
    for (const tx of transactions) {
      if (tx.type !== 'user_transaction') continue;
      const row = rowOf(tx.hash);
      const fee = BigInt(tx.gas_used) * BigInt(tx.gas_unit_price);
      await expect(row).toContainText(new RegExp(`${escape(apt(fee))}\\s*APT`));
      await expect(row).toContainText(`${fmt(tx.gas_used)} gas × ${fmt(tx.gas_unit_price)}`);
      const events = tx.events.length;
      if (events === 0) await expect(row.getByRole('button', { name: /event/ })).toHaveCount(0);
      else
        await expect(
          row.getByRole('button', { name: `${events} event${events === 1 ? '' : 's'}: show the list` }),
        ).toBeVisible();
    }

    // Opened, the events are listed under the row, each with its Move type.
    const withEvents = transactions.find((tx) => tx.type === 'user_transaction' && tx.events.length > 1)!;
    if (withEvents.type !== 'user_transaction') throw new Error('unreachable');
    await rowOf(withEvents.hash)
      .getByRole('button', { name: /events: show the list/ })
      .click();
    const list = page.getByRole('list', { name: `Events of transaction ${withEvents.hash}` });
    await expect(list.getByRole('listitem')).toHaveCount(withEvents.events.length);
    for (const [index, event] of withEvents.events.entries()) {
      await expect(list.getByRole('listitem').nth(index)).toContainText(event.type.split('::').slice(1).join('::'));
    }

    const script = transactions.find((tx) => tx.type === 'user_transaction' && tx.payload.type === 'script_payload')!;
    await expect(rowOf(script.hash)).toContainText('Script');
    await expect(rowOf(script.hash)).toContainText('bytes of bytecode');
    const epilogue = transactions.find((tx) => tx.type === 'block_epilogue_transaction')!;
    await expect(rowOf(epilogue.hash)).toContainText('Block epilogue');
    const validator = transactions.find((tx) => tx.type === 'validator_transaction')!;
    if (validator.type !== 'validator_transaction') throw new Error('unreachable');
    await expect(rowOf(validator.hash)).toContainText('Validator');
    await expect(rowOf(validator.hash)).toContainText(
      validator.validator_transaction_type === 'dkg_result' ? 'DKG result' : 'JWK update',
    );
    await expectNoAxeViolations(page);
  });

  test('the transactions table fits a 1366 px screen: no sideways scrolling of the page or the table', async ({
    page,
    standin,
  }) => {
    void standin;
    await page.setViewportSize({ width: 1366, height: 768 });
    for (const height of [HEIGHT, richBlock().height]) {
      await page.goto(blockUrl(height, true));
      const table = page.getByRole('table', { name: `Transactions of Aptos block ${height}` });
      await expect(table.locator('tbody > tr')).toHaveCount(chainBBlockBody(height, true).transactions?.length ?? 0);
      const widths = await table.evaluate((element) => ({
        table: element.scrollWidth,
        box: element.parentElement?.clientWidth ?? 0,
        page: document.documentElement.scrollWidth,
        viewport: document.documentElement.clientWidth,
      }));
      expect(widths.table, `block ${height}: table width within its box`).toBeLessThanOrEqual(widths.box);
      expect(widths.page, `block ${height}: page width`).toBeLessThanOrEqual(widths.viewport);
    }
  });

  test('an APT transfer shows its amount in APT, exactly, with the octas below', async ({ page, standin }) => {
    void standin;
    // The first block from HEIGHT on with a native transfer (the generator is deterministic).
    let found: { height: number; hash: string; octas: string } | null = null;
    for (let height = HEIGHT; height < HEIGHT + 50 && !found; height++) {
      for (const tx of chainBBlockBody(height, true).transactions ?? []) {
        if (
          tx.type === 'user_transaction' &&
          tx.payload.type === 'entry_function_payload' &&
          tx.payload.function === '0x1::aptos_account::transfer'
        ) {
          found = { height, hash: tx.hash, octas: String(tx.payload.arguments[1]) };
          break;
        }
      }
    }
    if (!found) throw new Error('no native transfer near block 1000');
    await page.goto(blockUrl(found.height, true));
    const row = page.getByRole('row').filter({ hasText: found.hash.slice(0, 10) });
    const octas = BigInt(found.octas);
    const apt =
      `${fmt((octas / 100_000_000n).toString())}.${(octas % 100_000_000n).toString().padStart(8, '0')}`.replace(
        /\.?0+$/,
        '',
      );
    const argument = row.getByTestId('native-amount-argument');
    await expect(argument).toContainText(
      new RegExp(`^1:${apt.replace(/[.]/g, '\\.')}\\s*APT${fmt(found.octas)} octas$`),
    );
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
