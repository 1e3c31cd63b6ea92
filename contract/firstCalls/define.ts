import type { QueryClient } from '@tanstack/react-query';

/**
 * The API calls a data route starts with, declared once per route (each feature's firstCall.ts;
 * the list of them: src/features/firstCalls.ts). The route's loader starts them, and for a deep
 * link the server names their GETs in index.html as `<link rel="preload" as="fetch">`, so they
 * leave with the JavaScript instead of after it has loaded and run (server/apiPreload.ts). Both
 * build them with the page's own validation and request code: invalid input sends nothing and
 * preloads nothing.
 */
export interface FirstCalls {
  /** The GET URLs among them (a preload cannot make a POST). */
  preload: string[];
  /** Starts every one in the query cache, with the factories the page reads them with. */
  start: (client: QueryClient) => Promise<unknown>;
}

/** `/wallet/$address` → `{ address: string }`. */
export type RouteParams<Route extends string> = Route extends `${string}$${infer Name}/${infer Rest}`
  ? { [K in Name]: string } & RouteParams<`/${Rest}`>
  : Route extends `${string}$${infer Name}`
    ? { [K in Name]: string }
    : Record<never, string>;

export interface RouteFirstCalls<Route extends string, Search> {
  /** The route as the router writes it, e.g. `/wallet/$address`. */
  route: Route;
  /** The route's validateSearch. */
  parseSearch: (raw: Record<string, unknown>) => Search;
  /** Null where the page sends nothing (invalid input, nothing to ask). */
  calls: (params: RouteParams<Route>, search: Search) => FirstCalls | null;
  /**
   * The page draws its first data with an Intl formatter (USD prices, relative times): a deep
   * link's HTML then has the browser load the locale data while the JavaScript downloads
   * (server/localeWarmup.ts).
   */
  localeWarmup?: boolean;
}

/** A route's first calls (declared with its literal route, so `params` is typed from it). */
export function defineFirstCalls<const Route extends string, Search>(row: RouteFirstCalls<Route, Search>): RouteFirstCalls<Route, Search> {
  return row;
}

interface LoaderArgs<Params, Search> {
  context: { queryClient: QueryClient };
  params: Params;
  deps: Search;
  preload: boolean;
}

/**
 * The loader of a data route (with `loaderDeps: ({ search }) => search`). Hovering a link
 * preloads its route (defaultPreload 'intent'): fetching then would bill the key owner's compute
 * units for pages nobody opened, so a preload loads only the code, and the click runs the loader
 * again (defaultPreloadStaleTime 0). The calls are started, not awaited: the page shows its
 * skeletons at once, and a failure lands in its widget with a retry instead of failing the route.
 */
export function firstCallsLoader<Route extends string, Search>(row: RouteFirstCalls<Route, Search>) {
  return ({ context, params, deps, preload }: LoaderArgs<RouteParams<Route>, Search>): void => {
    if (preload) return;
    void row.calls(params, deps)?.start(context.queryClient).catch(() => undefined);
  };
}
