/**
 * The second chain family (spec 4.6, 4.7): an Aptos-style Move chain. Its own module (not in
 * chains.ts, which every page loads first): only the chain-B pages and the stand-in need it.
 */
export const CHAIN_B = {
  label: 'Chain B',
  nativeSymbol: 'APT',
  nativeDecimals: 8,
  nativeCoinType: '0x1::aptos_coin::AptosCoin',
} as const;
