import { createRequire } from 'node:module';
import { safeLogoUrl } from '../../contract/api/logo.ts';
import { EVM_CHAINS } from '../../contract/lib/chains.ts';
import { compactTokenList, type TokenListEntry } from '../../contract/lib/tokenListCompact.ts';

/**
 * The logo URLs @uniswap/default-token-list names for the app's chains, each exactly as the app
 * asks for it (`safeLogoUrl`: the URL's normalised href). The server fetches these URLs and no
 * other path of their hosts: the list spreads over shared hosts (raw.githubusercontent.com,
 * assets.coingecko.com) whose other paths anyone can fill.
 */
export function tokenListLogoUrls(tokens: readonly TokenListEntry[] = listTokens()): ReadonlySet<string> {
  const urls = new Set<string>();
  for (const rows of compactTokenList(tokens, new Set(EVM_CHAINS.map((chain) => chain.hexId))).values()) {
    for (const [, , , , logo] of rows) {
      const url = safeLogoUrl(logo);
      if (url !== null) urls.add(url);
    }
  }
  return urls;
}

function listTokens(): readonly TokenListEntry[] {
  return (createRequire(import.meta.url)('@uniswap/default-token-list') as { tokens: TokenListEntry[] }).tokens;
}
