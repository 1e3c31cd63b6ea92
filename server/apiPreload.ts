import { createHash } from 'node:crypto';
import { blockFirstCalls } from '../src/features/chain-b/block/firstCall.ts';
import { parseBlockSearch } from '../src/features/chain-b/block/urlSearch.ts';
import { coinsFirstCall } from '../src/features/chain-b/coins/firstCall.ts';
import { parseCoinsSearch } from '../src/features/chain-b/coins/urlSearch.ts';
import { nftFirstCall } from '../src/features/nft/firstCall.ts';
import { parseNftSearch } from '../src/features/nft/urlSearch.ts';
import { tokenFirstCalls } from '../src/features/token/firstCall.ts';
import { parseTokenSearch } from '../src/features/token/urlSearch.ts';
import { DEFAULT_WATCHLIST } from '../src/features/tokens/defaults.ts';
import { watchlistRestUrls } from '../src/features/tokens/prefetch.ts';
import { parseTokensSearch } from '../src/features/tokens/search.ts';
import { WATCHLIST_STORAGE_KEY } from '../src/features/tokens/storedWatchlist.ts';
import { walletFirstCall } from '../src/features/wallet/firstCall.ts';
import { parseWalletSearch } from '../src/features/wallet/urlSearch.ts';
import { routedSearch } from '../src/lib/searchParams.ts';
import { parseSearch } from '../src/lib/searchSerialization.ts';
import { storageKey } from '../src/lib/storage.ts';
import { STATUS_PATH } from '../src/api/statusPath.ts';
import { EARLY_POSTS_ELEMENT_ID, EARLY_POSTS_GLOBAL, earlyPostKey } from '../src/api/earlyPosts.ts';
import { JSON_POST_HEADERS } from '../src/api/client.ts';
import { beforeFirstStylesheet, beforeHeadEnd } from './html.ts';

/**
 * A deep link to a wallet, an NFT contract, a token, a watchlist, a chain-B block or chain-B coins
 * names, in index.html, the API calls its page starts with: `<link rel="preload" as="fetch"
 * crossorigin>`, which the page's own fetch then takes from the preload cache. The calls leave
 * with the JavaScript instead of after it has loaded and run (on a phone on slow 4G, seconds
 * later). The URLs come from the SPA's own code (the route's search parsing, the page's validation
 * and request builder), so they are the URLs the page asks for, and invalid input preloads
 * nothing, as the page sends nothing. JSON-RPC prices are POSTs, which a preload cannot make: a
 * token link's is sent by a small script instead (EARLY_POSTS_SCRIPT).
 */
export interface PagePreload {
  /**
   * The GETs the page starts with. Not the failed deliveries' first page: preloaded (4.3 KB as
   * br), it shared the simulated phone's line with the JavaScript, and Lighthouse's first paint
   * moved 1.90 → 2.02 s (5 alternating runs with and without it).
   */
  urls: string[];
  /** The POSTs the page starts with, which EARLY_POSTS_SCRIPT sends (src/api/earlyPosts.ts). */
  posts?: { url: string; body: string }[];
  /** Where what the page fetches depends on the browser's storage: a script that preloads it there. */
  script?: string;
}

const scriptJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

/**
 * A watchlist link without a list shows the list stored in this browser, which the server cannot
 * see, or the first-visit defaults when none is stored (the route's beforeLoad). So the page
 * carries this script: it preloads the defaults' REST prices when the page will show the defaults,
 * that is when nothing is stored (storage that throws counts as empty, as in readStored) or the
 * stored list is the defaults, which the page stores on a first visit. Any other stored list is
 * fetched by the page itself. The CSP admits the script by its hash (INLINE_SCRIPT_HASHES).
 *
 * Lighthouse keeps localStorage between runs in one browser (its clearStorageTypes leave it out),
 * so from its second run on it measures a returning visitor, whose prices this script had left to
 * the page until it counted the stored defaults in: LCP 2.29 → 2.02 s, mobile 96 → 98 (medians of
 * 5 alternating runs in one browser).
 */
