import type { QueryClient } from '@tanstack/react-query';
import type { RouteFirstCallsRow, RouteParams } from '../../contract/firstCalls/define';

/** A route's first calls as the page starts them (contract/firstCalls/define.ts). */
export interface FirstCalls {
  /** The GET URLs among them (a preload cannot make a POST). */
  preload: string[];
  /** Starts every one in the query cache, with the factories the page reads them with. */
  start: (client: QueryClient) => Promise<unknown>;
}

export interface RouteFirstCalls<Route extends string, Search> {
  route: Route;
  parseSearch: (raw: Record<string, unknown>) => Search;
  /** Null where the page sends nothing (invalid input, nothing to ask). */
  calls: (params: RouteParams<Route>, search: Search) => FirstCalls | null;
}

/** A route's row with the query factories that start its requests in the page's cache. */
export function defineFirstCalls<Route extends string, Search, Request>(
  row: RouteFirstCallsRow<Route, Search, Request>,
  start: (client: QueryClient, request: Request) => Promise<unknown>,
): RouteFirstCalls<Route, Search> {
  return {
    route: row.route,
    parseSearch: row.parseSearch,
    calls: (params, search) => {
      const request = row.requests(params, search);
      return request === null ? null : { preload: row.preload(request), start: (client) => start(client, request) };
    },
  };
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
    void row
      .calls(params, deps)
      ?.start(context.queryClient)
      .catch(() => undefined);
  };
}
