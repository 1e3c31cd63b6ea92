import { fillRoute, type EndpointKind } from './records';

/**
 * Each endpoint's path on its upstream, after the base URL; `:name` stands for the record's path
 * parameter, and the stand-in serves the same pattern. Only the server and the stand-in import
 * this module: the browser never learns where the upstreams are (the e2e teardown checks the built
 * bundle for these paths). For JSON-RPC the key segment is appended by the proxy's upstream
 * client, never here, so these paths are safe to log.
 */
export const UPSTREAM_ROUTES = {
  wallet: '/api/v2.2/:address',
  walletVerbose: '/api/v2.2/:address/verbose',
  nft: '/api/v2.2/nft/:address/transfers',
  price: '/api/v2.2/erc20/:address/price',
  block: '/blocks/:height',
  coins: '/coins',
  logs: '/history/logs',
  rpc: '/:chain',
} as const satisfies Record<EndpointKind, string>;

/** The upstream path (after the base URL) of an endpoint, from its validated path parameters. */
export function upstreamPath(kind: EndpointKind, params: Readonly<Record<string, string>>): string {
  return fillRoute(UPSTREAM_ROUTES[kind], params);
}
