import { COMPUTE_UNITS } from '../../contract/api/computeUnits.ts';
import { findEvmChain } from '../../contract/lib/chains.ts';
import { RPC_CHAIN_SLUGS } from '../../contract/lib/priceEndpoints.ts';
import { validateBlockNumber, validateEvmAddress, type Validated } from '../../contract/lib/validation.ts';
import type { UpstreamName } from '../config.ts';
import {
  blockParam, chainParam, coinHashParam, cursorParam, dateParam, exchangeParam, intParam, oneOf, orderParam,
  type QuerySpec,
} from './validate.ts';

/**
 * The proxy's allowlist (docs/interface.md), as data: each browser path
 * shape, its method, the upstream it goes to, the parameters it takes and how long its answers
 * may be cached. Nothing outside this table is ever forwarded.
 */

export type RouteKind = 'wallet' | 'walletVerbose' | 'nft' | 'price' | 'block' | 'coins' | 'logs' | 'rpc';

export interface ProxyRoute {
  readonly kind: RouteKind;
  readonly method: 'GET' | 'POST';
  /** Segments after `/api/`; `:name` is a path parameter validated by `params[name]`. */
  readonly segments: readonly string[];
  readonly params: Readonly<Record<string, (value: string) => Validated<string>>>;
  readonly upstream: UpstreamName;
  /** The upstream path (after the base URL) from the validated path parameters. */
  readonly upstreamPath: (params: Readonly<Record<string, string>>) => string;
  readonly query: QuerySpec;
  /** What one upstream call costs the key's owner (the table shared with the SPA's usage meter). */
  readonly computeUnits: number;
}

const address = (value: string): Validated<string> => validateEvmAddress(value);
const height = (value: string): Validated<string> => {
  const result = validateBlockNumber(value, 'Block height');
  return result.ok ? { ok: true, value: result.value.toString() } : result;
};
const rpcChain = (value: string): Validated<string> =>
  (RPC_CHAIN_SLUGS as readonly string[]).includes(value)
    ? { ok: true, value }
    : { ok: false, message: `"${value.slice(0, 40)}" is not a chain of the JSON-RPC service.` };

/** The chain the service assumes without one (docs/interface.md), as the hex id chains are sent as. */
const DEFAULT_CHAIN = { value: findEvmChain('eth')!.hexId };

/** Lists default to order DESC and limit 100 (docs/interface.md); a cursor carries its first page's. */
const range: QuerySpec = {
  chain: { validate: chainParam(), default: DEFAULT_CHAIN },
  from_block: { validate: blockParam('from_block') },
  to_block: { validate: blockParam('to_block') },
  from_date: { validate: dateParam('from_date', 'from') },
  to_date: { validate: dateParam('to_date', 'to') },
  cursor: { validate: cursorParam },
  limit: { validate: intParam('limit', 1, 100), default: { value: '100', unlessGiven: 'cursor' } },
  order: { validate: orderParam, default: { value: 'DESC', unlessGiven: 'cursor' } },
};

const walletQuery: QuerySpec = { ...range, include: { validate: oneOf('include', ['internal_transactions']) } };

export const PROXY_ROUTES: readonly ProxyRoute[] = [
  {
    kind: 'wallet', computeUnits: COMPUTE_UNITS.wallet, method: 'GET', segments: ['evm', ':address'], params: { address }, upstream: 'evm',
    upstreamPath: (p) => `/api/v2.2/${p.address}`, query: walletQuery,
  },
  {
    kind: 'walletVerbose', computeUnits: COMPUTE_UNITS.walletVerbose, method: 'GET', segments: ['evm', ':address', 'verbose'], params: { address }, upstream: 'evm',
    upstreamPath: (p) => `/api/v2.2/${p.address}/verbose`, query: walletQuery,
  },
  {
    kind: 'nft', computeUnits: COMPUTE_UNITS.nftTransfers, method: 'GET', segments: ['evm', 'nft', ':address', 'transfers'], params: { address }, upstream: 'evm',
    upstreamPath: (p) => `/api/v2.2/nft/${p.address}/transfers`,
    query: { ...range, format: { validate: oneOf('format', ['decimal', 'hex']), default: { value: 'decimal' } } },
  },
  {
    kind: 'price', computeUnits: COMPUTE_UNITS.price, method: 'GET', segments: ['evm', 'erc20', ':address', 'price'], params: { address }, upstream: 'evm',
    upstreamPath: (p) => `/api/v2.2/erc20/${p.address}/price`,
    query: {
      chain: { validate: chainParam(true), default: DEFAULT_CHAIN },
      include: { validate: oneOf('include', ['percent_change']) },
      exchange: { validate: exchangeParam },
      to_block: { validate: blockParam('to_block') },
    },
  },
  {
    kind: 'block', computeUnits: COMPUTE_UNITS.chainB, method: 'GET', segments: ['chain-b', 'blocks', ':height'], params: { height }, upstream: 'chainB',
    upstreamPath: (p) => `/blocks/${p.height}`,
    query: { with_transactions: { validate: oneOf('with_transactions', ['true', 'false']), default: { value: 'false' } } },
  },
  {
    kind: 'coins', computeUnits: COMPUTE_UNITS.chainB, method: 'GET', segments: ['chain-b', 'coins'], params: {}, upstream: 'chainB',
    upstreamPath: () => '/coins',
    query: { coin_type_hashes: { validate: coinHashParam, multi: { min: 1, max: 25 }, required: true } },
  },
  {
    kind: 'logs', computeUnits: COMPUTE_UNITS.streams, method: 'GET', segments: ['streams', 'history', 'logs'], params: {}, upstream: 'streams',
    upstreamPath: () => '/history/logs',
    query: { limit: { validate: intParam('limit', 1, 100), required: true }, cursor: { validate: cursorParam } },
  },
  {
    kind: 'rpc', computeUnits: COMPUTE_UNITS.rpcPrice, method: 'POST', segments: ['rpc', ':chain'], params: { chain: rpcChain }, upstream: 'rpc',
    // The key segment is appended by the upstream client, never here, so this path is safe to log.
    upstreamPath: (p) => `/${p.chain}`, query: {},
  },
];

export type RouteMatch =
  | { ok: true; route: ProxyRoute; params: Record<string, string> }
  | { ok: false; status: 400 | 404 | 405; message: string; allow?: string };

/** Finds the route for a method and a plain path (already checked by `unsafePathReason`). */
export function matchRoute(method: string, path: string): RouteMatch {
  if (!path.startsWith('/api/')) return { ok: false, status: 404, message: 'No such API endpoint.' };
  const segments = path.slice('/api/'.length).split('/');
  const shapes = PROXY_ROUTES.filter(
    (route) =>
      route.segments.length === segments.length &&
      route.segments.every((pattern, i) => pattern.startsWith(':') || pattern === segments[i]),
  );
  if (shapes.length === 0) return { ok: false, status: 404, message: 'No such API endpoint.' };
  const route = shapes.find((candidate) => candidate.method === method);
  if (!route) {
    const allow = [...new Set(shapes.map((candidate) => candidate.method))].join(', ');
    return { ok: false, status: 405, message: `This endpoint answers ${allow} only.`, allow };
  }
  const params: Record<string, string> = {};
  for (const [i, pattern] of route.segments.entries()) {
    if (!pattern.startsWith(':')) continue;
    const name = pattern.slice(1);
    const result = route.params[name]!(segments[i]!);
    if (!result.ok) return { ok: false, status: 400, message: result.message };
    params[name] = result.value;
  }
  return { ok: true, route, params };
}
