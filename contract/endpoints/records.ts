import { findEvmChain } from '../lib/chains';
import { RPC_CHAIN_SLUGS } from '../lib/priceEndpoints';
import { validateBlockNumber, validateEvmAddress, type Validated } from '../lib/validation';
import {
  blockParam,
  chainParam,
  coinHashParam,
  cursorParam,
  dateParam,
  exchangeParam,
  intParam,
  oneOf,
  orderParam,
  type QuerySpec,
} from './params';
import { COIN_HASHES_PARAM, COINS_PER_CALL } from '../lib/chainB';
import { nftTransfersPage, tokenPrice, verboseTransactionsPage, walletTransactionsPage } from '../schemas/evm';
import { chainBBlock, chainBCoins } from '../schemas/chainB';
import { failedDeliveryLogsPage } from '../schemas/streams';
import { tokenPriceRpcResponse } from '../schemas/rpc';
import type { z } from '../schemas/zod';

/**
 * One record per upstream endpoint (docs/interface.md): the browser path under `/api/`, the
 * upstream it goes to, its path and query parameters with their validation, what one call costs,
 * how long its answers may be cached and the schema its answers are read with. The proxy's
 * allowlist is this table (nothing outside it is forwarded); the browser's URLs, its one fetcher
 * (src/api/endpoint.ts) and query keys, and the usage meter's costs are built from it. The upstream
 * path of each is in upstream.ts, which the browser's bundle never holds.
 */

export type EndpointKind = 'wallet' | 'walletVerbose' | 'nft' | 'price' | 'block' | 'coins' | 'logs' | 'rpc';
export type UpstreamName = 'evm' | 'chainB' | 'streams' | 'rpc';
/** How long an answer may be reused (server/proxy/policy.ts): `chainData` is pinned by `to_block` or live. */
export type CacheClass = 'chainData' | 'block' | 'coins' | 'logs' | 'rpc';

export interface EndpointRecord {
  readonly kind: EndpointKind;
  readonly method: 'GET' | 'POST';
  /** Segments after `/api/`; `:name` is a path parameter validated by `params[name]`. */
  readonly segments: readonly string[];
  readonly params: Readonly<Record<string, (value: string) => Validated<string>>>;
  readonly upstream: UpstreamName;
  readonly query: QuerySpec;
  /** What one upstream call costs the key's owner, from the real-service notes (the SPA's usage meter counts it too). */
  readonly computeUnits: number;
  readonly cache: CacheClass;
  /** The answer as the browser reads it (contract/schemas/): every field the pages use, checked. */
  readonly response: z.ZodMiniType;
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

export const ENDPOINTS = {
  wallet: {
    kind: 'wallet',
    response: walletTransactionsPage,
    computeUnits: 30,
    cache: 'chainData',
    method: 'GET',
    segments: ['evm', ':address'],
    params: { address },
    upstream: 'evm',
    query: walletQuery,
  },
  walletVerbose: {
    kind: 'walletVerbose',
    response: verboseTransactionsPage,
    computeUnits: 50,
    cache: 'chainData',
    method: 'GET',
    segments: ['evm', ':address', 'verbose'],
    params: { address },
    upstream: 'evm',
    query: walletQuery,
  },
  nft: {
    kind: 'nft',
    response: nftTransfersPage,
    computeUnits: 50,
    cache: 'chainData',
    method: 'GET',
    segments: ['evm', 'nft', ':address', 'transfers'],
    params: { address },
    upstream: 'evm',
    query: { ...range, format: { validate: oneOf('format', ['decimal', 'hex']), default: { value: 'decimal' } } },
  },
  price: {
    kind: 'price',
    response: tokenPrice,
    computeUnits: 50,
    cache: 'chainData',
    method: 'GET',
    segments: ['evm', 'erc20', ':address', 'price'],
    params: { address },
    upstream: 'evm',
    query: {
      chain: { validate: chainParam(true), default: DEFAULT_CHAIN },
      include: { validate: oneOf('include', ['percent_change']) },
      exchange: { validate: exchangeParam },
      to_block: { validate: blockParam('to_block') },
    },
  },
  block: {
    kind: 'block',
    response: chainBBlock,
    computeUnits: 0,
    cache: 'block',
    method: 'GET',
    segments: ['chain-b', 'blocks', ':height'],
    params: { height },
    upstream: 'chainB',
    query: {
      with_transactions: { validate: oneOf('with_transactions', ['true', 'false']), default: { value: 'false' } },
    },
  },
  coins: {
    kind: 'coins',
    response: chainBCoins,
    computeUnits: 0,
    cache: 'coins',
    method: 'GET',
    segments: ['chain-b', 'coins'],
    params: {},
    upstream: 'chainB',
    query: { [COIN_HASHES_PARAM]: { validate: coinHashParam, multi: { min: 1, max: COINS_PER_CALL }, required: true } },
  },
  logs: {
    kind: 'logs',
    response: failedDeliveryLogsPage,
    computeUnits: 0,
    cache: 'logs',
    method: 'GET',
    segments: ['streams', 'history', 'logs'],
    params: {},
    upstream: 'streams',
    query: { limit: { validate: intParam('limit', 1, 100), required: true }, cursor: { validate: cursorParam } },
  },
  rpc: {
    kind: 'rpc',
    response: tokenPriceRpcResponse,
    computeUnits: 25,
    cache: 'rpc',
    method: 'POST',
    segments: ['rpc', ':chain'],
    params: { chain: rpcChain },
    upstream: 'rpc',
    query: {},
  },
} as const satisfies Record<EndpointKind, EndpointRecord>;

/** The proxy's allowlist: every record. */
export const PROXY_ROUTES: readonly EndpointRecord[] = Object.values(ENDPOINTS);

type ParamNames<Segments extends readonly string[]> = Segments[number] extends infer S
  ? S extends `:${infer Name}`
    ? Name
    : never
  : never;

/** An endpoint's path parameters by name. */
export type PathParams<Kind extends EndpointKind> = Record<ParamNames<(typeof ENDPOINTS)[Kind]['segments']>, string>;

/** An endpoint's answer as its record's schema reads it. */
export type EndpointAnswer<Kind extends EndpointKind> = z.output<(typeof ENDPOINTS)[Kind]['response']>;

/** A route pattern with its `:name` parameters filled in. */
export const fillRoute = (pattern: string, params: Readonly<Record<string, string>>) =>
  pattern.replace(/:([A-Za-z]+)/g, (_match, name: string) => params[name] ?? '');

/** The browser's path of an endpoint (`/api/...`), its path parameters filled in. */
export function browserPath<Kind extends EndpointKind>(kind: Kind, params: PathParams<Kind>): string {
  return `/api/${fillRoute(ENDPOINTS[kind].segments.join('/'), params)}`;
}
