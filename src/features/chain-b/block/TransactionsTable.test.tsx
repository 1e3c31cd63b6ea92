// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { chainBBlock } from '../../../../contract/schemas/chainB';
import { TransactionsTable } from './TransactionsTable';

afterEach(cleanup);

const H = (digit: string) => `0x${digit.repeat(64)}`;
const ed25519 = { type: 'ed25519_signature', public_key: `0x${'ab'.repeat(32)}`, signature: `0x${'cd'.repeat(64)}` };
const event = (type: string, data: unknown, sequence = '0') => ({
  guid: { creation_number: '0', account_address: '0x0' },
  sequence_number: sequence,
  type,
  data,
});
const user = (over: Record<string, unknown>) => ({
  type: 'user_transaction',
  version: '10',
  sender: '0x1',
  sequence_number: '4',
  max_gas_amount: '200000',
  gas_unit_price: '100',
  gas_used: '7',
  expiration_timestamp_secs: '1700000600',
  success: true,
  vm_status: 'Executed successfully',
  timestamp: '1700000000000000',
  payload: {
    type: 'entry_function_payload',
    function: '0x1::aptos_account::transfer',
    type_arguments: [],
    arguments: ['0x2', '100'],
  },
  signature: ed25519,
  events: [],
  changes: [],
  ...over,
});

/** A block as a real one holds it, read through the page's schema. */
const block = chainBBlock.parse({
  block_height: '100',
  block_hash: H('b'),
  block_timestamp: '1700000000000000',
  first_version: '10',
  last_version: '15',
  transactions: [
    {
      type: 'block_metadata_transaction',
      version: '10',
      hash: H('1'),
      gas_used: '0',
      success: true,
      vm_status: 'Executed successfully',
      epoch: '7',
      round: '3',
      proposer: '0x' + 'e'.repeat(64),
      events: [event('0x1::block::NewBlockEvent', { height: '100' }, '100')],
      changes: [],
    },
    {
      type: 'validator_transaction',
      version: '11',
      hash: H('2'),
      gas_used: '0',
      success: true,
      vm_status: 'Executed successfully',
      validator_transaction_type: 'observed_jwk_update',
      events: [event('0x1::jwks::ObservedJWKsUpdated', { epoch: '7' })],
      changes: [],
    },
    user({
      version: '12',
      hash: H('3'),
      gas_used: '1234',
      gas_unit_price: '150',
      events: [
        event('0x1::coin::WithdrawEvent', { amount: '100' }),
        event('0x1::coin::DepositEvent', { amount: '100' }),
        event('0x1::transaction_fee::FeeStatement', { total_charge_gas_units: '1234' }),
      ],
    }),
    user({
      version: '13',
      hash: H('4'),
      success: false,
      gas_used: '9',
      vm_status: 'Move abort in 0x1::coin: EINSUFFICIENT_BALANCE(0x10006): Not enough coins to complete transaction',
    }),
    user({
      version: '14',
      hash: H('5'),
      payload: {
        type: 'script_payload',
        code: { bytecode: '0xa11ceb0b0700', abi: { name: 'main' } },
        type_arguments: [],
        arguments: ['0x2'],
      },
    }),
    user({
      version: '15',
      hash: H('6'),
      payload: {
        type: 'multisig_payload',
        multisig_address: '0x' + 'f'.repeat(64),
        transaction_payload: {
          type: 'entry_function_payload',
          function: '0x1::multisig_account::vote',
          type_arguments: [],
          arguments: ['"7"'],
        },
      },
    }),
    user({
      version: '16',
      hash: H('7'),
      payload: { type: 'module_bundle_payload', modules: [{ bytecode: '0x00' }, { bytecode: '0x01' }] },
    }),
    {
      type: 'block_epilogue_transaction',
      version: '17',
      hash: H('8'),
      gas_used: '0',
      success: true,
      vm_status: 'Executed successfully',
      changes: [],
      block_end_info: { block_gas_limit_reached: false },
    },
  ],
});

function renderTable() {
  render(
    <TransactionsTable transactions={block.transactions ?? []} height={100n} blockDate={new Date(1_700_000_000_000)} />,
  );
  return screen.getByRole('table', { name: 'Transactions of Aptos block 100' });
}

/** The table row of a transaction, found by its shortened hash. */
function row(hash: string): HTMLElement {
  const found = screen.getAllByRole('row').find((element) => element.textContent?.includes(hash.slice(0, 10)));
  if (!found) throw new Error(`no row for ${hash}`);
  return found;
}

