/**
 * The API calls a data route starts with, declared once per route as data (one file per route
 * here; the list of them: index.ts). The route's loader starts them with the page's own query
 * factories (src/api/firstCalls.ts), and for a deep link the server names their GETs in
 * index.html as `<link rel="preload" as="fetch">`, so they leave with the JavaScript instead of
 * after it has loaded and run (server/apiPreload.ts). Both build them with the page's own
 * validation and request code: invalid input sends nothing and preloads nothing.
 */

/** `/wallet/$address` → `{ address: string }`. */
export type RouteParams<Route extends string> = Route extends `${string}$${infer Name}/${infer Rest}`
  ? { [K in Name]: string } & RouteParams<`/${Rest}`>
  : Route extends `${string}$${infer Name}`
    ? { [K in Name]: string }
    : Record<never, string>;

export interface RouteFirstCallsRow<Route extends string, Search, Request> {
  /** The route as the router writes it, e.g. `/wallet/$address`. */
  route: Route;
  /** The route's validateSearch. */
  parseSearch: (raw: Record<string, unknown>) => Search;
  /** What the page asks for first; null where it sends nothing (invalid input, nothing to ask). */
  requests: (params: RouteParams<Route>, search: Search) => Request | null;
  /** The GET URLs among the requests (a preload cannot make a POST). */
  preload: (request: Request) => string[];
  /**
   * The page draws its first data with an Intl formatter (USD prices, relative times): a deep
   * link's HTML then has the browser load the locale data while the JavaScript downloads
   * (server/localeWarmup.ts).
   */
  localeWarmup?: boolean;
}

/** A route's first calls (declared with its literal route, so `params` is typed from it). */
export function defineFirstCallsRow<const Route extends string, Search, Request>(
  row: RouteFirstCallsRow<Route, Search, Request>,
): RouteFirstCallsRow<Route, Search, Request> {
  return row;
}

/** A row's GETs for a route's params and search: null where the page sends nothing. */
export function preloadUrls<Route extends string, Search, Request>(
  row: RouteFirstCallsRow<Route, Search, Request>,
  params: RouteParams<Route>,
  search: Search,
): string[] | null {
  const request = row.requests(params, search);
  return request === null ? null : row.preload(request);
}
