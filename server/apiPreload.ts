import { defaultParseSearch } from '@tanstack/react-router';
import { blockFirstCall } from '../src/features/chain-b/block/firstCall.ts';
import { parseBlockSearch } from '../src/features/chain-b/block/urlSearch.ts';
import { coinsFirstCall } from '../src/features/chain-b/coins/firstCall.ts';
import { parseCoinsSearch } from '../src/features/chain-b/coins/urlSearch.ts';
import { nftFirstCall } from '../src/features/nft/firstCall.ts';
import { parseNftSearch } from '../src/features/nft/urlSearch.ts';
import { tokenFirstCall } from '../src/features/token/firstCall.ts';
import { parseTokenSearch } from '../src/features/token/urlSearch.ts';
import { walletFirstCall } from '../src/features/wallet/firstCall.ts';
import { parseWalletSearch } from '../src/features/wallet/urlSearch.ts';
import { routedSearch } from '../src/lib/searchParams.ts';
import { STATUS_PATH } from '../src/api/statusPath.ts';
import { beforeHeadEnd } from './html.ts';

/**
 * A deep link to a wallet, an NFT contract, a token, a chain-B block or chain-B coins names, in
 * index.html, the API call its page starts with: `<link rel="preload" as="fetch" crossorigin>`,
 * which the page's own fetch then takes from the preload cache. The call leaves with the
 * JavaScript instead of after it has loaded and run (on a phone on slow 4G, seconds later). The
 * URL comes from the SPA's own code (the route's search parsing, the page's validation and
 * request builder), so it is the URL the page asks for, and invalid input preloads nothing, as
 * the page sends nothing.
 */

const PAGES: { pattern: RegExp; firstCall: (pathParam: string, rawSearch: Record<string, unknown>) => { url: string } | null }[] = [
  { pattern: /^\/wallet\/([^/]+)\/?$/, firstCall: (address, raw) => walletFirstCall(address, routedSearch(parseWalletSearch, raw)) },
  { pattern: /^\/nft\/([^/]+)\/?$/, firstCall: (address, raw) => nftFirstCall(address, routedSearch(parseNftSearch, raw)) },
  { pattern: /^\/token\/([^/]+)\/?$/, firstCall: (address, raw) => tokenFirstCall(address, routedSearch(parseTokenSearch, raw)) },
  { pattern: /^\/chain-b\/blocks\/([^/]+)\/?$/, firstCall: (height, raw) => blockFirstCall(height, routedSearch(parseBlockSearch, raw)) },
  // No path parameter: the group matches the empty string.
  { pattern: /^\/chain-b\/coins()\/?$/, firstCall: (_none, raw) => coinsFirstCall(routedSearch(parseCoinsSearch, raw)) },
];

/** The API URL a deep link's page fetches first, or null (another page, or input the page refuses). */
export function firstApiCall(pathname: string, search: string): string | null {
  for (const page of PAGES) {
    const match = page.pattern.exec(pathname);
    if (!match) continue;
    let pathParam: string;
    try {
      pathParam = decodeURIComponent(match[1]!);
    } catch {
      return null;
    }
    // As the router reads it (JSON values, e.g. the cursor trail), so the page gets the same search.
    const raw = defaultParseSearch(search) as Record<string, unknown>;
    return page.firstCall(pathParam, raw)?.url ?? null;
  }
  return null;
}

const escapeAttribute = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/**
 * Inserts the preloads just before </head>: the page's first call, if it has one, then
 * /api/status, which every page's shell (footer, demo badge, the home page's status panel) asks
 * for as it starts. Left to the shell, that small request set off only after the JavaScript had
 * run, and on a slow network it ended after the page's data: the last request of the load.
 */
export function withApiPreload(html: string, pathname: string, search: string): string {
  const urls = [firstApiCall(pathname, search), STATUS_PATH].filter((url): url is string => url !== null);
  return beforeHeadEnd(html, urls.map((url) => `<link rel="preload" as="fetch" crossorigin href="${escapeAttribute(url)}">`).join(''));
}
