import { directionOf, feeWei, isFailed, type WalletTx } from './tx';

/** One address the wallet dealt with over the range, by transactions between the two. */
export interface Counterparty {
  address: string;
  label: string | null;
  entity: string | null;
  count: number;
  sentWei: bigint;
  receivedWei: bigint;
}

/**
 * What a range of the wallet's transactions adds up to, in wei, exactly. Native value only: the
 * transactions' own `value`, not internal transfers or tokens, which these rows do not carry.
 */
export interface RangeTotals {
  count: number;
  /** Transactions this wallet sent (to another address or to itself): it paid their fees. */
  sentCount: number;
  receivedCount: number;
  failedCount: number;
  /** Fees of the transactions this wallet sent, failed ones included: a failed transaction still pays. */
  feesPaidWei: bigint;
  /** Value of successful transactions to another address; a self-transfer moves nothing. */
  sentWei: bigint;
  receivedWei: bigint;
  /** received − sent − fees paid: what the range did to the native balance through these transactions. */
  netWei: bigint;
  /** The most frequent other sides, most transactions first. */
  counterparties: Counterparty[];
}

/** The fee this wallet paid for `tx`: all of it when the wallet sent it, nothing when someone else did. */
export function feePaidWei(tx: WalletTx, wallet: string, decimals = 18): bigint {
  return tx.from_address.toLowerCase() === wallet.toLowerCase() ? feeWei(tx, decimals) : 0n;
}

export const TOP_COUNTERPARTIES = 5;

function compareBigint(a: bigint, b: bigint): number {
  return a > b ? 1 : a < b ? -1 : 0;
}

export function rangeTotals(rows: readonly WalletTx[], wallet: string, decimals = 18): RangeTotals {
  const totals: RangeTotals = {
    count: 0,
    sentCount: 0,
    receivedCount: 0,
    failedCount: 0,
    feesPaidWei: 0n,
    sentWei: 0n,
    receivedWei: 0n,
    netWei: 0n,
    counterparties: [],
  };
  const others = new Map<string, Counterparty>();
  for (const tx of rows) {
    totals.count += 1;
    const direction = directionOf(tx, wallet);
    const failed = isFailed(tx);
    if (failed) totals.failedCount += 1;
    if (direction === 'OUT' || direction === 'SELF') {
      totals.sentCount += 1;
      totals.feesPaidWei += feeWei(tx, decimals);
    }
    if (direction === 'IN') totals.receivedCount += 1;
    const value = failed ? 0n : BigInt(tx.value);
    if (direction === 'OUT') totals.sentWei += value;
    if (direction === 'IN') totals.receivedWei += value;
    // The other side: a contract creation has none, a self-transfer is the wallet itself.
    const other =
      direction === 'OUT'
        ? tx.to_address && { address: tx.to_address, label: tx.to_address_label, entity: tx.to_address_entity }
        : direction === 'IN'
          ? { address: tx.from_address, label: tx.from_address_label, entity: tx.from_address_entity }
          : null;
    if (other) {
      const key = other.address.toLowerCase();
      const entry = others.get(key) ?? {
        address: key,
        label: other.label,
        entity: other.entity,
        count: 0,
        sentWei: 0n,
        receivedWei: 0n,
      };
      entry.count += 1;
      if (direction === 'OUT') entry.sentWei += value;
      else entry.receivedWei += value;
      entry.label ??= other.label;
      entry.entity ??= other.entity;
      others.set(key, entry);
    }
  }
  totals.netWei = totals.receivedWei - totals.sentWei - totals.feesPaidWei;
  totals.counterparties = [...others.values()]
    .sort(
      (a, b) =>
        b.count - a.count ||
        compareBigint(b.sentWei + b.receivedWei, a.sentWei + a.receivedWei) ||
        (a.address < b.address ? -1 : 1),
    )
    .slice(0, TOP_COUNTERPARTIES);
  return totals;
}
