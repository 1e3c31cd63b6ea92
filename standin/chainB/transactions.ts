import { COIN_BY_CREATION_VERSION } from './coins';
import { Rng, hexOf } from './det';
import { BLOCKS_PER_EPOCH, blockTimestampUs, firstVersion, transactionCount } from './heights';
import { accountAddress, coinInitCall, drawAccount, drawUserCall } from './payloads';
import { blockEffects, userEffects, type ChainBChange, type ChainBEvent } from './effects';
import { payloadVariant, signatureVariant, type UserPayload, type UserSignature } from './variants';
import {
  closing,
  genesis,
  hasValidatorTransaction,
  validator,
  type BlockEpilogueTransaction,
  type GenesisTransaction,
  type StateCheckpointTransaction,
  type ValidatorTransaction,
} from './system';

/**
 * Aptos blocks and their transactions (spec 2.8, in the Aptos node's full REST shape): the block
 * metadata transaction first, sometimes a validator transaction, the user transactions, and a state
 * checkpoint or block epilogue transaction last. Everything is derived from (height, version), so a
 * block is built only when asked for.
 */

const OK = 'Executed successfully';
const VALIDATORS = 140;

interface CommonFields {
  version: string;
  hash: string;
  state_change_hash: string;
  event_root_hash: string;
  state_checkpoint_hash: string | null;
  gas_used: string;
  success: boolean;
  vm_status: string;
  accumulator_root_hash: string;
}

export interface BlockMetadataTransaction extends CommonFields {
  type: 'block_metadata_transaction';
  id: string;
  epoch: string;
  round: string;
  proposer: string;
  previous_block_votes_bitvec: number[];
  failed_proposer_indices: number[];
  events: ChainBEvent[];
  changes: ChainBChange[];
  timestamp: string;
}

export interface UserTransaction extends CommonFields {
  type: 'user_transaction';
  sender: string;
  sequence_number: string;
  max_gas_amount: string;
  gas_unit_price: string;
  expiration_timestamp_secs: string;
  payload: UserPayload;
  signature: UserSignature;
  events: ChainBEvent[];
  changes: ChainBChange[];
  timestamp: string;
  /** Orderless transactions carry a nonce instead of relying on the sequence number. */
  replay_protection_nonce?: string;
}

export type ChainBTransaction =
  | GenesisTransaction
  | BlockMetadataTransaction
  | ValidatorTransaction
  | UserTransaction
  | StateCheckpointTransaction
  | BlockEpilogueTransaction;

export interface ChainBBlockBody {
  block_height: string;
  block_hash: string;
  block_timestamp: string;
  first_version: string;
  last_version: string;
  /** null when not asked for: the node sends the key with a null value. */
  transactions: ChainBTransaction[] | null;
}

function hash(kind: string, version: number): string {
  return `0x${hexOf(`b-${kind}:${version}`)}`;
}

function common(
  version: number,
  gasUsed: number,
  success: boolean,
  vmStatus: string,
  checkpoint: boolean,
): CommonFields {
  return {
    version: String(version),
    hash: hash('tx', version),
    state_change_hash: hash('state-change', version),
    event_root_hash: hash('event-root', version),
    // Only checkpoint (and genesis) transactions carry a state checkpoint hash.
    state_checkpoint_hash: checkpoint ? hash('checkpoint', version) : null,
    gas_used: String(gasUsed),
    success,
    vm_status: vmStatus,
    accumulator_root_hash: hash('accumulator', version),
  };
}

export function blockHash(height: number): string {
  return hash('block', height);
}

function metadata(height: number, version: number, timestamp: string): BlockMetadataTransaction {
  const rng = new Rng(0xb10c, height);
  // Every validator voted except, now and then, one or two (bit cleared in the bitvec).
  const votes = Array.from({ length: Math.ceil(VALIDATORS / 8) }, () =>
    rng.next() < 0.1 ? 0xff ^ (1 << rng.int(0, 7)) : 0xff,
  );
  const fields = {
    id: blockHash(height),
    epoch: epochOf(height),
    round: String((height % BLOCKS_PER_EPOCH) + 1),
    proposer: `0x${hexOf(`b-validator:${rng.int(0, VALIDATORS - 1)}`)}`,
    previous_block_votes_bitvec: votes,
    failed_proposer_indices: rng.next() < 0.02 ? [rng.int(0, VALIDATORS - 1)] : [],
  };
  const effects = blockEffects({
    height,
    epoch: fields.epoch,
    round: fields.round,
    proposer: fields.proposer,
    hash: fields.id,
    timestamp,
    failed: fields.failed_proposer_indices,
  });
  return {
    type: 'block_metadata_transaction',
    ...common(version, 0, true, OK, false),
    ...fields,
    ...effects,
    timestamp,
  };
}

