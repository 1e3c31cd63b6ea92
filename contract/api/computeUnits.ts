/**
 * Compute units per call, from the real-service notes: what each query definition passes to
 * fetchJson for the usage meter. Apart from usage.ts, which the footer's meter brings into every
 * page's first JavaScript, as only the data pages' queries use the table.
 */
export const COMPUTE_UNITS = {
  wallet: 30,
  walletVerbose: 50,
  nftTransfers: 50,
  price: 50,
  rpcPrice: 25,
  chainB: 0,
  streams: 0,
} as const;
