/**
 * The first-visit watchlist. Copied from standin/catalog.ts (src/ must not import the stand-in);
 * these are the real, well-known token contracts, so they also price in live mode.
 */
export const DEFAULT_WATCHLIST = [
  'eth:0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2', // WETH
  'eth:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48', // USDC
  'eth:0x2260fac5e5542a773aa44fbcfedf7c193bc2c599', // WBTC
  'polygon:0x0d500b1d8e8ef31e21c99d1db9a6444d3adf1270', // WPOL
].join(',');
