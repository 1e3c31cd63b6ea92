import { describe, expect, it } from 'vitest';
import { chainBBlock, chainBCoins } from './chainB';
import { failedDeliveryLogsPage } from './streams';
import { H } from './shapeBuilders';

/**
 * The variations real answers carry (docs/interface.md and fixtures/real/) for chain-B
 * blocks and coins, and for the failed-delivery pages of the streams service: each must
 * parse, and each list item that still fails is kept aside, not fatal.
 */

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
