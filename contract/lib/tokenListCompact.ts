/**
 * The token list (@uniswap/default-token-list, the Token Lists standard) reduced to what the
 * pages draw, one module per chain. Pure: the build (vite.config.ts) and the stand-in run it on
 * the package's JSON; the app loads the result (tokenList.ts).
 */

/** One token as the list gives it (the fields the pages use). */
export interface TokenListEntry {
  chainId: number;
  address: string;
  name: string;
  symbol: string;
  decimals: number;
  logoURI?: string;
}

/** `[address (lowercase), symbol, name, decimals, logo or null]`: a compact row per token. */
export type CompactToken = readonly [string, string, string, number, string | null];

/** The hex chain id a list's numeric `chainId` is in this app (spec 4.1's form). */
export const hexChainId = (chainId: number): `0x${string}` => `0x${chainId.toString(16)}`;

/**
 * The list's tokens of the given chains (hex ids), grouped by chain. An address listed twice on
 * one chain keeps its first entry; a logo that is not http(s) is dropped.
 */
export function compactTokenList(
  tokens: readonly TokenListEntry[],
  hexIds: ReadonlySet<string>,
): Map<string, CompactToken[]> {
  const byChain = new Map<string, CompactToken[]>();
  const seen = new Set<string>();
  for (const token of tokens) {
    const hexId = hexChainId(token.chainId);
    if (!hexIds.has(hexId) || !/^0x[0-9a-fA-F]{40}$/.test(token.address)) continue;
    const address = token.address.toLowerCase();
    if (seen.has(`${hexId}|${address}`)) continue;
    seen.add(`${hexId}|${address}`);
    const logo = token.logoURI && /^https?:\/\//.test(token.logoURI) ? token.logoURI : null;
    const rows = byChain.get(hexId) ?? [];
    rows.push([address, token.symbol, token.name, token.decimals, logo]);
    byChain.set(hexId, rows);
  }
  return byChain;
}
