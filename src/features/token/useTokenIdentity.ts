import { useQueryClient } from '@tanstack/react-query';
import type { TokenPrice } from '../../api/schemas/evm';
import { priceKeys } from '../../api/price';
import { useTokenBook } from '../../lib/tokenList';
import type { PriceChain } from '../../lib/tokenChains';

export interface TokenIdentity {
  name: string | null;
  symbol: string | null;
  logo: string | null;
}

const named = (price: TokenPrice | undefined): price is TokenPrice => Boolean(price && (price.tokenName || price.tokenSymbol));

/**
 * Who the token is, even when this page's price failed (a block past the head, no pool): the
 * answer on screen, else an answer for the same token at another block already in the cache (no
 * call), else the token list. The list's chunk (about 64 KB of script for Ethereum) is loaded
 * only once the prices have settled without a name (`settled`), so a page whose answer names the
 * token never parses it while it draws.
 */
export function useTokenIdentity(chain: PriceChain, address: string, data: TokenPrice | undefined, settled: boolean): TokenIdentity {
  const queryClient = useQueryClient();
  const lower = address.toLowerCase();
  const cached = chain.evm && !named(data)
    ? queryClient.getQueriesData<TokenPrice>({ queryKey: priceKeys.restToken(chain.evm.hexId, lower) }).map(([, price]) => price).find(named)
    : undefined;
  const needsList = settled && !named(data) && !cached;
  const book = useTokenBook(needsList ? chain.evm?.hexId ?? '' : '');
  const fromPrice = (price: TokenPrice): TokenIdentity => ({ name: price.tokenName ?? null, symbol: price.tokenSymbol ?? null, logo: price.tokenLogo ?? null });
  if (named(data)) return fromPrice(data);
  if (cached) return fromPrice(cached);
  const listed = book?.get(lower);
  if (listed) return { name: listed.name, symbol: listed.symbol, logo: listed.logo };
  return { name: null, symbol: null, logo: null };
}