function epochOf(height: number): string {
  return String(Math.floor(height / BLOCKS_PER_EPOCH) + 1);
}

function user(height: number, version: number, timestamp: string, senderSeen: Map<number, number>): UserTransaction {
  const rng = new Rng(0x05e4, version);
  const coin = COIN_BY_CREATION_VERSION.get(version);
  const call = coin ? coinInitCall(coin) : drawUserCall(rng, version);
  const senderIndex = coin ? -1 : drawAccount(rng);
  const sender = coin ? coin.creator_address : accountAddress(senderIndex);
  // Sequence numbers grow with the height (busier accounts faster) and count up within a block;
  // they approximate, not replay, each account's history (standin/README.md).
  const earlier = senderSeen.get(senderIndex) ?? 0;
  senderSeen.set(senderIndex, earlier + 1);
  const sequence = coin ? 0 : Math.floor(height / (8 * (senderIndex + 1))) + earlier;
  const success = coin !== undefined || rng.next() >= 0.04;
  const gasUsed = rng.int(call.gas[0], call.gas[1]);
  const maxGas = [2_000, 10_000, 20_000, 100_000, 200_000].find((limit) => limit >= gasUsed * 2) ?? 200_000;
  const seconds = Math.floor(Number(timestamp) / 1_000_000);
  // A second generator for the forms added beside the call, so the calls drawn above stay the same.
  const forms = new Rng(0xf0a5, version);
  const entry = call.payload;
  const effects = userEffects(
    { sender, sequence, success, gasUsed, fn: entry.function, args: entry.arguments, typeArgs: entry.type_arguments },
    forms,
  );
  const transaction: UserTransaction = {
    type: 'user_transaction',
    ...common(version, gasUsed, success, success ? OK : call.abort, false),
    sender,
    sequence_number: String(sequence),
    max_gas_amount: String(maxGas),
    gas_unit_price: String(rng.next() < 0.85 ? 100 : rng.int(101, 250)),
    expiration_timestamp_secs: String(seconds + rng.pick([30, 60, 90, 600])),
    payload: coin ? entry : payloadVariant(entry, forms, version),
    signature: signatureVariant(sender, version, forms),
    ...effects,
    timestamp,
  };
  if (!coin && forms.next() < 0.02) transaction.replay_protection_nonce = String(forms.int(1, 2 ** 31));
  return transaction;
}

/** All transactions of a block, in version order. */
export function blockTransactions(height: number): ChainBTransaction[] {
  const first = firstVersion(height);
  const count = transactionCount(height);
  const timestamp = String(blockTimestampUs(height));
  if (height === 0) return [genesis(common(0, 0, true, OK, true))];
  const senderSeen = new Map<number, number>();
  const out: ChainBTransaction[] = [metadata(height, first, timestamp)];
  let userGas = 0;
  for (let i = 1; i < count - 1; i += 1) {
    const version = first + i;
    // A validator transaction takes the first user slot of its block (never a coin's creation), so
    // versions and counts stay those of heights.ts.
    if (i === 1 && count > 3 && hasValidatorTransaction(height) && !COIN_BY_CREATION_VERSION.has(version)) {
      out.push(validator(height, common(version, 0, true, OK, false), timestamp, epochOf(height)));
      continue;
    }
    const tx = user(height, version, timestamp, senderSeen);
    userGas += Number(tx.gas_used);
    out.push(tx);
  }
  out.push(closing(height, common(first + count - 1, 0, true, OK, true), timestamp, userGas));
  return out;
}

/** The block as the service answers it; `transactions` only when asked for. */
export function chainBBlockBody(height: number, withTransactions: boolean): ChainBBlockBody {
  const first = firstVersion(height);
  const body: ChainBBlockBody = {
    block_height: String(height),
    block_hash: blockHash(height),
    block_timestamp: String(blockTimestampUs(height)),
    first_version: String(first),
    last_version: String(first + transactionCount(height) - 1),
    transactions: withTransactions ? blockTransactions(height) : null,
  };
  return body;
}
