import { describe, expect, it } from 'vitest';
import { chainBBlock, chainBCoins } from './chainB';
import { nftTransfersPage, tokenPrice, verboseTransactionsPage, walletTransactionsPage } from './evm';
import { failedDeliveryLogsPage } from './streams';

/**
 * The variations real answers carry (docs/interface.md and fixtures/real/), one table per
 * schema: each must parse, and each list item that still fails is kept aside, not fatal.
 */

const H = (c: string) => `0x${c.repeat(64)}`;
const A = (c: string) => `0x${c.repeat(40)}`;

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
const page = (result: unknown[], over: Record<string, unknown> = {}) => ({
  cursor: null,
  page: 0,
  page_size: 100,
  result,
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

const transfer = (over: Record<string, unknown> = {}) => ({
  token_address: A('4'),
  token_id: '1',
  from_address: A('0'),
  to_address: A('1'),
  value: '0',
  amount: '1',
  contract_type: 'ERC721',
  block_number: '100',
  block_timestamp: '2026-11-20T11:00:00',
  block_hash: H('b'),
  transaction_hash: H('a'),
  transaction_type: 'Single',
  transaction_index: '0',
  log_index: '0',
  operator: null,
  possible_spam: 'false',
  verified_collection: 'false',
  ...over,
});

describe('NFT transfers', () => {
  it.each([
    [
      'booleans and numbers, verified and transfer_index',
      transfer({
        possible_spam: true,
        verified_collection: false,
        transaction_index: 3,
        log_index: 7,
        verified: 1,
        transfer_index: [100, 3, 7, 0],
      }),
      true,
    ],
    ['boolean-like text', transfer({ possible_spam: 'True' }), true],
    [
      'an unknown contract_type and transaction_type',
      transfer({ contract_type: 'ERC404', transaction_type: 'Mint', possible_spam: 'unknown' }),
      false,
    ],
  ])('%s', (_name, item, spam) => {
    const parsed = nftTransfersPage.parse({
      page: 1,
      page_size: 100,
      cursor: '',
      result: [item],
      block_exists: true,
      index_complete: true,
    });
    expect(parsed.unreadable).toEqual([]);
    expect(parsed.result[0]?.possible_spam).toBe(spam);
  });
});

const price = (over: Record<string, unknown> = {}) => ({
  tokenName: 'Token',
  tokenSymbol: 'TKN',
  tokenLogo: null,
  tokenDecimals: '18',
  usdPrice: 1.5,
  usdPriceFormatted: '1.5',
  exchangeAddress: A('5'),
  exchangeName: 'Alphaswap v2',
  tokenAddress: A('6'),
  toBlock: '100',
  possibleSpam: 'false',
  verifiedContract: true,
  pairAddress: A('7'),
  pairTotalLiquidityUsd: '1000.5',
  ...over,
});

describe('token price', () => {
  it.each([
    [
      'fractional nativePrice.value',
      price({ nativePrice: { value: '1931927921.11', decimals: 18, name: 'Ether', symbol: 'ETH', address: A('8') } }),
    ],
    [
      'no toBlock, priceLastChangedAtBlock and blockTimestamp',
      price({ toBlock: undefined, priceLastChangedAtBlock: '99', blockTimestamp: '1700000000000' }),
    ],
    ['extra fields', price({ securityScore: 55, usdPrice24hr: 1.4, usdPrice24hrUsdChange: 0.1 })],
    ['possibleSpam a boolean', price({ possibleSpam: false })],
    [
      'nativePrice.address a placeholder, or absent',
      price({ nativePrice: { value: '1', decimals: 18, name: 'Ether', symbol: 'ETH', address: 'string' } }),
    ],
    [
      'no tokenName, tokenSymbol, tokenAddress, usdPriceFormatted',
      price({ tokenName: undefined, tokenSymbol: undefined, tokenAddress: undefined, usdPriceFormatted: undefined }),
    ],
    ['24hrPercentChange and liquidity as numbers', price({ '24hrPercentChange': -1.25, pairTotalLiquidityUsd: 1000 })],
  ])('%s', (_name, body) => {
    expect(tokenPrice.safeParse(body).success).toBe(true);
  });

  it('reads a 2022 answer (four fields, BSC): flags, name, symbol and blocks unknown, not false', () => {
    const parsed = tokenPrice.parse({
      nativePrice: { value: '1019400740872569653', decimals: 18, name: 'Binance Coin', symbol: 'BNB' },
      usdPrice: 325.47900295628267,
      exchangeAddress: '0xcA143Ce32Fe78f1f7019d7d551a6402fC5350c73',
      exchangeName: 'PancakeSwap v2',
    });
    expect(parsed).toMatchObject({
      verifiedContract: null,
      possibleSpam: null,
      tokenName: null,
      tokenSymbol: null,
      toBlock: null,
      priceLastChangedAtBlock: null,
      blockTimestamp: null,
      exchangeAddress: '0xcA143Ce32Fe78f1f7019d7d551a6402fC5350c73',
      nativePrice: { name: 'Binance Coin', symbol: 'BNB' },
    });
  });

  it.each([
    [true, true],
    ['TRUE', true],
    [1, true],
    [false, false],
    ['false', false],
    [0, false],
    [undefined, null],
    [null, null],
    ['unknown', null],
  ])('reads verifiedContract %j as %j', (sent, read) => {
    expect(tokenPrice.parse(price({ verifiedContract: sent, possibleSpam: sent })).verifiedContract).toBe(read);
    expect(tokenPrice.parse(price({ verifiedContract: sent, possibleSpam: sent })).possibleSpam).toBe(read);
  });

  it('keeps the fractional native price as its exact text', () => {
    const parsed = tokenPrice.parse(
      price({ nativePrice: { value: '1931927921.11', decimals: '18', name: 'Ether', symbol: 'ETH', address: A('8') } }),
    );
    expect(parsed.nativePrice).toMatchObject({ value: '1931927921.11', decimals: 18 });
    expect(tokenPrice.parse(price({ toBlock: undefined, priceLastChangedAtBlock: 99 }))).toMatchObject({
      toBlock: null,
      priceLastChangedAtBlock: '99',
    });
  });

  it.each([
    ['usdPrice missing', price({ usdPrice: undefined })],
    [
      'nativePrice.value not a decimal',
      price({ nativePrice: { value: '1e9', decimals: 18, name: 'Ether', symbol: 'ETH', address: A('8') } }),
    ],
  ])('refuses what the card draws as an amount: %s', (_name, body) => {
    expect(tokenPrice.safeParse(body).success).toBe(false);
  });
});

const block = (transactions: unknown) => ({
  block_height: '100',
  block_hash: H('b'),
  block_timestamp: '1700000000000000',
  first_version: '10',
  last_version: '12',
  transactions,
});
const user = (over: Record<string, unknown> = {}) => ({
  type: 'user_transaction',
  version: '10',
  hash: H('a'),
  sender: '0x1',
  sequence_number: '0',
  max_gas_amount: '2000',
  gas_unit_price: '100',
  gas_used: '7',
  expiration_timestamp_secs: '1700000600',
  success: true,
  vm_status: 'Executed successfully',
  payload: {
    type: 'entry_function_payload',
    function: '0x1::aptos_account::transfer',
    type_arguments: [],
    arguments: ['0x2', '100'],
  },
  signature: { type: 'ed25519_signature', public_key: '0xab', signature: '0xcd' },
  events: [
    {
      guid: { creation_number: '0', account_address: '0x0' },
      sequence_number: '0',
      type: '0x1::transaction_fee::FeeStatement',
      data: { total_charge_gas_units: '7' },
    },
  ],
  changes: [{ type: 'write_resource', address: '0x1', state_key_hash: H('e'), data: {} }],
  ...over,
});

describe('chain-B block', () => {
  it.each([
    ['transactions: null', block(null), null],
    ['transactions absent', { ...block(undefined), transactions: undefined }, null],
  ])('%s reads as no transactions asked', (_name, body, expected) => {
    expect(chainBBlock.parse(body).transactions).toBe(expected);
  });

  it.each([
    ['a user transaction with events and changes', user()],
    [
      'script_payload: code, no function',
      user({
        payload: { type: 'script_payload', code: { bytecode: '0xa11ceb0b' }, type_arguments: [], arguments: [] },
      }),
    ],
    [
      'multisig_payload',
      user({
        payload: {
          type: 'multisig_payload',
          multisig_address: '0x5',
          transaction_payload: {
            type: 'entry_function_payload',
            function: '0x1::coin::transfer',
            type_arguments: [],
            arguments: [],
          },
        },
      }),
    ],
    ['module_bundle_payload', user({ payload: { type: 'module_bundle_payload', modules: [{ bytecode: '0x00' }] } })],
    [
      'genesis write_set_payload',
      {
        type: 'genesis_transaction',
        version: '0',
        hash: H('0'),
        payload: { type: 'write_set_payload', write_set: { type: 'direct_write_set' } },
        events: [],
      },
    ],
    [
      'fee_payer_signature',
      user({
        signature: {
          type: 'fee_payer_signature',
          sender: { type: 'ed25519_signature' },
          secondary_signer_addresses: [],
          fee_payer_address: '0x9',
        },
      }),
    ],
    [
      'multi_agent_signature',
      user({
        signature: {
          type: 'multi_agent_signature',
          sender: {},
          secondary_signer_addresses: ['0x3'],
          secondary_signers: [],
        },
      }),
    ],
    [
      'single_sender with object key and signature',
      user({
        signature: {
          type: 'single_sender',
          public_key: { type: 'ed25519', value: '0xab' },
          signature: { type: 'ed25519', value: '0xcd' },
        },
      }),
    ],
    ['replay_protection_nonce', user({ replay_protection_nonce: '123' })],
    [
      'block_epilogue_transaction with block_end_info',
      {
        type: 'block_epilogue_transaction',
        version: '12',
        hash: H('c'),
        block_end_info: { block_gas_limit_reached: false },
        events: [],
        changes: [],
      },
    ],
    [
      'validator_transaction',
      {
        type: 'validator_transaction',
        version: '11',
        hash: H('d'),
        events: [],
        changes: [],
        validator_transaction_type: 'dkg_result',
      },
    ],
    ['an unknown transaction kind', { type: 'future_transaction', hash: H('f') }],
  ])('%s parses', (_name, item) => {
    const parsed = chainBBlock.parse(block([item]));
    expect(parsed.unreadable_transactions).toEqual([]);
    expect(parsed.transactions).toHaveLength(1);
  });

  it('keeps a bad transaction and a bad event aside', () => {
    const parsed = chainBBlock.parse(
      block([user({ events: [{ type: 5 }, { data: {} }] }), { type: 'user_transaction', hash: 42 }]),
    );
    expect(parsed.transactions?.[0]?.events).toHaveLength(1);
    expect(parsed.transactions?.[0]?.unreadable_events).toMatchObject([{ index: 1, path: 'type' }]);
    expect(parsed.unreadable_transactions).toMatchObject([{ index: 1, path: 'hash' }]);
  });
});

describe('chain-B coins and failed deliveries', () => {
  const coin = {
    coin_type: '0x1::aptos_coin::AptosCoin',
    coin_type_hash: 'a'.repeat(64),
    creator_address: '0x1',
    decimals: '8',
    name: 'Aptos Coin',
    symbol: 'APT',
    supply_aggregator_table_handle: null,
    supply_aggregator_table_key: null,
    transaction_created_timestamp: '2022-10-12T22:11:14.000000',
    transaction_version_created: 0,
  };

  it('reads coins item by item', () => {
    const parsed = chainBCoins.parse([coin, { ...coin, coin_type_hash: 'short' }]);
    expect(parsed.items).toMatchObject([{ decimals: 8, transaction_version_created: '0' }]);
    expect(parsed.unreadable).toMatchObject([
      { index: 1, path: 'coin_type_hash', expected: 'not a 64-hex-digit hash' },
    ]);
    expect(chainBCoins.safeParse({ result: [] }).success).toBe(false);
  });

  const delivery = {
    id: 'a',
    streamId: 'b',
    chain: '0x1',
    webhookUrl: 'https://x',
    tag: null,
    retries: '2',
    deliveryStatus: 'failed',
    blockNumber: 5,
    errorMessage: 'Request failed with status code 500',
    type: 'aptos',
    createdAt: '2026-11-20T00:00:00Z',
  };

  it.each([
    ['total null, tag null', { result: [delivery], cursor: null, total: null }],
    ['total as text, unknown status', { result: [{ ...delivery, deliveryStatus: 'parked' }], cursor: '', total: '1' }],
  ])('reads failed deliveries: %s', (_name, body) => {
    const parsed = failedDeliveryLogsPage.parse(body);
    expect(parsed.result).toHaveLength(1);
    expect(parsed.unreadable).toEqual([]);
  });
});
