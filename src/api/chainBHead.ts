import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { searchHead, type HeadSearchResult, type ProbeAnswer } from '../lib/headSearch';
import { chainBBlockOptions, fetchChainBBlock, newestKnownChainBBlock } from './chainB';

/**
 * Aptos's newest block. The service has no "latest block" call (spec 4.6: a block by height, 404
 * past the head), so the head is searched for with block look-ups (src/lib/headSearch.ts), each a
 * call the page counts aloud.
 */

export const chainBHeadKey = ['chainB', 'head'] as const;

/**
 * How long a found head is reused: long enough that a second click on "Latest block" costs
 * nothing, short enough that the chain (a block or two a second) has not run far past it.
 */
const HEAD_STALE_MS = 15_000;

/** A block's time in milliseconds, for the search's guesses only (microseconds as text upstream). */
function blockTimeMs(micros: string): number | null {
  const ms = Number(micros) / 1000;
  return Number.isFinite(ms) && ms > 0 ? ms : null;
}

/**
 * The search for the head. `onCall` hears the number of calls made so far (the page says it while
 * searching). Each answer goes into the block cache, so the head's page opens without a call.
 */
export function chainBHeadOptions(queryClient: QueryClient, onCall?: (calls: number) => void) {
  return queryOptions({
    queryKey: chainBHeadKey,
    queryFn: ({ signal }): Promise<HeadSearchResult> => {
      const start = newestKnownChainBBlock(queryClient);
      return searchHead({
        start: start ? { height: BigInt(start.block_height), timeMs: blockTimeMs(start.block_timestamp) } : null,
        nowMs: Date.now,
        onCall,
        signal,
        probe: async (height): Promise<ProbeAnswer> => {
          const result = await fetchChainBBlock(height, false, signal);
          queryClient.setQueryData(chainBBlockOptions(height, false).queryKey, result);
          return result.found ? { found: true, timeMs: blockTimeMs(result.block.block_timestamp) } : { found: false };
        },
      });
    },
    staleTime: HEAD_STALE_MS,
    // Each look-up already retries what can be retried; the search as a whole starts over only when asked.
    retry: false,
  });
}
