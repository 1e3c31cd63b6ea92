import { useQueryClient } from '@tanstack/react-query';
import type { TokenPrice } from '../../../contract/schemas/evm';
import { restTokenPricesKey } from '../../api/price';
import { shortenHex } from '../../lib/format';
import { useTokenBook } from '../../lib/tokenList';
import type { PriceChain } from '../../../contract/lib/tokenChains';

export interface TokenIdentity {
  name: string | null;
  symbol: string | null;
  logo: string | null;
}

/** What a page calls a token that neither the answer nor the token list names. */
export const UNKNOWN_TOKEN = 'unknown token';

const complete = (identity: TokenIdentity) => identity.name !== null && identity.symbol !== null;

/**
 * Each field from the first source that has it: the price answers name the token only when they
 * carry `tokenName` / `tokenSymbol` / `tokenLogo` (all optional; 2022 answers carry none of them).
 */
export function mergeIdentity(...sources: readonly (Partial<TokenIdentity> | null | undefined)[]): TokenIdentity {
  const first = (field: keyof TokenIdentity) =>
    sources.map((source) => source?.[field] ?? null).find((value) => value !== null) ?? null;
  return { name: first('name'), symbol: first('symbol'), logo: first('logo') };
}

export const identityOfPrice = (price: TokenPrice | undefined): TokenIdentity | null =>
  price ? { name: price.tokenName ?? null, symbol: price.tokenSymbol ?? null, logo: price.tokenLogo ?? null } : null;

/** The heading for a token: "Name (SYMBOL)", either alone, or "unknown token" and its address. */
export function tokenTitle(identity: TokenIdentity, address: string): string {
  if (identity.name) return `${identity.name}${identity.symbol ? ` (${identity.symbol})` : ''}`;
  return identity.symbol ?? `${UNKNOWN_TOKEN} ${shortenHex(address)}`;
}

/**
 * Who the token is, even when this page's price failed (a block past the head, no pool) or the
 * answer leaves out its name or symbol: the answers on screen, else an answer for the same token
 * at another block already in the cache (no call), else the token list, else null (the page says
 * "unknown token"). The list's chunk (a large script for Ethereum) is loaded only once
 * the prices have settled without a name or symbol (`settled`), so a page whose answer names the
 * token never parses it while it draws.
 */
export function useTokenIdentity(
  chain: PriceChain,
  address: string,
  answers: readonly (TokenPrice | undefined)[],
  settled: boolean,
): TokenIdentity {
  const queryClient = useQueryClient();
  const lower = address.toLowerCase();
  const fromAnswers = mergeIdentity(...answers.map(identityOfPrice));
  const cached =
    chain.evm && !complete(fromAnswers)
      ? mergeIdentity(
          ...queryClient
            .getQueriesData<TokenPrice>({ queryKey: restTokenPricesKey(chain.evm.hexId, lower) })
            .map(([, price]) => identityOfPrice(price)),
        )
      : null;
  const known = mergeIdentity(fromAnswers, cached);
  const book = useTokenBook(settled && !complete(known) ? (chain.evm?.hexId ?? '') : '');
  return mergeIdentity(known, book?.get(lower));
}
