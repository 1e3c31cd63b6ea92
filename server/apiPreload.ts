import { defaultParseSearch } from '@tanstack/react-router';
import type { FirstCalls } from '../src/api/firstCalls.ts';
import { STATUS_PATH } from '../src/api/statusPath.ts';
import { FIRST_CALLS } from '../src/features/firstCalls.ts';
import { routedSearch } from '../src/lib/searchParams.ts';
import { beforeHeadEnd } from './html.ts';
import { matchRoute } from './routePreload.ts';

/**
 * A deep link to a data page names, in index.html, the GETs its page starts with (the route's row
 * in src/features/firstCalls.ts): `<link rel="preload" as="fetch" crossorigin>`, which the page's
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
  calls: (params: Record<string, string>, search: object) => FirstCalls | null;
}[];

export function firstCallUrls(pathname: string, search: string): string[] {
  for (const row of ROWS) {
    const params = matchRoute(row.route, pathname);
    if (!params) continue;
    // As the router reads it (JSON values, e.g. the cursor trail), so the row gets the page's search.
    const raw = defaultParseSearch(search) as Record<string, unknown>;
    return row.calls(params, routedSearch(row.parseSearch, raw))?.preload ?? [];
  }
  return [];
}

const escapeAttribute = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
const fetchPreload = (url: string) => `<link rel="preload" as="fetch" crossorigin href="${escapeAttribute(url)}">`;

/**
 * Inserts the preloads just before </head>: the page's first calls, if it has any, then
 * /api/status, which every page's shell (footer, demo badge, the home page's status panel) asks
 * for as it starts; left to the shell, it would leave only once the JavaScript has run.
 */
export function withApiPreload(html: string, pathname: string, search: string): string {
  return beforeHeadEnd(html, [...firstCallUrls(pathname, search), STATUS_PATH].map(fetchPreload).join(''));
}
