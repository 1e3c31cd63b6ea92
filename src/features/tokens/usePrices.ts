import { useQuery } from '@tanstack/react-query';
import { restPriceOptions } from '../../api/price';
import { rpcPriceOptions } from '../../api/rpc';
import { DEFAULT_CHAIN } from '../../../contract/lib/chains';
import { rpcExchangeOf } from '../../../contract/lib/priceEndpoints';
import {
  checkRestChain,
  checkRpcChain,
  restPriceInput,
  rpcPriceInput,
  type PriceRequest,
} from '../../../contract/lib/tokenChains';

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
  const rpcExchangeUsable = rpcExchangeOf(exchange).ok;
  const restInput = restPriceInput(request);
  const rpcInput = rpcPriceInput(request);
  const restEnabled = rest && restInput !== null;
  const rpcEnabled = rpc && rpcInput !== null;
  // A refused chain gets a stand-in key (never fetched); its cached data, if any, belongs to
  // another chain, so callers read data only through `restData`/`rpcData` below.
  const restQuery = useQuery({
    ...restPriceOptions(restInput ?? { address, chain: DEFAULT_CHAIN }),
    enabled: restEnabled,
    refetchInterval: toBlock ? false : refetchInterval,
  });
  const rpcQuery = useQuery({
    ...rpcPriceOptions(rpcInput ?? { address, slug: 'eth' }),
    enabled: rpcEnabled,
    refetchInterval: toBlock ? false : refetchInterval,
  });
  return {
    restCheck,
    rpcCheck,
    restQuery,
    rpcQuery,
    rpcExchangeUsable,
    restData: restEnabled ? restQuery.data : undefined,
    rpcData: rpcEnabled ? rpcQuery.data : undefined,
    restUpdatedAt: restEnabled ? restQuery.dataUpdatedAt : 0,
    rpcUpdatedAt: rpcEnabled ? rpcQuery.dataUpdatedAt : 0,
    fetching: (restEnabled && restQuery.isFetching) || (rpcEnabled && rpcQuery.isFetching),
    /** Every price this request sends has answered (with data or an error). */
    settled: (!restEnabled || !restQuery.isPending) && (!rpcEnabled || !rpcQuery.isPending),
  };
}
