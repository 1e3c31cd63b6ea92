import { blockFirstCallsRow } from './block';
import { coinsFirstCallsRow } from './coins';
import { nftFirstCallsRow } from './nft';
import { streamsFirstCallsRow } from './streams';
import { tokenFirstCallsRow } from './token';
import { tokensFirstCallsRow } from './tokens';
import { walletFirstCallsRow } from './wallet';

/**
 * Every data route's first calls (define.ts), one row per route. Each route's loader runs its own
 * row (src/api/firstCalls.ts, firstCallsLoader), so a page's chunk carries only its row; the
 * server matches a deep link against the rows' routes and preloads the row's GETs
 * (server/apiPreload.ts).
 */
export const FIRST_CALLS = [
  walletFirstCallsRow,
  nftFirstCallsRow,
  tokenFirstCallsRow,
  tokensFirstCallsRow,
  blockFirstCallsRow,
  coinsFirstCallsRow,
  streamsFirstCallsRow,
] as const;
