import type { WalletTx } from './tx';

/** Test data for the wallet's transaction logic: the wallet and another address. */
export const ME = '0x164fc20c9236deb762fc690a7a0fb4da3e2f8b7d';
export const OTHER = '0x00000000000000000000000000000000000000aa';
const TX_HASH = `0x${'ab'.repeat(32)}`;

/**
 * A plain (non-verbose) wallet transaction: ME sends nothing to OTHER, succeeds, and pays
 * 21,000 gas at 1 gwei. Only what a case cares about is given; the rest is this default.
 */
export function walletTx(overrides: Partial<WalletTx> = {}): WalletTx {
  return {
    hash: TX_HASH,
    nonce: '1',
    transaction_index: '0',
    from_address: ME,
    from_address_entity: null,
    from_address_entity_logo: null,
    from_address_label: null,
    to_address: OTHER,
    to_address_entity: null,
    to_address_entity_logo: null,
    to_address_label: null,
    value: '0',
    gas: '21000',
    gas_price: '1000000000',
    input: '0x',
    receipt_cumulative_gas_used: '21000',
    receipt_gas_used: '21000',
    receipt_contract_address: null,
    receipt_root: null,
    receipt_status: '1',
    block_timestamp: '2026-11-20T11:59:48.000Z',
    block_number: '21000000',
    block_hash: TX_HASH,
    transaction_fee: '0.000021',
    ...overrides,
  } as WalletTx;
}
