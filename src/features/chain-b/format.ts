import { parseMicroTimestamp } from '../../lib/formatTime';
import { formatInteger } from '../../lib/format';

/**
 * Aptos specifics the shared formatters do not know: its two timestamp spellings, version
 * ranges, gas, Move function ids and Move arguments. Quantities stay bigint; nothing here goes
 * through Number except times, which Date needs.
 */

export interface MicroTime {
  date: Date;
  /** The exact instant with all six fractional digits, e.g. 2026-11-20T11:59:58.123456Z. */
  isoMicros: string;
}

/** `block_timestamp`: microseconds since the epoch, as a decimal string. Null when unreadable. */
export function microsTime(micros: string): MicroTime | null {
  // Date's range ends at 8.64e15 ms; beyond it toISOString would throw.
  if (!/^\d{1,19}$/.test(micros) || BigInt(micros) > 8_640_000_000_000_000_000n) return null;
  return parseMicroTimestamp(micros);
}

const ISO = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}:\d{2})(?:\.(\d{1,9}))?(Z|[+-]\d{2}:?\d{2})?$/i;

/**
 * `transaction_created_timestamp`: ISO 8601 with microseconds, UTC. The zone is sometimes left
 * out (the indexer writes a bare timestamp); it is UTC all the same, never the browser's zone.
 */
export function isoMicrosTime(text: string): MicroTime | null {
  const match = ISO.exec(text.trim());
  if (!match) return null;
  const [, day, time, fraction = '', zone = 'Z'] = match;
  const micros = fraction.padEnd(6, '0').slice(0, 6);
  const date = new Date(`${day}T${time}.${micros.slice(0, 3)}${zone.toUpperCase()}`);
  if (Number.isNaN(date.getTime())) return null;
  if (zone.toUpperCase() === 'Z') return { date, isoMicros: `${day}T${time}.${micros}Z` };
  // Another zone: restate in UTC, keeping the sub-millisecond digits.
  return { date, isoMicros: `${date.toISOString().slice(0, 23)}${micros.slice(3)}Z` };
}

/** Transactions in a block from its version range: last − first + 1 (0 if the range is empty). */
export function versionCount(firstVersion: string, lastVersion: string): bigint {
  const count = BigInt(lastVersion) - BigInt(firstVersion) + 1n;
  return count > 0n ? count : 0n;
}

/**
 * What a transaction paid: gas_used × gas_unit_price, in octas. A sponsored (fee-payer)
 * transaction's fee is paid by the fee payer, the amount is the same.
 */
export function feePaidOctas(gasUsed: string, gasUnitPrice: string): bigint {
  return BigInt(gasUsed) * BigInt(gasUnitPrice);
}

/** expiration_timestamp_secs as a Date, or null when it is beyond what a Date can hold. */
export function secondsTime(seconds: string): Date | null {
  if (!/^\d+$/.test(seconds)) return null;
  const value = BigInt(seconds);
  // Date's range ends at 8.64e15 ms; u64::MAX "never expires" values land past it.
  if (value > 8_640_000_000_000n) return null;
  return new Date(Number(value) * 1000);
}

export interface MoveFunctionId {
  address: string;
  module: string;
  name: string;
}

/** `0x1::aptos_account::transfer` → its three parts; null when it is not in that form. */
export function splitFunctionId(id: string): MoveFunctionId | null {
  const parts = id.split('::');
  if (parts.length !== 3 || parts.some((part) => part === '')) return null;
  const [address, module, name] = parts as [string, string, string];
  return { address, module, name };
}

/**
 * A Move argument as text. Arguments arrive as parsed JSON; u64 and larger are JSON strings, so
 * re-stringifying gives back exactly what the service sent (quotes included), never a rounded number.
 */
export function argumentText(value: unknown): string {
  return JSON.stringify(value) ?? String(value);
}

/** Non-user transaction kinds, from the `type` field (Aptos REST naming), as readable labels. */
const KIND_LABELS: Record<string, string> = {
  user_transaction: 'User',
  block_metadata_transaction: 'Block metadata',
  state_checkpoint_transaction: 'State checkpoint',
  block_epilogue_transaction: 'Block epilogue',
  genesis_transaction: 'Genesis',
  validator_transaction: 'Validator',
};

export function transactionKindLabel(type: string): string {
  return KIND_LABELS[type] ?? type.replace(/_transaction$/, '').replace(/_/g, ' ');
}

/** Payload kinds (Aptos REST naming) as readable labels; an unknown kind keeps its text. */
const PAYLOAD_LABELS: Record<string, string> = {
  entry_function_payload: 'Entry function',
  script_payload: 'Script',
  multisig_payload: 'Multisig',
  module_bundle_payload: 'Module bundle',
  write_set_payload: 'Write set',
};

export function payloadKindLabel(type: string): string {
  return PAYLOAD_LABELS[type] ?? type.replace(/_payload$/, '').replace(/_/g, ' ');
}

/** A validator transaction's `validator_transaction_type`, readable. */
const VALIDATOR_KIND_LABELS: Record<string, string> = {
  dkg_result: 'DKG result',
  observed_jwk_update: 'JWK update',
};

export function validatorKindLabel(type: string): string {
  return VALIDATOR_KIND_LABELS[type] ?? type.replace(/_/g, ' ');
}

/**
 * Entry functions of the framework whose argument 1 is an amount of the native coin in octas
 * (`0x1::coin::transfer` and `transfer_coins` only when their type argument is the native coin).
 */
const NATIVE_AMOUNT_FUNCTIONS = new Set([
  '0x1::aptos_account::transfer',
  '0x1::delegation_pool::add_stake',
  '0x1::delegation_pool::unlock',
  '0x1::delegation_pool::reactivate_stake',
  '0x1::delegation_pool::withdraw',
  '0x1::staking_contract::add_stake',
]);
const NATIVE_COIN_FUNCTIONS = new Set(['0x1::coin::transfer', '0x1::aptos_account::transfer_coins']);

/**
 * The index of the argument that is an amount of the native coin (octas), or null. Only a
 * plain u64 text counts: anything else is shown as the service sent it.
 */
export function nativeAmountArgument(
  payload: {
    function?: string | undefined;
    type_arguments?: readonly string[] | undefined;
    arguments?: readonly unknown[] | undefined;
  },
  nativeCoinType: string,
): number | null {
  const fn = payload.function;
  if (!fn) return null;
  const native =
    NATIVE_AMOUNT_FUNCTIONS.has(fn) ||
    (NATIVE_COIN_FUNCTIONS.has(fn) &&
      payload.type_arguments?.length === 1 &&
      payload.type_arguments[0] === nativeCoinType);
  const value = payload.arguments?.[1];
  return native && typeof value === 'string' && /^\d{1,20}$/.test(value) ? 1 : null;
}

/** "1 call", "7 calls": what a search cost, as the pages say it. */
export const callCount = (calls: number) => `${formatInteger(calls)} call${calls === 1 ? '' : 's'}`;
