import type { Locator, Page } from '@playwright/test';
import { formatUnits } from 'viem';
import { captureAddress, DAMAGED_VALUE } from './replay/captures';
import { body, byName, type Json, keyOf, of, replayControl, resetReplay, select } from './replay/control';
import { REPLAY_UPSTREAM_URL, REPLAY_URL } from './env';
import { expect, test } from './fixtures';

/**
 * Every page in live mode, through the real server (REPLAY_URL), over the real captured
 * answers of fixtures/real/ replayed by e2e/replay/upstream.ts. Each capture is opened on the page
 * that shows it, which must show the capture's own values and no error. Captures whose source put a
 * placeholder where a page relies on a value (fixtures/real/SOURCES.md; the contract test
 * contract/schemas/realCaptures.test.ts pins them) show that item as one unreadable row.
 *
 * The replay upstream's selection and corruption are global: this file's tests run one after
 * another in one worker, and nothing else uses that upstream (e2e/replay/control.ts).
 */

const fmt = (value: string | number) => BigInt(value).toLocaleString('en-US');
/** A native price in whole units, exactly (its decimals are 18 in every capture). */
const native = (value: string) => formatUnits(BigInt(value), 18);

/** No widget says the answer was unreadable or failed. */
async function expectNoError(page: Page, scope: Locator = page.locator('main')): Promise<void> {
  await expect(scope.getByText(/unexpected shape|Unexpected answer/)).toHaveCount(0);
  await expect(scope.getByRole('alert')).toHaveCount(0);
}

/** A hash (or address) drawn by the Hash component: its full value is the title. */
const hashOn = (scope: Locator | Page, value: string) => scope.locator(`[title="${value}"]`).first();

function unreadableRows(page: Page, noun: string): Locator {
  return page.getByRole('list', { name: `Unreadable ${noun} rows` }).getByRole('listitem');
}

test.beforeEach(async () => {
  await resetReplay();
});
test.afterAll(async () => {
  await resetReplay();
});

test.describe('wallet', () => {
  // Every public capture of the plain endpoint writes a 20-byte address as the transaction hash.
  for (const capture of of('wallet')) {
    const internal = capture.file.includes('internal');
    test(`${capture.file}${internal ? ' (with internal transactions)' : ''}: the placeholder hash is one unreadable row with the capture's data`, async ({
      page,
    }) => {
      const item = body(capture).result[0];
      await page.goto(`${REPLAY_URL}/wallet/${keyOf(capture)}?chain=eth${internal ? '&internal=true' : ''}`);
      const rows = unreadableRows(page, 'transaction');
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText('hash');
      await rows.first().getByText('Raw JSON').click();
      await expect(rows.first()).toContainText(`"block_hash": "${item.block_hash}"`);
      if (internal) await expect(rows.first()).toContainText(item.internal_transactions[0].transaction_hash);
      await expectNoError(page);
    });
  }

  for (const capture of of('wallet-verbose')) {
    test(`decoded, ${capture.file}: every transaction and its decoded logs`, async ({ page }) => {
      const items: Json[] = body(capture).result;
      await page.goto(`${REPLAY_URL}/wallet/${keyOf(capture)}?chain=eth&verbose=1`);
      const table = page.getByRole('table', { name: /^Transactions of / });
      for (const item of items) await expect(hashOn(table, item.hash)).toBeVisible();
      await expect(unreadableRows(page, 'transaction')).toHaveCount(0);
      // The first transaction opened: its logs, each with its contract and, when decoded, its event.
      const first = items[0];
      await page.getByRole('button', { name: `Show details of ${first.hash}` }).click();
      await expect(page.getByRole('heading', { name: `Logs (${first.logs.length})` })).toBeVisible();
      for (const log of first.logs as Json[]) {
        await expect(page.getByText(`#${log.log_index}`, { exact: true })).toBeVisible();
        if (log.decoded_event?.label)
          await expect(page.getByText(log.decoded_event.label, { exact: true }).first()).toBeVisible();
      }
      await expectNoError(page);
    });
  }
});

