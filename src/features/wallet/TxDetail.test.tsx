// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Log } from '../../../contract/schemas/evm';
import { renderWithRouter } from '../../components/testRouter';
import { findEvmChain } from '../../../contract/lib/chains';
import { TxCards } from './TxCards';
import { TxDetail } from './TxDetail';
import type { WalletTx } from './tx';

afterEach(cleanup);

const eth = findEvmChain('eth')!;
const ME = '0x164fc20c9236deb762fc690a7a0fb4da3e2f8b7d';
const TOKEN = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48';
const BOB = '0x00000000000000000000000000000000000000bb';
const H = (n: string) => `0x${n.repeat(64).slice(0, 64)}`;

function log(overrides: Partial<Log>): Log {
  return {
    log_index: '3',
    transaction_hash: H('a'),
    transaction_index: '0',
    address: TOKEN,
    data: '0x00000000000000000000000000000000000000000000000000000000000f4240',
    topic0: H('d'),
    topic1: H('1'),
    topic2: H('2'),
    topic3: null,
    block_timestamp: '2026-11-20T11:00:00.000Z',
    block_number: '100',
    block_hash: H('b'),
    decoded_event: null,
    ...overrides,
  };
}

function verboseTx(overrides: Partial<WalletTx> = {}): WalletTx {
  return {
    hash: H('a'),
    nonce: '7',
    transaction_index: '0',
    from_address: ME,
    from_address_entity: null,
    from_address_entity_logo: null,
    from_address_label: null,
    to_address: TOKEN,
    to_address_entity: null,
    to_address_entity_logo: null,
    to_address_label: 'USD Coin',
    value: '0',
    gas: '60000',
    gas_price: '20000000000',
    input: '0xa9059cbb',
    receipt_cumulative_gas_used: '50000',
    receipt_gas_used: '50000',
    receipt_contract_address: null,
    receipt_root: null,
    receipt_status: '1',
    block_timestamp: '2026-11-20T11:00:00.000Z',
    block_number: '100',
    block_hash: H('b'),
    transaction_fee: null,
    unreadable_logs: [],
    unreadable_internal_transactions: [],
    decoded_call: {
      signature: 'transfer(address,uint256)',
      label: 'transfer',
      type: 'function',
      params: [
        { name: 'to', type: 'address', value: BOB },
        { name: 'amount', type: 'uint256', value: '1000000000000000000000000000000' },
      ],
    },
    logs: [
      log({
        decoded_event: {
          signature: 'Transfer(address,address,uint256)',
          label: 'Transfer',
          type: 'event',
          params: [{ name: 'value', type: 'uint256', value: '1000000' }],
        },
      }),
      log({ log_index: '4', topic0: H('e') }),
    ],
    ...overrides,
  } as WalletTx;
}

describe('<TxDetail> (verbose)', () => {
  it('shows the decoded call: address params as links, integers exact, the fee from gas × price', async () => {
    renderWithRouter(() => <TxDetail tx={verboseTx()} wallet={ME} chain={eth} />);
    expect(await screen.findByText('transfer(address,uint256)', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: BOB })).toHaveAttribute('href', `/wallet/${BOB}?chain=eth`);
    expect(screen.getByText('1000000000000000000000000000000')).toBeInTheDocument();
    // 50,000 gas × 20 gwei = 0.001 ETH, exactly.
    expect(screen.getByText('0.001')).toBeInTheDocument();
    expect(screen.getByText('50,000 / 60,000 (83.3%)')).toBeInTheDocument();
  });

  it('shows decoded events with raw data behind a toggle, and unknown events raw and labelled', async () => {
    renderWithRouter(() => <TxDetail tx={verboseTx()} wallet={ME} chain={eth} />);
    expect(await screen.findByText('Logs (2)')).toBeInTheDocument();
    expect(screen.getByText('Unknown event')).toBeInTheDocument();
    // The unknown one shows its topics at once; the decoded one only on demand.
    expect(screen.getAllByText('topic0')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Show raw values, topics and data' }));
    expect(screen.getAllByText('topic0')).toHaveLength(2);
  });

  it('shows a transaction without gas limit and a decoded call without signature as unknown', async () => {
    const tx = verboseTx({
      gas: null,
      decoded_call: {
        signature: null,
        label: 'transfer',
        type: null,
        params: [{ name: 'to', type: null, value: null }],
      },
    });
    renderWithRouter(() => <TxDetail tx={tx} wallet={ME} chain={eth} />);
    expect(await screen.findByText('50,000 / unknown limit')).toBeInTheDocument();
    expect(screen.getByText('signature unknown', { exact: false })).toBeInTheDocument();
    expect(screen.getAllByText('unknown type').length).toBeGreaterThan(0);
    expect(screen.getByText('unknown', { exact: true })).toBeInTheDocument();
  });

  it('shows internal transactions with their errors', async () => {
    const tx = verboseTx({
      internal_transactions: [
        {
          transaction_hash: H('a'),
          block_number: '100',
          block_hash: H('b'),
          type: 'CALL',
          from: TOKEN,
          to: BOB,
          value: '1',
          gas: '2300',
          gas_used: '2300',
          input: '0x',
          output: '0x',
          error: 'out of gas',
        },
      ],
    });
    renderWithRouter(() => <TxDetail tx={tx} wallet={ME} chain={eth} />);
    expect(await screen.findByText('Internal transactions (1)')).toBeInTheDocument();
    expect(screen.getByText('out of gas')).toBeInTheDocument();
    expect(screen.getByText('0.000000000000000001')).toBeInTheDocument();
  });
});

describe('<TxCards>', () => {
  it('marks direction, failure and contract creation', async () => {
    const rows = [
      verboseTx({ hash: H('1'), receipt_status: '0' }),
      verboseTx({ hash: H('2'), from_address: BOB, to_address: ME }),
      verboseTx({ hash: H('3'), to_address: null, receipt_contract_address: TOKEN, decoded_call: null }),
    ];
    renderWithRouter(() => (
      <TxCards rows={rows} wallet={ME} chain={eth} expandedIds={new Set()} onToggle={() => {}} targetHash={null} />
    ));
    expect(await screen.findByText('Failed')).toBeInTheDocument();
    expect(screen.getAllByText('OUT')).toHaveLength(2);
    expect(screen.getByText('IN')).toBeInTheDocument();
    expect(screen.getByText('Contract creation')).toBeInTheDocument();
    expect(screen.getByText('Create')).toBeInTheDocument();
  });
});
