import { CHAIN_B } from '../../contract/lib/chainB';
import { hexOf, type Rng } from './det';
import type { Json } from './payloads';

/**
 * What a chain-B transaction did, in the Aptos node's JSON: `events[]` and `changes[]` (write-set
 * entries). Every user, block-metadata and genesis transaction carries both (real answers always
 * do, and the official SDK requires them); a checkpoint or epilogue transaction carries an empty
 * `changes`. Events use the module-event form real blocks carry since 2024 (guid of 0x0, sequence 0)
 * except the block's NewBlockEvent, which keeps its event handle.
 */

export interface ChainBEvent {
  guid: { creation_number: string; account_address: string };
  sequence_number: string;
  type: string;
  data: { [key: string]: Json };
}

export interface WriteResourceChange {
  type: 'write_resource';
  address: string;
  state_key_hash: string;
  data: { type: string; data: { [key: string]: Json } };
}

export interface WriteTableItemChange {
  type: 'write_table_item';
  state_key_hash: string;
  handle: string;
  key: string;
  value: string;
  data: { key: string; key_type: string; value: string; value_type: string };
}

export type ChainBChange = WriteResourceChange | WriteTableItemChange;

function stateKey(key: string): string {
  return `0x${hexOf(`b-state-key:${key}`)}`;
}

export function writeResource(address: string, type: string, data: { [key: string]: Json }): WriteResourceChange {
  return { type: 'write_resource', address, state_key_hash: stateKey(`${address}/${type}`), data: { type, data } };
}

function moduleEvent(type: string, data: { [key: string]: Json }): ChainBEvent {
  return { guid: { creation_number: '0', account_address: '0x0' }, sequence_number: '0', type, data };
}

/** The block metadata transaction's NewBlockEvent and the two resources every block writes. */
export function blockEffects(fields: {
  height: number;
  epoch: string;
  round: string;
  proposer: string;
  hash: string;
  timestamp: string;
  failed: number[];
}): { events: ChainBEvent[]; changes: ChainBChange[] } {
  const height = String(fields.height);
  return {
    events: [
      {
        guid: { creation_number: '3', account_address: '0x1' },
        sequence_number: height,
        type: '0x1::block::NewBlockEvent',
        data: {
          epoch: fields.epoch,
          failed_proposer_indices: fields.failed.map(String),
          hash: fields.hash,
          height,
          previous_block_votes_bitvec: `0x${hexOf(`b-votes:${height}`, 18)}`,
          proposer: fields.proposer,
          round: fields.round,
          time_microseconds: fields.timestamp,
        },
      },
    ],
    changes: [
      writeResource('0x1', '0x1::block::BlockResource', {
        epoch_interval: '7200000000',
        height,
        new_block_events: { counter: String(fields.height + 1), guid: { id: { addr: '0x1', creation_num: '3' } } },
        update_epoch_interval_events: { counter: '0', guid: { id: { addr: '0x1', creation_num: '4' } } },
      }),
      writeResource('0x1', '0x1::timestamp::CurrentTimeMicroseconds', { microseconds: fields.timestamp }),
    ],
  };
}

function feeStatement(gasUsed: number, rng: Rng): ChainBEvent {
  const io = Math.floor(gasUsed * (0.2 + rng.next() * 0.3));
  const storage = Math.floor(gasUsed * rng.next() * 0.2);
  return moduleEvent('0x1::transaction_fee::FeeStatement', {
    execution_gas_units: String(gasUsed - io - storage),
    io_gas_units: String(io),
    storage_fee_octas: String(storage * 100),
    storage_fee_refund_octas: '0',
    total_charge_gas_units: String(gasUsed),
  });
}

/** Events and write-set changes of a user transaction: transfers for value-moving calls, the fee statement always. */
export function userEffects(
  fields: {
    sender: string;
    sequence: number;
    success: boolean;
    gasUsed: number;
    fn: string;
    args: readonly Json[];
    typeArgs: readonly string[];
  },
  rng: Rng,
): { events: ChainBEvent[]; changes: ChainBChange[] } {
  const coin = fields.typeArgs[0] ?? CHAIN_B.nativeCoinType;
  const changes: ChainBChange[] = [
    writeResource(fields.sender, '0x1::account::Account', {
      authentication_key: fields.sender,
      guid_creation_num: String(4 + (fields.sequence % 7)),
      sequence_number: String(fields.sequence + 1),
      coin_register_events: { counter: '1', guid: { id: { addr: fields.sender, creation_num: '0' } } },
    }),
    writeResource(fields.sender, `0x1::coin::CoinStore<${CHAIN_B.nativeCoinType}>`, {
      coin: { value: String(rng.int(1_000_000, 9_000_000_000)) },
      frozen: false,
    }),
  ];
  const events: ChainBEvent[] = [];
  const [recipient, amount] = fields.args;
  const moves = fields.fn === '0x1::aptos_account::transfer' || fields.fn === '0x1::coin::transfer';
  if (fields.success && moves && typeof recipient === 'string' && typeof amount === 'string') {
    events.push(moduleEvent('0x1::coin::CoinWithdraw', { account: fields.sender, amount, coin_type: coin }));
    events.push(moduleEvent('0x1::coin::CoinDeposit', { account: recipient, amount, coin_type: coin }));
    changes.push(
      writeResource(recipient, `0x1::coin::CoinStore<${coin}>`, {
        coin: { value: String(rng.int(1_000_000, 9_000_000_000)) },
        frozen: false,
      }),
    );
  } else if (fields.success && !moves) {
    const module = fields.fn.split('::').slice(0, 2).join('::');
    events.push(
      moduleEvent(`${module}::${fields.fn.split('::')[2] ?? 'call'}Event`, {
        sender: fields.sender,
        version: String(fields.sequence),
      }),
    );
  }
  changes.push({
    type: 'write_table_item',
    state_key_hash: stateKey(`fee-aggregator:${fields.sender}:${fields.sequence}`),
    handle: '0x1b854694ae746cdbd8d44186ca4929b2b337df21d1c74633be19b2710552fdca',
    key: '0x0619dc29a0aac8fa146714058e8dd6d2d0f3bdf5f6331907bf91f3acd81e6935',
    value: '0x00',
    data: {
      key: '0x619dc29a0aac8fa146714058e8dd6d2d0f3bdf5f6331907bf91f3acd81e6935',
      key_type: 'address',
      value: '0',
      value_type: 'u128',
    },
  });
  events.push(feeStatement(fields.gasUsed, rng));
  return { events, changes };
}

/** The genesis write set: the framework's first resources and the chain id. */
export function genesisEffects(): { events: ChainBEvent[]; changes: ChainBChange[] } {
  return {
    events: [moduleEvent('0x1::reconfiguration::NewEpochEvent', { epoch: '1' })],
    changes: [
      writeResource('0x1', '0x1::chain_id::ChainId', { id: 1 }),
      writeResource('0x1', `0x1::coin::CoinInfo<${CHAIN_B.nativeCoinType}>`, {
        decimals: 8,
        name: 'Aptos Coin',
        supply: { vec: [] },
        symbol: 'APT',
      }),
      writeResource('0x1', '0x1::block::BlockResource', {
        epoch_interval: '7200000000',
        height: '0',
        new_block_events: { counter: '0', guid: { id: { addr: '0x1', creation_num: '3' } } },
        update_epoch_interval_events: { counter: '0', guid: { id: { addr: '0x1', creation_num: '4' } } },
      }),
    ],
  };
}
