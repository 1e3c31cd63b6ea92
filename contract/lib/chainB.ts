/**
 * The second chain family (spec 4.6, 4.7): Aptos, whose node answers every block and coin call.
 * Its own module (not in chains.ts, which every page loads first): only the Aptos pages and the
 * stand-in need it. In code and routes it keeps the name chain B (`/chain-b/…`, `chainB`).
 */
export const CHAIN_B = {
  label: 'Aptos',
  nativeSymbol: 'APT',
  nativeDecimals: 8,
  nativeCoinType: '0x1::aptos_coin::AptosCoin',
  /** The chain's public explorer: the service has no look-up of a transaction by version. */
  explorer: { name: 'Aptos Explorer', origin: 'https://explorer.aptoslabs.com' },
} as const;

/**
 * A transaction's page on the explorer, by its hash or its version (the explorer takes either).
 * A version is not a block height, and the service finds blocks by height only (spec 4.6), so the
 * block that holds a version cannot be named without searching heights: the explorer's page shows it.
 */
export function explorerTxnUrl(hashOrVersion: string): string {
  return `${CHAIN_B.explorer.origin}/txn/${encodeURIComponent(hashOrVersion)}?network=mainnet`;
}

/**
 * An account on the explorer. A Move account address is 0x + 64 hex digits, the same shape as a
 * transaction hash, so the search box offers both for such a value.
 */
export function explorerAccountUrl(address: string): string {
  return `${CHAIN_B.explorer.origin}/account/${encodeURIComponent(address)}?network=mainnet`;
}

/** The coins endpoint's query parameter, repeated once per hash. */
export const COIN_HASHES_PARAM = 'coin_type_hashes';

/** The coins endpoint takes 1 to 25 hashes per call (real-service notes): longer lists go in several calls. */
export const COINS_PER_CALL = 25;
