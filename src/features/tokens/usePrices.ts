import { useQuery } from '@tanstack/react-query';
import { restPriceOptions } from '../../api/price';
import { rpcPriceOptions } from '../../api/rpc';
import { DEFAULT_CHAIN } from '../../lib/chains';
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

const isAddress = (value: string | null | undefined): value is `0x${string}` => !!value && /^0x[0-9a-fA-F]{40}$/.test(value);

/**
 * Both price sources of one token, each fetched only when wanted and when its endpoint serves
 * the chain (a refused chain sends nothing). The factories are the same calls the loaders use.
 */
export function usePrices(request: PriceRequest, { rest, rpc, refetchInterval = false }: UsePricesOptions) {
  const { chain, address, exchange = null, toBlock = null } = request;
  const restCheck = checkRestChain(chain);
  const rpcCheck = checkRpcChain(chain);
  // A named exchange cannot be sent over JSON-RPC (spec 4.9 takes an address only).
  const rpcExchangeUsable = exchange === null || isAddress(exchange);
  const restQuery = useQuery({
    ...restPriceOptions({ address, chain: chain.evm ?? DEFAULT_CHAIN, exchange, toBlock }),
    enabled: rest && restCheck.ok && chain.evm !== null,
    refetchInterval: toBlock ? false : refetchInterval,
  });
  const rpcQuery = useQuery({
    ...rpcPriceOptions({ address, slug: chain.rpcSlug ?? 'eth', exchange: isAddress(exchange) ? exchange : null, toBlock }),
    enabled: rpc && rpcCheck.ok && chain.rpcSlug !== null && rpcExchangeUsable,
    refetchInterval: toBlock ? false : refetchInterval,
  });
  return { restCheck, rpcCheck, restQuery, rpcQuery, rpcExchangeUsable };
}
