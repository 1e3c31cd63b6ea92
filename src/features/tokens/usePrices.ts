import { useQuery } from '@tanstack/react-query';
import { restPriceOptions } from '../../api/price';
import { rpcPriceOptions } from '../../api/rpc';
import { DEFAULT_CHAIN } from '../../lib/chains';
import { rpcExchangeOf } from '../../lib/priceEndpoints';
import { checkRestChain, checkRpcChain, type PriceChain } from '../../lib/tokenChains';

export interface PriceRequest {
  chain: PriceChain;
  address: `0x${string}`;
  /** REST takes a named exchange or an address; JSON-RPC only an address. */
  exchange?: string | null;
  toBlock?: string | null;
}

interface UsePricesOptions {
  rest: boolean;
  rpc: boolean;
  /** Milliseconds between automatic refetches, or false. */
  refetchInterval?: number | false;
}

/**
 * Both price sources of one token, each fetched only when wanted and when its endpoint serves
 * the chain (a refused chain sends nothing). The factories are the same calls the loaders use.
 */
export function usePrices(request: PriceRequest, { rest, rpc, refetchInterval = false }: UsePricesOptions) {
  const { chain, address, exchange = null, toBlock = null } = request;
  const restCheck = checkRestChain(chain);
  const rpcCheck = checkRpcChain(chain);
  // A named exchange cannot be sent over JSON-RPC (spec 4.9 takes an address only).
  const rpcExchange = rpcExchangeOf(exchange);
  const rpcExchangeUsable = rpcExchange.ok;
  const restEnabled = rest && restCheck.ok && chain.evm !== null;
  const rpcEnabled = rpc && rpcCheck.ok && chain.rpcSlug !== null && rpcExchangeUsable;
  // A refused chain gets a stand-in key (never fetched); its cached data, if any, belongs to
  // another chain, so callers read data only through `restData`/`rpcData` below.
  const restQuery = useQuery({
    ...restPriceOptions({ address, chain: chain.evm ?? DEFAULT_CHAIN, exchange, toBlock }),
    enabled: restEnabled,
    refetchInterval: toBlock ? false : refetchInterval,
  });
  const rpcQuery = useQuery({
    ...rpcPriceOptions({ address, slug: chain.rpcSlug ?? 'eth', exchange: rpcExchange.ok ? rpcExchange.value : null, toBlock }),
    enabled: rpcEnabled,
    refetchInterval: toBlock ? false : refetchInterval,
  });
  return {
    restCheck, rpcCheck, restQuery, rpcQuery, rpcExchangeUsable,
    restData: restEnabled ? restQuery.data : undefined,
    rpcData: rpcEnabled ? rpcQuery.data : undefined,
    restUpdatedAt: restEnabled ? restQuery.dataUpdatedAt : 0,
    rpcUpdatedAt: rpcEnabled ? rpcQuery.dataUpdatedAt : 0,
    fetching: (restEnabled && restQuery.isFetching) || (rpcEnabled && rpcQuery.isFetching),
  };
}