describe('<TransactionsTable> draws what real Aptos blocks hold', () => {
  it("writes a failure's vm_status in the row, not only in a hover", () => {
    renderTable();
    const failed = row(H('4'));
    expect(within(failed).getByText('Failed')).toBeVisible();
    expect(failed).toHaveTextContent(
      'Move abort in 0x1::coin: EINSUFFICIENT_BALANCE(0x10006): Not enough coins to complete transaction',
    );
    // A successful transaction says nothing of its status.
    expect(row(H('3'))).not.toHaveTextContent(/Failed|Executed successfully/);
  });

  it('shows the fee actually paid, gas used × unit price in APT, exactly, with the gas figures', () => {
    renderTable();
    // 1,234 × 150 = 185,100 octas = 0.001851 APT (not the 0.3 APT the max gas would allow).
    const paid = row(H('3'));
    expect(paid).toHaveTextContent('0.001851APT');
    expect(paid).toHaveTextContent('1,234 gas × 150');
    expect(paid).toHaveTextContent('max 200,000 gas');
    expect(row(H('4'))).toHaveTextContent('0.000009APT');
    // No price on a system transaction: its gas alone.
    expect(row(H('1'))).toHaveTextContent('0 gas');
  });

  it("counts each transaction's events in the row and lists them when opened", async () => {
    renderTable();
    const withEvents = row(H('3'));
    const toggle = within(withEvents).getByRole('button', { name: '3 events: show the list' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list', { name: `Events of transaction ${H('3')}` })).toBeNull();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('list', { name: `Events of transaction ${H('3')}` });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('0x1::coin::WithdrawEvent'),
      expect.stringContaining('0x1::coin::DepositEvent'),
      expect.stringContaining('0x1::transaction_fee::FeeStatement'),
    ]);
    expect(items[2]).toHaveTextContent('"total_charge_gas_units": "1234"');
    // The signature opens beside the events, in the same row under the transaction.
    await userEvent.click(within(withEvents).getByRole('button', { name: /ed25519 signature/ }));
    expect(screen.getByRole('list', { name: `Events of transaction ${H('3')}` })).toBeInTheDocument();
    expect(screen.getByText('Public key')).toBeInTheDocument();
    await userEvent.click(toggle);
    expect(screen.queryByRole('list', { name: `Events of transaction ${H('3')}` })).toBeNull();
    expect(screen.getByText('Public key')).toBeInTheDocument();
    // One event, singular; none, a dash.
    expect(within(row(H('1'))).getByRole('button', { name: '1 event: show the list' })).toBeInTheDocument();
    expect(within(row(H('4'))).queryByRole('button', { name: /event/ })).toBeNull();
  });

  it('labels scripts, multisig calls and module bundles as what they are', () => {
    renderTable();
    const script = row(H('5'));
    expect(script).toHaveTextContent('Script');
    expect(script).toHaveTextContent('main');
    expect(script).toHaveTextContent('6 bytes of bytecode');
    const multisig = row(H('6'));
    expect(multisig).toHaveTextContent('Multisig');
    expect(multisig).toHaveTextContent('multisig_account::vote');
    // The wrapped call's arguments are the multisig transaction's arguments.
    expect(within(multisig).getByRole('list', { name: 'Arguments' })).toHaveTextContent('"\\"7\\""');
    expect(row(H('7'))).toHaveTextContent('Module bundle2 modules');
  });

  it('labels block-epilogue and validator transactions', () => {
    renderTable();
    expect(row(H('8'))).toHaveTextContent('Block epilogue');
    const validator = row(H('2'));
    expect(validator).toHaveTextContent('Validator');
    expect(validator).toHaveTextContent('JWK update');
    expect(row(H('1'))).toHaveTextContent('Block metadata');
  });

  it('gives every transaction its own copy button and explorer link, by its full hash', () => {
    renderTable();
    for (const tx of block.transactions ?? []) {
      const own = within(row(tx.hash));
      expect(own.getByRole('button', { name: `Copy ${tx.hash}` })).toBeInTheDocument();
      const link = own.getByRole('link', { name: /on Aptos Explorer/ });
      expect(link).toHaveAttribute('href', `https://explorer.aptoslabs.com/txn/${tx.hash}?network=mainnet`);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });
});
