import { ENDPOINTS } from '../endpoints/records';

/**
 * Compute units per call (each endpoint's record, contract/endpoints/records.ts), under the names
 * the query definitions pass to fetchJson for the usage meter. Apart from usage.ts, which the
 * footer's meter brings into every page's first JavaScript, as only the data pages' queries use it.
 */
export const COMPUTE_UNITS = {
  wallet: ENDPOINTS.wallet.computeUnits,
  walletVerbose: ENDPOINTS.walletVerbose.computeUnits,
  nftTransfers: ENDPOINTS.nft.computeUnits,
  price: ENDPOINTS.price.computeUnits,
  rpcPrice: ENDPOINTS.rpc.computeUnits,
  chainB: ENDPOINTS.block.computeUnits,
  chainBCoins: ENDPOINTS.coins.computeUnits,
  streams: ENDPOINTS.logs.computeUnits,
} as const;
