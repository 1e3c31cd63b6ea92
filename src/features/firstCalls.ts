import { blockFirstCalls } from './chain-b/block/firstCall';
import { coinsFirstCalls } from './chain-b/coins/firstCall';
import { nftFirstCalls } from './nft/firstCall';
import { streamsFirstCalls } from './streams/firstCall';
import { tokenFirstCalls } from './token/firstCall';
import { tokensFirstCalls } from './tokens/firstCall';
import { walletFirstCalls } from './wallet/firstCall';

/**
 * Every data route's first calls (src/api/firstCalls.ts), one row per route. Each route's loader
 * runs its own row (firstCallsLoader), so a page's chunk carries only its row; the server matches
 * a deep link against the rows' routes and preloads the row's GETs (server/apiPreload.ts).
 */
export const FIRST_CALLS = [walletFirstCalls, nftFirstCalls, tokenFirstCalls, tokensFirstCalls, blockFirstCalls, coinsFirstCalls, streamsFirstCalls] as const;