export const DEFAULT_WATCHLIST_PRELOAD_SCRIPT = `(()=>{try{const s=localStorage.getItem(${scriptJson(storageKey(WATCHLIST_STORAGE_KEY))});`
  + `if(s!==null&&s!==${scriptJson(DEFAULT_WATCHLIST)})return}catch{}`
  + `for(const u of ${scriptJson(watchlistRestUrls(DEFAULT_WATCHLIST))}){const l=document.createElement("link");`
  + 'l.rel="preload";l.as="fetch";l.crossOrigin="";l.href=u;document.head.append(l)}})()';

/**
 * Sends the POSTs listed in the page's JSON data block, as the page's fetcher would (its
 * JSON_POST_HEADERS), and keeps each fetch under its key for the page to take
 * (src/api/earlyPosts.ts). Fixed text, so the CSP admits it by its hash; the requests come as
 * data, which the CSP does not run.
 * A failure is the page's to report when it takes the answer: until then it is caught here, so it
 * is not an unhandled rejection.
 */
export const EARLY_POSTS_SCRIPT = `(()=>{const m=new Map;`
  + `for(const[k,u,b]of JSON.parse(document.getElementById(${scriptJson(EARLY_POSTS_ELEMENT_ID)}).textContent)){`
  + `const p=fetch(u,{method:"POST",headers:${JSON.stringify(JSON_POST_HEADERS)},body:b});`
  + `p.catch(()=>{});m.set(k,p)}window[${scriptJson(EARLY_POSTS_GLOBAL)}]=m})()`;

/** The data block EARLY_POSTS_SCRIPT reads: `[[key, url, body], …]`, keyed as the page looks them up. */
const earlyPostsData = (posts: { url: string; body: string }[]) =>
  `<script type="application/json" id="${EARLY_POSTS_ELEMENT_ID}">${scriptJson(posts.map(({ url, body }) => [earlyPostKey(url, body), url, body]))}</script>`;

const sha256Source = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/** CSP `script-src` sources for the inline scripts this module writes (server/security.ts). */
export const INLINE_SCRIPT_HASHES: readonly string[] = [DEFAULT_WATCHLIST_PRELOAD_SCRIPT, EARLY_POSTS_SCRIPT].map(sha256Source);

const firstCall = (call: { url: string } | null): PagePreload => ({ urls: call ? [call.url] : [] });

const PAGES: { pattern: RegExp; preload: (pathParam: string, rawSearch: Record<string, unknown>) => PagePreload }[] = [
  { pattern: /^\/wallet\/([^/]+)\/?$/, preload: (address, raw) => firstCall(walletFirstCall(address, routedSearch(parseWalletSearch, raw))) },
  { pattern: /^\/nft\/([^/]+)\/?$/, preload: (address, raw) => firstCall(nftFirstCall(address, routedSearch(parseNftSearch, raw))) },
  {
    pattern: /^\/token\/([^/]+)\/?$/,
    preload: (address, raw) => {
      const calls = tokenFirstCalls(address, routedSearch(parseTokenSearch, raw));
      return { urls: calls?.rest ? [calls.rest.url] : [], posts: calls?.rpc ? [calls.rpc.post] : [] };
    },
  },
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
    const raw = parseSearch(search) as Record<string, unknown>;
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
 * The page's inline scripts (its first POSTs with their data block, the watchlist's preloads) go
 * before the stylesheet, which would otherwise hold them until it has arrived.
 */
export function withApiPreload(html: string, pathname: string, search: string): string {
  const { urls, posts = [], script } = pagePreload(pathname, search);
  const early = posts.length > 0 ? `${earlyPostsData(posts)}<script>${EARLY_POSTS_SCRIPT}</script>` : '';
  const withScripts = beforeFirstStylesheet(html, early + (script ? `<script>${script}</script>` : ''));
  return beforeHeadEnd(withScripts, [...urls, STATUS_PATH].map(fetchPreload).join(''));
}
