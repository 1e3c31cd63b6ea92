/**
 * The stand-in's demo catalog: the named entities a new user (and every test) can look up.
 * The generators give these their histories; tests import them instead of copying addresses.
 * See standin/README.md for what each one is meant to show.
 */

export const DEMO_WALLETS = {
  /** A busy trading wallet on Ethereum: 50,000+ transactions, swaps, approvals, NFT buys. */
  busy: { chain: 'eth', address: '0xad060b01839d366c649586f34a51d70f511701ea' },
  /** A quiet personal wallet on Ethereum: a dozen transactions, one of them failed. */
  quiet: { chain: 'eth', address: '0x164fc20c9236deb762fc690a7a0fb4da3e2f8b7d' },
  /** A Polygon wallet with a few hundred transactions. */
  polygon: { chain: 'polygon', address: '0x0192bc68e11f87df02a1c5f059b348a3849e5e12' },
  /** A contract deployer: creation transactions (to_address null, receipt_contract_address set). */
  deployer: { chain: 'eth', address: '0xd0426ec69cb6c2f8e287ee831ec7fd0698ded7ca' },
  /** A Base wallet with a couple of thousand transactions. */
  base: { chain: 'base', address: '0xec7e06d90add1163f012d5cf8c692a3c4e30a0bc' },
  /** A valid address with no transactions at all. */
  empty: { chain: 'eth', address: '0xd6eb3673b0f7df924859d3e410b13c8b5f4b4563' },
  /** A Cronos wallet: a chain without internal transactions. */
  cronos: { chain: 'cronos', address: '0x36906cd2cda30ca13e4c3026cf9f73ba174df453' },
  /** An Arbitrum wallet: fast blocks (0.25 s). */
  arbitrum: { chain: 'arbitrum', address: '0x83a9f57c2fee56765c9c83136a98bddaffeb9edc' },
} as const;

export const DEMO_NFT_CONTRACTS = {
  /** An ERC721 collection on Ethereum: mints, transfers, some spam-flagged airdrops. */
  erc721: { chain: 'eth', address: '0x1a768b8a48ab4e802a82722d6bbbc21d10fefd7b' },
  /** An ERC1155 game-items contract on Ethereum: single and batch transfers with an operator. */
  erc1155: { chain: 'eth', address: '0x260b6e7d36914ff621be7b09df941279e9a820be' },
  /** An ERC721 collection on Polygon. */
  polygon721: { chain: 'polygon', address: '0x6dd3420f14b84af9e729363d82b751612fdfd25f' },
} as const;

export const DEMO_TOKENS = {
  /** Wrapped ether on Ethereum (18 decimals), deep liquidity. */
  weth: { chain: 'eth', address: '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2' },
  /** A USD stablecoin on Ethereum (6 decimals), price near 1. */
  usdc: { chain: 'eth', address: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48' },
  /** Wrapped bitcoin on Ethereum (8 decimals), a price near 10^5. */
  wbtc: { chain: 'eth', address: '0x2260fac5e5542a773aa44fbcfedf7c193bc2c599' },
  /** A meme token with a price near 10^-10, possible spam. */
  meme: { chain: 'eth', address: '0x99b6111798da332fc7bbeba5e4ae49b2440f42e6' },
  /** Wrapped POL on Polygon. */
  wpol: { chain: 'polygon', address: '0x0d500b1d8e8ef31e21c99d1db9a6444d3adf1270' },
  /** A token with too little liquidity: the service answers 404. */
  lowLiquidity: { chain: 'eth', address: '0x603add1955ac3066cfa73b1c6bddb6dff1e74230' },
  /**
   * A token on BNB Smart Chain priced in the 2022 shape: only nativePrice, usdPrice,
   * exchangeAddress and exchangeName (no name, symbol, flags or block). Listed in the token list.
   */
  legacyShape: { chain: 'bsc', address: '0xf307910a4c7bbc79691fd374889b36d8531b08e3' },
} as const;

export const DEMO_STREAMS = [
  { id: '91cb4b72-fd7e-4006-ab4d-6e2835e12a1b', tag: 'treasury-transfers' },
  { id: '35022a36-1191-4f76-a299-b2e0cab8fe7f', tag: 'nft-mints' },
  { id: 'df13d035-f564-4f37-a5f9-c66ea25f6287', tag: 'dex-swaps' },
  { id: '52af5214-2187-4d07-a0c7-b840e8f4df8a', tag: 'bridge-deposits' },
  { id: 'fd2ed5e1-7615-40d6-a2ea-320244a688dc', tag: 'aptos-coin-events' },
] as const;

/** Aptos coin types the stand-in knows. */
export const DEMO_COIN_TYPES = [
  '0x1::aptos_coin::AptosCoin',
  '0xf22bede237a07e121b56d91a491eb7bcdfd1f5907926a9e58338f964a01b17fa::asset::USDC',
  '0xf22bede237a07e121b56d91a491eb7bcdfd1f5907926a9e58338f964a01b17fa::asset::USDT',
  '0x5e156f1207d0ebfa19a9eeff00d62a282278fb8719f4fab3a586a0a2c0fffbea::coin::T',
  '0x7fd500c11216f0fe3095d0c4b8aa4d64a4e2e04f83758462f2b127255643615::thl_coin::THL',
  '0xd11107bdf0d6d7040c6c0bfbdecb6545191fdf13e8d8d259952f53e1713f61b5::staked_coin::StakedAptos',
] as const;

/**
 * The fixed clock the end-to-end tests start the stand-in with (STANDIN_NOW), so that every
 * run sees the same chain heads and the same failure log.
 */
export const E2E_NOW = '2026-11-20T12:00:00.000Z';
