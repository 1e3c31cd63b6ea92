import type { WalletTx } from './tx';

/** What the service told about an address somewhere on the page. */
export interface KnownName {
  label: string | null;
  entity: string | null;
  logo: string | null;
}

/**
 * Every address the loaded page names (a transaction's sender or recipient with a label or an
 * entity), so the same address reads the same wherever it appears: in logs, decoded params and
 * internal transactions, where the service sends bare addresses. The first naming wins.
 */
export function collectNames(rows: readonly WalletTx[]): Map<string, KnownName> {
  const names = new Map<string, KnownName>();
  const add = (address: string | null, label: string | null, entity: string | null, logo: string | null) => {
    if (!address || (!label && !entity)) return;
    const key = address.toLowerCase();
    if (!names.has(key)) names.set(key, { label, entity, logo });
  };
  for (const tx of rows) {
    add(tx.from_address, tx.from_address_label, tx.from_address_entity, tx.from_address_entity_logo);
    add(tx.to_address, tx.to_address_label, tx.to_address_entity, tx.to_address_entity_logo);
  }
  return names;
}
