import { createHash } from 'node:crypto';
import { STATUS_PATH } from '../contract/api/statusPath.ts';
import { preloadUrls } from '../contract/firstCalls/define.ts';
import { FIRST_CALLS } from '../contract/firstCalls/index.ts';
import { tokensFirstCallsRow } from '../contract/firstCalls/tokens.ts';
import { routedSearch } from '../contract/lib/searchParams.ts';
import { parseSearch } from '../contract/lib/searchSerialization.ts';
import { storageKey } from '../contract/lib/storageKey.ts';
import { DEFAULT_WATCHLIST } from '../contract/pages/tokens/defaults.ts';
import { WATCHLIST_STORAGE_KEY } from '../contract/pages/tokens/storage.ts';
import { beforeFirstStylesheet, beforeHeadEnd } from './html.ts';
import { LOCALE_WARMUP_SCRIPT } from './localeWarmup.ts';
import { matchRoute } from './routePreload.ts';

/**
 * A deep link to a data page names, in index.html, the GETs its page starts with (the route's row
 * in contract/firstCalls/): `<link rel="preload" as="fetch" crossorigin>`, which the page's
 * own fetch then takes from the preload cache. The calls leave with the JavaScript instead of
 * after it has loaded and run (on a phone on slow 4G, seconds later). Invalid input preloads
 * nothing, as the page sends nothing.
 */

/**
 * The rows, each read with the parameters matchRoute finds in its own route (exactly the route's
 * `$` segments, which is what a row's `params` type says) and its own search parser's result.
 */
const ROWS = FIRST_CALLS as readonly unknown[] as readonly {
  route: string;
  parseSearch: (raw: Record<string, unknown>) => object;
  requests: (params: Record<string, string>, search: object) => unknown;
  preload: (request: unknown) => string[];
  localeWarmup?: boolean;
}[];

/** The deep link's row and its calls (null for invalid input), or null on a page without a row. */
function firstCallsOf(pathname: string, search: string) {
  for (const row of ROWS) {
    const params = matchRoute(row.route, pathname);
    if (!params) continue;
    // As the router reads it (JSON values, e.g. the cursor trail), so the row gets the page's search.
    const raw = parseSearch(search) as Record<string, unknown>;
    return { row, preload: preloadUrls(row, params, routedSearch(row.parseSearch, raw)) };
  }
  return null;
}

export function firstCallUrls(pathname: string, search: string): string[] {
  return firstCallsOf(pathname, search)?.preload ?? [];
}

const scriptJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

/**
 * A watchlist link without a list shows the list stored in this browser, which the server cannot
 * see, or the first-visit defaults when none is stored (the route's beforeLoad). So the page
 * carries this script: it preloads the defaults' REST prices (the tokens row's GETs for the
 * defaults) when the page will show the defaults, that is when nothing is stored (storage that
 * throws counts as empty, as in readStored) or the stored list is the defaults, which the page
 * stores on a first visit. Any other stored list is fetched by the page itself. The CSP admits the
 * script by its hash (INLINE_SCRIPT_HASHES). On a slow phone line it brings the first price
 * about a second sooner (bench/throttled-compare.ts; figures in bench/mechanisms.md).
 */
export const DEFAULT_WATCHLIST_PRELOAD_SCRIPT =
  `(()=>{try{const s=localStorage.getItem(${scriptJson(storageKey(WATCHLIST_STORAGE_KEY))});` +
  `if(s!==null&&s!==${scriptJson(DEFAULT_WATCHLIST)})return}catch{}` +
  `for(const u of ${scriptJson(preloadUrls(tokensFirstCallsRow, {}, { list: DEFAULT_WATCHLIST }) ?? [])}){const l=document.createElement("link");` +
  'l.rel="preload";l.as="fetch";l.crossOrigin="";l.href=u;document.head.append(l)}})()';

const sha256Source = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/** Every inline script this module writes: no other runs. */
export const INLINE_SCRIPTS: readonly string[] = [DEFAULT_WATCHLIST_PRELOAD_SCRIPT, LOCALE_WARMUP_SCRIPT];

/** CSP `script-src` sources for them (server/security.ts). */
export const INLINE_SCRIPT_HASHES: readonly string[] = INLINE_SCRIPTS.map(sha256Source);

/** A `/tokens` link without a list: the page's list is in the browser's storage (see above). */
function needsWatchlistScript(pathname: string, search: string): boolean {
  return (
    matchRoute(tokensFirstCallsRow.route, pathname) !== null &&
    routedSearch(tokensFirstCallsRow.parseSearch, parseSearch(search) as Record<string, unknown>).list === undefined
  );
}

const escapeAttribute = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
const fetchPreload = (url: string) => `<link rel="preload" as="fetch" crossorigin href="${escapeAttribute(url)}">`;

/**
 * Inserts the preloads just before </head>: the page's first calls, if it has any, then
 * /api/status, which every page's shell (footer, demo badge, the home page's status panel) asks
 * for as it starts; left to the shell, it would leave only once the JavaScript has run. The
 * inline scripts (the watchlist's preloads, the locale warm-up) go before the
 * stylesheet, which would otherwise hold them until it has arrived.
 */
export function withApiPreload(html: string, pathname: string, search: string): string {
  const first = firstCallsOf(pathname, search);
  const watchlist = needsWatchlistScript(pathname, search);
  // Only a page that will draw data formats it: not one whose input sends nothing.
  const drawsData = watchlist || (first?.preload ?? null) !== null;
  const scripts = [
    watchlist ? DEFAULT_WATCHLIST_PRELOAD_SCRIPT : null,
    first?.row.localeWarmup && drawsData ? LOCALE_WARMUP_SCRIPT : null,
  ]
    .filter((script) => script !== null)
    .map((script) => `<script>${script}</script>`)
    .join('');
  const preloads = [...(first?.preload ?? []), STATUS_PATH].map(fetchPreload).join('');
  return beforeHeadEnd(beforeFirstStylesheet(html, scripts), preloads);
}
