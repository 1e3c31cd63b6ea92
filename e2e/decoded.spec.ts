import type { Page } from '@playwright/test';
import { formatUnits } from 'viem';
import { DEMO_TOKENS, DEMO_WALLETS } from '../standin/catalog';
import { expect, LIVE_URL, test } from './fixtures';

/**
 * The decoded wallet view draws token amounts in units with the symbol (from the token list),
 * names the tokens that emit logs, and dates the deadline; the raw toggles show what was sent.
 */

const { busy } = DEMO_WALLETS;

interface Param {
  name: string;
  value: string;
  type: string;
}
interface ApiLog {
  log_index: string;
  address: string;
  data: string;
  decoded_event: { label: string; params: Param[] } | null;
}
interface ApiTx {
  hash: string;
  block_number: number | string;
  to_address: string | null;
  input: string;
  logs: ApiLog[];
  decoded_call: { label: string; params: Param[] } | null;
}

async function verbosePage(page: Page, extra = ''): Promise<ApiTx[]> {
  const response = await page.request.get(`${LIVE_URL}/api/evm/${busy.address}/verbose?chain=eth&limit=50${extra}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { result: ApiTx[] }).result;
}

/** The exact token amount as the page draws it: grouped whole part, trailing zeros dropped. */
const units = (raw: string, decimals: number) => {
  const [whole, fraction] = formatUnits(BigInt(raw), decimals).split('.');
  return `${BigInt(whole!).toLocaleString('en-US')}${fraction ? `.${fraction}` : ''}`;
};

test.describe('decoded wallet view', () => {
  test.use({ liveServer: true });

  test('a swap: amounts in USDC and WETH units, the emitting token named, the deadline dated, raw on the toggle', async ({
    page,
  }) => {
    const txs = await verbosePage(page);
    const usdc = DEMO_TOKENS.usdc.address;
    const weth = DEMO_TOKENS.weth.address;
    const tx = txs.find(
      (item) =>
        item.decoded_call?.label === 'swapExactTokensForTokens' &&
        item.logs.some((log) => log.address === usdc) &&
        item.logs.some((log) => log.address === weth),
    );
    if (!tx) throw new Error('no USDC/WETH swap on the first page');
    const usdcTransfer = tx.logs.find((log) => log.address === usdc && log.decoded_event?.label === 'Transfer')!;
    const value = usdcTransfer.decoded_event!.params.find((param) => param.name === 'value')!.value;
    const deadline = tx.decoded_call!.params.find((param) => param.name === 'deadline')!.value;

    await page.goto(`${LIVE_URL}/wallet/${busy.address}?chain=eth&verbose=true&limit=50#tx=${tx.hash}`);
    const detail = page.getByTestId(`tx-detail-${tx.hash}`);
    await expect(detail).toBeVisible();

    // The summary: what left the wallet and what arrived, each in its token's units.
    const transfers = tx.logs.filter((log) => log.decoded_event?.label === 'Transfer');
    const amountOf = (log: ApiLog) => log.decoded_event!.params.find((param) => param.name === 'value')!.value;
    const symbolOf = (log: ApiLog) => (log.address === usdc ? 'USDC' : 'WETH');
    const [left, arrived] = [
      transfers.find((log) => log.decoded_event!.params[0]!.value === busy.address)!,
      transfers.find((log) => log.decoded_event!.params[1]!.value === busy.address)!,
    ];
    const story = detail.getByTestId('tx-story');
    await expect(story).toContainText(/^Swapped .+ for .+ on Alphaswap V2: Router 2/);
    for (const log of [left, arrived]) {
      await expect(
        story.locator(`[title="${units(amountOf(log), log.address === usdc ? 6 : 18)} ${symbolOf(log)}"]`),
      ).toBeVisible();
    }

    const transferLog = detail
      .locator('li')
      .filter({ has: page.getByText(`#${usdcTransfer.log_index}`, { exact: true }) });
    await expect(transferLog).toContainText(`${units(value, 6)}USDC`);
    // "Emitted by" names the token from the list, not 0xa0b8…eb48.
    await expect(transferLog.getByRole('link', { name: /USD ?Coin/ }).first()).toBeVisible();

    // The Swap event: both sides in their tokens' units.
    const swapLog = detail.locator('li').filter({ hasText: 'Swap' }).first();
    await expect(swapLog.getByTestId('param-amount').filter({ hasText: 'USDC' }).first()).toBeVisible();
    await expect(swapLog.getByTestId('param-amount').filter({ hasText: 'WETH' }).first()).toBeVisible();

    // The decoded call: the deadline with its date.
    const call = detail.getByTestId('decoded-call');
    const date = new Date(Number(deadline) * 1000).toISOString().replace('T', ' ').slice(0, 19);
    await expect(call.getByTestId('param-time')).toContainText(`${deadline}${date} UTC`);

    // Raw on the existing toggle: the log's exact integer and bare address.
    await transferLog.getByRole('button', { name: 'Show raw values, topics and data' }).click();
    await expect(transferLog).toContainText(value);
    await expect(transferLog.getByTestId('param-amount')).toHaveCount(0);
    await call.getByRole('button', { name: 'Show raw values' }).click();
    await expect(call.getByTestId('param-amount')).toHaveCount(0);
  });

  test('a transaction in plain words: a USDC transfer in both views, an unlisted token in raw units', async ({
    page,
  }) => {
    const plain = await page.request.get(`${LIVE_URL}/api/evm/${busy.address}?chain=eth&limit=50`);
    const rows = (
      (await plain.json()) as {
        result: { hash: string; to_address: string | null; input: string; receipt_status: string }[];
      }
    ).result;
    const transfer = rows.find(
      (row) =>
        row.to_address === DEMO_TOKENS.usdc.address && row.input.startsWith('0xa9059cbb') && row.receipt_status === '1',
    );
    if (!transfer) throw new Error('no USDC transfer on the first page');
    // transfer(address to, uint256 amount): the recipient and the amount, read from the call data.
    const amount = BigInt(`0x${transfer.input.slice(74, 138)}`).toString();
    await page.goto(`${LIVE_URL}/wallet/${busy.address}?chain=eth&limit=50#tx=${transfer.hash}`);
    const plainStory = page.getByTestId(`tx-detail-${transfer.hash}`).getByTestId('tx-story');
    await expect(plainStory).toContainText(/^Sent .+ to /);
    await expect(plainStory.locator(`[title="${units(amount, 6)} USDC"]`)).toBeVisible();
    const sentence = await plainStory.textContent();

    // The decoded view tells it from the Transfer log, in the same words.
    await page.goto(`${LIVE_URL}/wallet/${busy.address}?chain=eth&verbose=true&limit=50#tx=${transfer.hash}`);
    await expect(page.getByTestId(`tx-detail-${transfer.hash}`).getByTestId('tx-story')).toHaveText(sentence!);

    // A token the token list does not know: its raw amount, said to be in raw units.
    let meme: ApiTx | undefined;
    let cursor = '';
    for (let pages = 0; !meme && pages < 10; pages++) {
      const response = await page.request.get(
        `${LIVE_URL}/api/evm/${busy.address}/verbose?chain=eth&limit=100${cursor ? `&cursor=${cursor}` : ''}`,
      );
      const body = (await response.json()) as { result: ApiTx[]; cursor: string | null };
      meme = body.result.find(
        (item) =>
          item.to_address === DEMO_TOKENS.meme.address && item.logs.length === 1 && item.input.startsWith('0xa9059cbb'),
      );
      cursor = body.cursor ?? '';
      if (!cursor) break;
    }
    if (!meme) throw new Error('no transfer of the unlisted token in the wallet’s last 1,000 transactions');
    const raw = BigInt(meme.logs[0]!.data);
    // A range ending at its block puts it on the first page.
    await page.goto(
      `${LIVE_URL}/wallet/${busy.address}?chain=eth&verbose=true&to_block=${meme.block_number}&limit=100#tx=${meme.hash}`,
    );
    const memeStory = page.getByTestId(`tx-detail-${meme.hash}`).getByTestId('tx-story');
    await expect(memeStory).toContainText(`Sent ${raw.toLocaleString('en-US')} raw units of Moon Doge Inu`);
    await expect(memeStory).toContainText('(decimals unknown)');
  });

  test('internal transactions name the addresses the page already knows', async ({ page }) => {
    const txs = await verbosePage(page, '&include=internal_transactions');
    const tx = txs.find(
      (item) =>
        item.to_address === DEMO_TOKENS.usdc.address &&
        (item as unknown as { internal_transactions?: unknown[] }).internal_transactions?.length,
    );
    test.skip(!tx, 'no USDC call with internal transactions on the first page');
    await page.goto(`${LIVE_URL}/wallet/${busy.address}?chain=eth&verbose=true&internal=true&limit=50#tx=${tx!.hash}`);
    const detail = page.getByTestId(`tx-detail-${tx!.hash}`);
    const internals = detail
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: /Internal transactions/ }) });
    await expect(internals.getByRole('link', { name: /USD ?Coin/ }).first()).toBeVisible();
  });
});
