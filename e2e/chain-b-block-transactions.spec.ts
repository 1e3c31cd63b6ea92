import { DEMO_COIN_TYPES } from '../standin/catalog';
import { chainBBlockBody } from '../standin/chainB/transactions';
import { nativeAmountArgument } from '../src/features/chain-b/format';
import { apt, blockUrl, escape, fmt, HEIGHT, richBlock } from './chain-b-block-page';
import { expect, expectNoAxeViolations, test } from './fixtures';

/**
 * Aptos block pages against the live server in front of the stand-in (e2e/chain-b-block-page.ts):
 * the transactions table: functions, exact arguments, fees, signatures and amounts, every kind
 * real blocks hold, and its fit on a laptop screen.
 */

// Blocks of dozens of full transactions: the default 30 s is tight on a loaded 2-core machine.
test.describe.configure({ timeout: 90_000 });

test.describe('Aptos block', () => {
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
});
