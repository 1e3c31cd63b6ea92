import type { QueryClient } from '@tanstack/react-query';
import { restPriceOptions } from '../../api/price';
import { rpcPriceOptions } from '../../api/rpc';
import { checkRestChain, checkRpcChain, defaultSource } from '../../lib/tokenChains';
import { parseWatchlist } from './watchlist';

/**
 * Starts every card's price request from the route loader with the very factories the cards use,
 * without waiting: each card shows its own skeleton, error or figures.
 */
export function prefetchWatchlist(queryClient: QueryClient, list: string | undefined): void {
  for (const entry of parseWatchlist(list).entries) {
    const source = entry.source ?? defaultSource(entry.chain);
    const { chain, address } = entry;
    if (source !== 'rpc' && chain.evm && checkRestChain(chain).ok) {
      void queryClient.prefetchQuery(restPriceOptions({ address, chain: chain.evm }));
    }
    if (source !== 'rest' && chain.rpcSlug && checkRpcChain(chain).ok) {
      void queryClient.prefetchQuery(rpcPriceOptions({ address, slug: chain.rpcSlug }));
    }
  }
}
