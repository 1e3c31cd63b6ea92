import { blockFirstCalls } from '../../src/features/chain-b/block/firstCall';
import { coinsFirstCalls } from '../../src/features/chain-b/coins/firstCall';
import { nftFirstCalls } from '../../src/features/nft/firstCall';
import { streamsFirstCalls } from '../../src/features/streams/firstCall';
import { tokenFirstCalls } from '../../src/features/token/firstCall';
import { tokensFirstCalls } from '../../src/features/tokens/firstCall';
import { walletFirstCalls } from '../../src/features/wallet/firstCall';

/**
 * Every data route's first calls (src/api/firstCalls.ts), one row per route. Each route's loader
 * runs its own row (firstCallsLoader), so a page's chunk carries only its row; the server matches
 * a deep link against the rows' routes and preloads the row's GETs (server/apiPreload.ts).
 */
export const FIRST_CALLS = [walletFirstCalls, nftFirstCalls, tokenFirstCalls, tokensFirstCalls, blockFirstCalls, coinsFirstCalls, streamsFirstCalls] as const;
