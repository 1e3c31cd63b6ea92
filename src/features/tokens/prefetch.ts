import type { QueryClient } from '@tanstack/react-query';
import { restPriceOptions, restPriceUrl, type RestPriceInput } from '../../api/price';
import { rpcPriceOptions, type RpcPriceInput } from '../../api/rpc';
import { defaultSource, restPriceInput, rpcPriceInput } from '../../lib/tokenChains';
import { parseWatchlist } from './watchlist';

/**
 * Every card's price requests, as the cards make them (usePrices): REST and JSON-RPC, each only
 * where the card's source and its chain allow one. Bad entries are left out, as the page sends
 * nothing for them.
 */
export function watchlistRequests(list: string | undefined): { rest: RestPriceInput[]; rpc: RpcPriceInput[] } {
  const rest: RestPriceInput[] = [];
  const rpc: RpcPriceInput[] = [];
  for (const entry of parseWatchlist(list).entries) {
    const source = entry.source ?? defaultSource(entry.chain);
    const restInput = source === 'rpc' ? null : restPriceInput(entry);
    const rpcInput = source === 'rest' ? null : rpcPriceInput(entry);
    if (restInput) rest.push(restInput);
    if (rpcInput) rpc.push(rpcInput);
  }
  return { rest, rpc };
}

/**
 * Starts every card's price request from the route loader with the very factories the cards use,
 * without waiting: each card shows its own skeleton, error or figures.
 */
export function prefetchWatchlist(queryClient: QueryClient, list: string | undefined): void {
  const { rest, rpc } = watchlistRequests(list);
  for (const input of rest) void queryClient.prefetchQuery(restPriceOptions(input));
  for (const input of rpc) void queryClient.prefetchQuery(rpcPriceOptions(input));
}

/**
 * The URLs of a watchlist's REST prices, which the server names in index.html so that they leave
 * with the JavaScript (server/apiPreload.ts). The JSON-RPC cards' POSTs cannot be preloaded.
 */
export function watchlistRestUrls(list: string | undefined): string[] {
  return watchlistRequests(list).rest.map(restPriceUrl);
}
