import { formatUnits } from 'viem/utils';
import type { EvmChain } from '../../contract/lib/chains';
import { decodeCall, decodeLog } from './abi';
import { entityOf } from './entities';
import type { LogoUrl } from './logos';
import type { GenTx } from './txgen';

/** Generated transactions in the wire shapes of spec 2.1 to 2.5 (with the real service's nulls). */

function party(chain: EvmChain, prefix: 'from' | 'to', addr: string | null, logo: LogoUrl) {
  const e = entityOf(chain, addr);
  return {
    [`${prefix}_address_entity`]: e.entity,
    [`${prefix}_address_entity_logo`]: logo(e.logo),
    [`${prefix}_address_label`]: e.label,
  };
}

function baseFields(chain: EvmChain, tx: GenTx, logo: LogoUrl) {
  return {
    hash: tx.hash,
    nonce: String(tx.nonce),
    transaction_index: String(tx.transactionIndex),
    from_address: tx.from,
    ...party(chain, 'from', tx.from, logo),
    to_address: tx.to,
    ...party(chain, 'to', tx.to, logo),
    value: tx.value.toString(),
    gas: tx.gas.toString(),
    gas_price: tx.gasPrice.toString(),
    input: tx.input,
    receipt_cumulative_gas_used: tx.cumulativeGasUsed.toString(),
    receipt_gas_used: tx.gasUsed.toString(),
    receipt_contract_address: tx.contractAddress,
    receipt_root: null,
    receipt_status: tx.status,
  };
}

function internals(tx: GenTx, blockNumberAsNumber: boolean) {
  return tx.internals.map((call, index) => ({
    transaction_hash: tx.hash,
    block_number: blockNumberAsNumber ? tx.blockNumber : String(tx.blockNumber),
    block_hash: tx.blockHash,
    type: call.type,
    from: call.from,
    to: call.to,
    value: call.value.toString(),
    gas: call.gas.toString(),
    gas_used: call.gasUsed.toString(),
    input: call.input,
    // The service writes an empty output as "0x" or as "" (both seen in real answers): half each.
    output: call.output === '0x' && (tx.transactionIndex + index) % 2 === 0 ? '' : call.output,
    error: call.error,
  }));
}

/** Spec 2.1. */
export function plainTransaction(chain: EvmChain, tx: GenTx, logo: LogoUrl, withInternals: boolean) {
  return {
    ...baseFields(chain, tx, logo),
    transaction_fee: formatUnits(tx.gasUsed * tx.gasPrice, chain.nativeDecimals),
    block_timestamp: new Date(tx.timestampMs).toISOString(),
    block_number: String(tx.blockNumber),
    block_hash: tx.blockHash,
    ...(withInternals ? { internal_transactions: internals(tx, false) } : {}),
  };
}

/**
 * Spec 2.3 with what real verbose answers add: `transaction_fee` (the spec leaves it out, the
 * service sends it), `transfer_index` on items and logs, `transaction_value` on logs.
 */
export function verboseTransaction(chain: EvmChain, tx: GenTx, logo: LogoUrl, withInternals: boolean) {
  const timestamp = new Date(tx.timestampMs).toISOString();
  return {
    ...baseFields(chain, tx, logo),
    transaction_fee: formatUnits(tx.gasUsed * tx.gasPrice, chain.nativeDecimals),
    block_timestamp: timestamp,
    block_number: String(tx.blockNumber),
    block_hash: tx.blockHash,
    transfer_index: [tx.blockNumber, tx.transactionIndex],
    logs: tx.logs.map((raw, k) => ({
      log_index: String(tx.transactionIndex * 4 + k),
      transaction_hash: tx.hash,
      transaction_index: String(tx.transactionIndex),
      address: raw.address,
      data: raw.data,
      topic0: raw.topics[0] ?? null,
      topic1: raw.topics[1] ?? null,
      topic2: raw.topics[2] ?? null,
      topic3: raw.topics[3] ?? null,
      block_timestamp: timestamp,
      block_number: String(tx.blockNumber),
      block_hash: tx.blockHash,
      decoded_event: decodeLog(raw.topics, raw.data),
      transfer_index: [tx.blockNumber, tx.transactionIndex, tx.transactionIndex * 4 + k],
      transaction_value: tx.value.toString(),
    })),
    decoded_call: decodeCall(tx.input),
    ...(withInternals ? { internal_transactions: internals(tx, true) } : {}),
  };
}
