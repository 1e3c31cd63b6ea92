import { describe, expect, it } from 'vitest';
import { verboseTransactionsPage, walletTransactionsPage } from './evm';
import { A, H, page } from './shapeBuilders';

/**
 * The variations real answers carry (docs/interface.md and fixtures/real/) for the wallet's
 * transaction pages, plain and verbose: each must
 * parse, and each list item that still fails is kept aside, not fatal.
 */

const internal = (over: Record<string, unknown> = {}) => ({
  transaction_hash: H('a'),
  block_number: '100',
  block_hash: H('b'),
  type: 'CALL',
  from: A('1'),
  to: A('2'),
  value: '0',
  gas: '2300',
  gas_used: '0',
  input: '0x',
  output: '0x',
  error: null,
  ...over,
});
const log = (over: Record<string, unknown> = {}) => ({
  log_index: '0',
  transaction_hash: H('a'),
  transaction_index: '0',
  address: A('3'),
  data: '0x',
  topic0: H('d'),
  topic1: null,
  topic2: null,
  topic3: null,
  block_timestamp: '2026-11-20T11:00:00.000Z',
  block_number: '100',
  block_hash: H('b'),
  decoded_event: null,
  ...over,
});
const tx = (over: Record<string, unknown> = {}) => ({
  hash: H('a'),
  nonce: '1',
  transaction_index: '0',
  from_address: A('1'),
  from_address_entity: null,
  from_address_entity_logo: null,
  from_address_label: null,
  to_address: A('2'),
  to_address_entity: null,
  to_address_entity_logo: null,
  to_address_label: null,
  value: '1000',
  gas: '21000',
  gas_price: '1',
  input: '0x',
  receipt_cumulative_gas_used: '21000',
  receipt_gas_used: '21000',
  receipt_contract_address: null,
  receipt_root: null,
  receipt_status: '1',
  block_timestamp: '2026-11-20T11:00:00.000Z',
  block_number: '100',
  block_hash: H('b'),
  ...over,
});

describe('wallet pages', () => {
  it.each([
    ['total: null on the page', page([tx()], { total: null })],
    ['page and page_size as strings', page([tx()], { page: '0', page_size: '100' })],
    ['internal output ""', page([tx({ internal_transactions: [internal({ output: '' })] })])],
    [
      'internal output "0x", block_number a number, no gas',
      page([tx({ internal_transactions: [internal({ block_number: 100, gas: undefined })] })]),
    ],
    ['numbers where strings are documented', page([tx({ nonce: 1, value: 5, gas: 21000, block_number: 100 })])],
    ['an unknown receipt_status', page([tx({ receipt_status: 'pending' })])],
  ])('plain: %s', (_name, body) => {
    const parsed = walletTransactionsPage.parse(body);
    expect(parsed.result).toHaveLength(1);
    expect(parsed.unreadable).toEqual([]);
  });

  it.each([
    [
      'verbose items with transaction_fee, logs with transaction_value',
      tx({ transaction_fee: '0.00034', logs: [log({ transaction_value: '0' })], decoded_call: null }),
    ],
    [
      'checksummed decoded address params',
      tx({
        logs: [
          log({
            decoded_event: {
              signature: 'Transfer(address,address,uint256)',
              label: 'Transfer',
              type: 'event',
              params: [
                { name: 'from', value: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', type: 'address' },
                { name: 'value', value: '1', type: 'uint256' },
              ],
            },
          }),
        ],
        decoded_call: null,
      }),
    ],
    [
      'logs and internal transactions as single objects',
      tx({ logs: log(), decoded_call: null, internal_transactions: internal({ output: '' }) }),
    ],
  ])('verbose: %s', (_name, item) => {
    const parsed = verboseTransactionsPage.parse(page([item]));
    expect(parsed.result).toHaveLength(1);
    expect(parsed.result[0]?.logs).toHaveLength(1);
  });

  it('keeps the fee text exact and reads a number fee as text', () => {
    expect(
      walletTransactionsPage.parse(page([tx({ transaction_fee: '0.000021000000000001' })])).result[0]?.transaction_fee,
    ).toBe('0.000021000000000001');
    expect(walletTransactionsPage.parse(page([tx({ transaction_fee: 0.5 })])).result[0]?.transaction_fee).toBe('0.5');
  });

  it('keeps a bad item aside with its path and expectation; the rest parse', () => {
    const bad = tx({ hash: 'not-a-hash' });
    const parsed = walletTransactionsPage.parse(page([tx(), bad, tx({ hash: H('c') })]));
    expect(parsed.result.map((row) => row.hash)).toEqual([H('a'), H('c')]);
    expect(parsed.unreadable).toEqual([{ index: 1, path: 'hash', expected: 'not a 32-byte hex hash', raw: bad }]);
  });

  it('keeps a bad log and a bad internal transaction aside inside their transaction', () => {
    const parsed = verboseTransactionsPage.parse(
      page([
        tx({
          logs: [log(), log({ address: 42 })],
          decoded_call: null,
          internal_transactions: [internal({ from: null })],
        }),
      ]),
    );
    const [row] = parsed.result;
    expect(row?.logs).toHaveLength(1);
    expect(row?.unreadable_logs).toMatchObject([{ index: 1, path: 'address' }]);
    expect(row?.internal_transactions).toEqual([]);
    expect(row?.unreadable_internal_transactions).toMatchObject([{ index: 0, path: 'from' }]);
  });

  it.each([
    ['result is not a list', { cursor: null, page: 0, page_size: 100, result: 'nope' }],
    ['result missing', { cursor: null, page: 0, page_size: 100 }],
    ['not an object', 'hello'],
  ])('fails the answer when the envelope is wrong: %s', (_name, body) => {
    expect(walletTransactionsPage.safeParse(body).success).toBe(false);
  });
});
