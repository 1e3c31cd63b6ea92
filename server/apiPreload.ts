import { defaultParseSearch } from '@tanstack/react-router';
import { createHash } from 'node:crypto';
import { blockFirstCalls } from '../src/features/chain-b/block/firstCall.ts';
import { parseBlockSearch } from '../src/features/chain-b/block/urlSearch.ts';
import { coinsFirstCall } from '../src/features/chain-b/coins/firstCall.ts';
import { parseCoinsSearch } from '../src/features/chain-b/coins/urlSearch.ts';
import { nftFirstCall } from '../src/features/nft/firstCall.ts';
import { parseNftSearch } from '../src/features/nft/urlSearch.ts';
import { tokenFirstCall } from '../src/features/token/firstCall.ts';
import { parseTokenSearch } from '../src/features/token/urlSearch.ts';
import { DEFAULT_WATCHLIST } from '../src/features/tokens/defaults.ts';
import { watchlistRestUrls } from '../src/features/tokens/prefetch.ts';
import { parseTokensSearch } from '../src/features/tokens/search.ts';
import { WATCHLIST_STORAGE_KEY } from '../src/features/tokens/storedWatchlist.ts';
import { walletFirstCall } from '../src/features/wallet/firstCall.ts';
import { parseWalletSearch } from '../src/features/wallet/urlSearch.ts';
import { routedSearch } from '../src/lib/searchParams.ts';
import { storageKey } from '../src/lib/storage.ts';
import { STATUS_PATH } from '../src/api/statusPath.ts';
import { beforeHeadEnd } from './html.ts';

/**
 * A deep link to a wallet, an NFT contract, a token, a watchlist, a chain-B block or chain-B coins
 * names, in index.html, the API calls its page starts with: `<link rel="preload" as="fetch"
 * crossorigin>`, which the page's own fetch then takes from the preload cache. The calls leave
 * with the JavaScript instead of after it has loaded and run (on a phone on slow 4G, seconds
 * later). The URLs come from the SPA's own code (the route's search parsing, the page's validation
 * and request builder), so they are the URLs the page asks for, and invalid input preloads
 * nothing, as the page sends nothing. JSON-RPC prices are POSTs, which a preload cannot make.
 */
export interface PagePreload {
  /**
   * The GETs the page starts with. Not the failed deliveries' first page: preloaded (4.3 KB as
   * br), it shared the simulated phone's line with the JavaScript, and Lighthouse's first paint
   * moved 1.90 → 2.02 s (5 alternating runs; 2.0 → 2.1 s when first tried, in the sixth session).
   */
  urls: string[];
  /** Where what the page fetches depends on the browser's storage: a script that preloads it there. */
  script?: string;
}

const scriptJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

/**
 * A watchlist link without a list shows the list stored in this browser, which the server cannot
 * see, or the first-visit defaults when none is stored (the route's beforeLoad). So the page
 * carries this script: it preloads the defaults' REST prices only when nothing is stored,
 * mirroring readStored (storage that throws counts as empty). A stored list is fetched by the
 * page itself. The CSP admits the script by its hash (INLINE_SCRIPT_HASHES).
 */
export const DEFAULT_WATCHLIST_PRELOAD_SCRIPT = `(()=>{try{if(localStorage.getItem(${scriptJson(storageKey(WATCHLIST_STORAGE_KEY))})!==null)return}catch{}`
  + `for(const u of ${scriptJson(watchlistRestUrls(DEFAULT_WATCHLIST))}){const l=document.createElement("link");`
  + 'l.rel="preload";l.as="fetch";l.crossOrigin="";l.href=u;document.head.append(l)}})()';

/** CSP `script-src` sources for the inline scripts this module writes (server/security.ts). */
export const INLINE_SCRIPT_HASHES: readonly string[] = [
  `'sha256-${createHash('sha256').update(DEFAULT_WATCHLIST_PRELOAD_SCRIPT).digest('base64')}'`,
];

const firstCall = (call: { url: string } | null): PagePreload => ({ urls: call ? [call.url] : [] });

const PAGES: { pattern: RegExp; preload: (pathParam: string, rawSearch: Record<string, unknown>) => PagePreload }[] = [
  { pattern: /^\/wallet\/([^/]+)\/?$/, preload: (address, raw) => firstCall(walletFirstCall(address, routedSearch(parseWalletSearch, raw))) },
  { pattern: /^\/nft\/([^/]+)\/?$/, preload: (address, raw) => firstCall(nftFirstCall(address, routedSearch(parseNftSearch, raw))) },
  { pattern: /^\/token\/([^/]+)\/?$/, preload: (address, raw) => firstCall(tokenFirstCall(address, routedSearch(parseTokenSearch, raw))) },
  { pattern: /^\/chain-b\/blocks\/([^/]+)\/?$/, preload: (height, raw) => ({ urls: blockFirstCalls(height, routedSearch(parseBlockSearch, raw))?.urls ?? [] }) },
  // No path parameter: the group matches the empty string.
  { pattern: /^\/chain-b\/coins()\/?$/, preload: (_none, raw) => firstCall(coinsFirstCall(routedSearch(parseCoinsSearch, raw))) },
  {
    pattern: /^\/tokens()\/?$/,
    preload: (_none, raw) => {
      const { list } = routedSearch(parseTokensSearch, raw);
      return list === undefined ? { urls: [], script: DEFAULT_WATCHLIST_PRELOAD_SCRIPT } : { urls: watchlistRestUrls(list) };
    },
  },
];

const NOTHING: PagePreload = { urls: [] };

/** What a deep link's page preloads: nothing for another page, or for input the page refuses. */
export function pagePreload(pathname: string, search: string): PagePreload {
  for (const page of PAGES) {
    const match = page.pattern.exec(pathname);
    if (!match) continue;
    let pathParam: string;
    try {
      pathParam = decodeURIComponent(match[1]!);
    } catch {
      return NOTHING;
    }
    // As the router reads it (JSON values, e.g. the cursor trail), so the page gets the same search.
    const raw = defaultParseSearch(search) as Record<string, unknown>;
    return page.preload(pathParam, raw);
  }
  return NOTHING;
}

const escapeAttribute = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
const fetchPreload = (url: string) => `<link rel="preload" as="fetch" crossorigin href="${escapeAttribute(url)}">`;

/**
 * Inserts the preloads just before </head>: the page's first calls, if it has any, then
 * /api/status, which every page's shell (footer, demo badge, the home page's status panel) asks
 * for as it starts. Left to the shell, that small request set off only after the JavaScript had
 * run, and on a slow network it ended after the page's data: the last request of the load.
 */
export function withApiPreload(html: string, pathname: string, search: string): string {
  const { urls, script } = pagePreload(pathname, search);
  return beforeHeadEnd(html, [...urls, STATUS_PATH].map(fetchPreload).join('') + (script ? `<script>${script}</script>` : ''));
}