test.describe('NFT transfers', () => {
  for (const capture of of('nft-transfers')) {
    test(capture.file, async ({ page }) => {
      const items: Json[] = body(capture).result;
      const readable = items.filter((item) => /^0x[0-9a-f]{64}$/i.test(item.transaction_hash));
      await page.goto(`${REPLAY_URL}/nft/${keyOf(capture)}?chain=eth`);
      const table = page.getByRole('table', { name: /^NFT transfers of / });
      if (readable.length > 0) await expect(table.locator('tbody > tr')).toHaveCount(readable.length);
      for (const item of readable) await expect(hashOn(table, item.transaction_hash)).toBeVisible();
      if (readable[0]) await expect(table.getByText(readable[0].token_id, { exact: true }).first()).toBeVisible();
      // A verified flag the answer left out (older answers) is unknown, never "Unverified".
      const unflagged = readable.filter(
        (item) => item.verified_collection === undefined && item.possible_spam !== true,
      ).length;
      await expect(table.getByText('Verification unknown', { exact: true })).toHaveCount(unflagged);
      await expect(unreadableRows(page, 'transfer')).toHaveCount(items.length - readable.length);
      await expectNoError(page);
    });
  }
});

test.describe('token price, REST and JSON-RPC', () => {
  for (const capture of of('erc20-price')) {
    test(capture.file, async ({ page }) => {
      const price = body(capture);
      const key = keyOf(capture);
      const rpc = of('rpc-token-price').find((other) => keyOf(other) === key);
      // Only the API reference's token has a JSON-RPC capture too: the other JSON-RPC cards find none.
      test.info().annotations.push({ type: 'json-rpc', description: rpc ? rpc.file : 'no capture for this token' });
      await page.goto(`${REPLAY_URL}/token/${key}?chain=eth`);
      const rest = page.getByRole('region', { name: 'REST price' });
      await expect(rest).toContainText(native(price.nativePrice.value));
      await expect(rest).toContainText(price.exchangeName);
      await expectNoError(page, rest);
      if (price.tokenName) await expect(page.getByRole('heading', { level: 1 })).toContainText(price.tokenName);
      // An answer without verifiedContract (the 2022-shaped ones) claims nothing about verification.
      if (price.verifiedContract === undefined) {
        await expect(page.getByText('Verification unknown').first()).toBeVisible();
        await expect(page.getByText('Not verified')).toHaveCount(0);
      }
      if (price.tokenLogo) {
        // The capture's logo, served on loopback by the replay upstream (never fetched from its host)
        // and loaded by the browser from this server's /api/logo only.
        const { host, pathname } = new URL(price.tokenLogo);
        const logo = page.locator('header img');
        await expect(logo).toHaveAttribute(
          'src',
          `/api/logo?url=${encodeURIComponent(`${REPLAY_UPSTREAM_URL}/logos/${host}${pathname}`)}`,
        );
        await expect
          .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
          .toBe(true);
      }
      if (rpc) {
        const card = page.getByRole('region', { name: 'JSON-RPC price' });
        await expect(card).toContainText(native(body(rpc).result.nativePrice.value));
        await expectNoError(page, card);
      }
    });
  }
});

test.describe('chain-B block', () => {
  for (const capture of of('chain-b-block')) {
    const block = body(capture);
    test(`without transactions, ${capture.file}`, async ({ page }) => {
      await select(capture);
      await page.goto(`${REPLAY_URL}/chain-b/blocks/${block.block_height}`);
      if (block.block_hash === '') {
        // aptos-core's test node answers genesis with an empty hash: the page refuses it, clearly.
        await expect(page.getByRole('alert')).toContainText(/unexpected answer/i);
        await expect(page.getByRole('alert')).toContainText('block_hash');
        return;
      }
      const details = page.getByRole('region', { name: 'Block details' });
      await expect(details).toContainText(block.block_hash);
      await expect(details).toContainText(`${fmt(block.first_version)} – ${fmt(block.last_version)}`);
      await expect(page.getByRole('switch', { name: 'Show transactions' })).not.toBeChecked();
      await expectNoError(page);
    });
  }

  for (const capture of of('chain-b-block-transactions')) {
    const block = body(capture);
    test(`with transactions, ${capture.file}`, async ({ page }) => {
      const transactions: Json[] = block.transactions;
      await page.goto(`${REPLAY_URL}/chain-b/blocks/${block.block_height}?with_transactions=true`);
      const table = page.getByRole('table', { name: `Transactions of Aptos block ${block.block_height}` });
      await expect(table.locator('tbody > tr')).toHaveCount(transactions.length);
      for (const tx of transactions) {
        const row = table.locator('tbody > tr').filter({ has: hashOn(page, tx.hash) });
        await expect(row).toHaveCount(1);
        const events = (tx.events ?? []).length;
        if (events > 0)
          await expect(
            row.getByRole('button', { name: `${events} event${events === 1 ? '' : 's'}: show the list` }),
          ).toBeVisible();
        if (tx.type === 'user_transaction') {
          const octas = BigInt(tx.gas_used) * BigInt(tx.gas_unit_price);
          const aptText = `${octas / 100_000_000n}.${(octas % 100_000_000n).toString().padStart(8, '0')}`.replace(
            /\.?0+$/,
            '',
          );
          await expect(row).toContainText(`${aptText}APT`);
          await expect(row).toContainText(tx.payload.function.split('::').slice(1).join('::'));
        }
        if (tx.type === 'block_epilogue_transaction') await expect(row).toContainText('Block epilogue');
        if (tx.type === 'block_metadata_transaction') await expect(row).toContainText('Block metadata');
      }
      await expect(unreadableRows(page, 'transaction')).toHaveCount(0);
      await expectNoError(page);
    });
  }
});

