import { parseUnits } from 'viem';
import type { NativeTransaction, VerboseTransaction } from '../../../contract/schemas/evm';
import { methodLabel } from '../../lib/selectors';
import { compareText } from '../../lib/compareText';

/** A row of either endpoint: the plain one has transaction_fee, the verbose one logs and decoded_call. */
export type WalletTx = NativeTransaction | VerboseTransaction;

export function isVerbose(tx: WalletTx): tx is VerboseTransaction {
  return 'logs' in tx;
}

export type Direction = 'IN' | 'OUT' | 'SELF';

/**
 * The transaction's direction from this wallet's point of view. Both sides are compared
 * lowercase (the service answers lowercase, but a checksummed URL must not flip the badge).
 * Null when the wallet is neither side (it can appear through an internal transaction).
 */
export function directionOf(tx: Pick<WalletTx, 'from_address' | 'to_address'>, wallet: string): Direction | null {
  const me = wallet.toLowerCase();
  const from = tx.from_address.toLowerCase() === me;
  const to = tx.to_address?.toLowerCase() === me;
  if (from && to) return 'SELF';
  if (from) return 'OUT';
  if (to) return 'IN';
  return null;
}

/**
 * The fee in wei, exactly. The service sends `transaction_fee` in native units ("0.00034");
 * parseUnits reads that decimal text without floats. Without it (the spec's verbose item) it is
 * receipt_gas_used × gas_price in bigint (legacy and EIP-1559 alike: gas_price is the effective
 * price the service reports).
 */
export function feeWei(tx: WalletTx, decimals = 18): bigint {
  if (tx.transaction_fee !== null) return parseUnits(tx.transaction_fee, decimals);
  return BigInt(tx.receipt_gas_used) * BigInt(tx.gas_price);
}

export function isFailed(tx: Pick<WalletTx, 'receipt_status'>): boolean {
  return tx.receipt_status === '0';
}

export function isContractCreation(tx: Pick<WalletTx, 'to_address'>): boolean {
  return tx.to_address === null;
}

/** The method cell's text: the service's decoded label in verbose, else the selector's name. */
export function methodText(tx: WalletTx): string {
  if (isContractCreation(tx)) return 'Create';
  if (isVerbose(tx) && tx.decoded_call)
    return tx.decoded_call.label || tx.decoded_call.signature?.split('(')[0] || 'Call';
  return methodLabel(tx.input);
}

/** Per UTC day: transaction count and the native value that came in and went out (wei, exact). */
export interface DayActivity {
  day: string; // YYYY-MM-DD (UTC)
  count: number;
  inWei: bigint;
  outWei: bigint;
}

export function dailyActivity(txs: readonly WalletTx[], wallet: string): DayActivity[] {
  const days = new Map<string, DayActivity>();
  for (const tx of txs) {
    const day = tx.block_timestamp.slice(0, 10);
    const entry = days.get(day) ?? { day, count: 0, inWei: 0n, outWei: 0n };
    entry.count += 1;
    // A failed transaction moved no value; a self-transfer moved nothing net.
    if (!isFailed(tx)) {
      const direction = directionOf(tx, wallet);
      if (direction === 'IN') entry.inWei += BigInt(tx.value);
      else if (direction === 'OUT') entry.outWei += BigInt(tx.value);
    }
    days.set(day, entry);
  }
  return [...days.values()].sort((a, b) => compareText(a.day, b.day));
}
