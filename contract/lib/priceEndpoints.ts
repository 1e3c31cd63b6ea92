import { EVM_CHAINS, type EvmChain } from './chains';

/**
 * What the two token-price endpoints accept beyond the chain table: the JSON-RPC service's chain
 * slugs (spec 4.9), the chains the REST endpoint prices (spec 4.4, the table's `restPrice`) and
 * its named exchanges. Only the token pages, the proxy's validation and the stand-in use these:
 * kept apart from chains.ts, which the header's chain selector brings into every page's first
 * JavaScript, they load with the token pages.
 */

/**
 * Every chain slug the JSON-RPC service accepts (spec 4.9). Some have no entry in the main
 * table (blast, mantle, zksync, ...): the RPC price card can still use them.
 */
export const RPC_CHAIN_SLUGS = [
  'eth',
  'sepolia',
  'holesky',
  'base',
  'base-sepolia',
  'polygon',
  'amoy',
  'bsc',
  'bsc-testnet',
  'arbitrum',
  'arbitrum-sepolia',
  'optimism',
  'optimism-sepolia',
  'gnosis',
  'gnosis-testnet',
  'linea',
  'linea-sepolia',
  'avalanche',
  'moonbeam',
  'moonriver',
  'moonbase',
  'blast',
  'blast-sepolia',
  'mantle',
  'mantle-sepolia',
  'polygon-zkevm',
  'polygon-zkevm-cardona',
  'zksync',
  'zksync-sepolia',
  'zetachain',
  'zetachain-testnet',
  'fantom',
  'opbnb',
] as const;
export type RpcChainSlug = (typeof RPC_CHAIN_SLUGS)[number];

export function isRpcChainSlug(value: string): value is RpcChainSlug {
  return (RPC_CHAIN_SLUGS as readonly string[]).includes(value);
}

/** Chains the REST price endpoint (spec 4.4) accepts. */
export const PRICE_CHAINS: readonly EvmChain[] = EVM_CHAINS.filter((chain) => chain.restPrice);

/** The spec's 15 named exchanges for the price endpoint's `exchange` parameter (spec 4.4). */
export const NAMED_EXCHANGES = [
  'alphaswapv2',
  'alphaswapv3',
  'betaswapv2',
  'gammaswapv1',
  'gammaswapv2',
  'gammaswapv3',
  'deltaswap',
  'deltaswapv2',
  'epsilonjoe',
  'zetaswap',
  'etaswap',
  'thetaswap',
  'iota finance',
  'kappadex',
  'lambdav2',
] as const;

/**
 * The `exchange` of a price request as JSON-RPC can send it (spec 4.9 takes an exchange address
 * only): none (the service's best pool) or the address; a named exchange cannot be sent. The
 * token page's loader and its cards both ask through this, so they build the same request.
 */
export function rpcExchangeOf(
  exchange: string | null | undefined,
): { ok: true; value: `0x${string}` | null } | { ok: false } {
  if (exchange === null || exchange === undefined) return { ok: true, value: null };
  return /^0x[0-9a-fA-F]{40}$/.test(exchange) ? { ok: true, value: exchange as `0x${string}` } : { ok: false };
}
