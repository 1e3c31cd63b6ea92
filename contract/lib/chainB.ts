/**
 * The second chain family (spec 4.6, 4.7): an Aptos-style Move chain. Its own module (not in
 * chains.ts, which every page loads first): only the chain-B pages and the stand-in need it.
 */
export const CHAIN_B = {
  label: 'Chain B',
  nativeSymbol: 'APT',
  nativeDecimals: 8,
  nativeCoinType: '0x1::aptos_coin::AptosCoin',
  /** The chain's public explorer: the service has no look-up of a transaction by version. */
  explorer: { name: 'Aptos Explorer', origin: 'https://explorer.aptoslabs.com' },
} as const;

/**
 * A transaction by its version (or its hash: the explorer's page takes either) on the explorer. A version is not a block height, and the service
 * finds blocks by height only (spec 4.6), so the block that holds a version cannot be named
 * without searching heights: the explorer's transaction page shows it.
 */
export function explorerVersionUrl(version: string): string {
  return `${CHAIN_B.explorer.origin}/txn/${encodeURIComponent(version)}?network=mainnet`;
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