test.describe('chain-B coins', () => {
  for (const capture of of('chain-b-coins')) {
    test(`${capture.file}: each coin found by its hash and by its type, typed into the form`, async ({ page }) => {
      const coins: Json[] = body(capture);
      // One coin a call: the replay answers a capture's coins by each one's hash.
      for (const coin of coins) {
        await page.goto(`${REPLAY_URL}/chain-b/coins?hashes=${coin.coin_type_hash}`);
        const card = page.getByRole('article', { name: `${coin.name} (${coin.symbol})` });
        await expect(card).toContainText(coin.coin_type_hash);
        await expect(card).toContainText(`Decimals${coin.decimals}`);
        await expectNoError(page);
      }
      // The page hashes a typed coin type itself: only the service's hash function finds it.
      for (const coin of coins) {
        await page.goto(`${REPLAY_URL}/chain-b/coins`);
        await page.getByRole('textbox', { name: 'Coin types or coin type hashes' }).fill(coin.coin_type);
        await page.getByRole('button', { name: 'Look up' }).click();
        const card = page.getByRole('article', { name: `${coin.name} (${coin.symbol})` });
        await expect(card).toContainText(coin.coin_type_hash);
        await expectNoError(page);
      }
    });
  }
});

test.describe('failed deliveries, live view', () => {
  const first = byName('streams-logs', 'sdk-mock-limit-5-first-page.json');
  for (const capture of of('streams-logs').filter((other) => keyOf(other) === '')) {
    test(`${capture.file}: the first page, and the page its cursor leads to`, async ({ page }) => {
      await select(capture);
      await page.goto(`${REPLAY_URL}/streams/failed`);
      const table = page.getByRole('table', { name: 'Failed deliveries' });
      const log = body(capture).result[0];
      await expect(table).toContainText(log.errorMessage);
      await expect(table).toContainText(fmt(log.blockNumber));
      // The SDK's mocks repeat one id on every item of a page: one delivery, one row.
      await expect(table).toHaveAttribute('aria-rowcount', '2');
      await expect(unreadableRows(page, 'failed delivery')).toHaveCount(0);
      await expectNoError(page, table);
      if (capture !== first) return;
      // Its cursor ("cursor") leads to the next captured page, whose delivery joins the table.
      await page.getByRole('button', { name: /^Load more/ }).click();
      await expect(table).toHaveAttribute('aria-rowcount', '3');
      await expectNoError(page, table);
    });
  }
});

test('a corrupted item is one unreadable row; the others render', async ({ page }) => {
  const capture = byName('nft-transfers', 'sdk-mock-bayc-block-range.json');
  const items: Json[] = body(capture).result;
  await replayControl('/__replay/corrupt', {
    method: 'POST',
    body: JSON.stringify({ endpoint: capture.endpoint, file: capture.file, index: 1, field: 'transaction_hash' }),
  });
  await page.goto(`${REPLAY_URL}/nft/${captureAddress(capture.endpoint, capture.file)}?chain=eth`);
  const table = page.getByRole('table', { name: /^NFT transfers of / });
  await expect(table.locator('tbody > tr')).toHaveCount(items.length - 1);
  for (const [index, item] of items.entries()) {
    if (index !== 1) await expect(hashOn(table, item.transaction_hash)).toBeVisible();
  }
  const rows = unreadableRows(page, 'transfer');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('item 2 of the answer');
  await expect(rows.first()).toContainText('transaction_hash');
  await rows.first().getByText('Raw JSON').click();
  await expect(rows.first()).toContainText(DAMAGED_VALUE);
  await expectNoError(page);
});
