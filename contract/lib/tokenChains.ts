import { EVM_CHAINS, findEvmChain, type EvmChain } from './chains';
import type { RestPriceInput } from '../endpoints/price';
import type { RpcPriceInput } from '../endpoints/rpc';
import { PRICE_CHAINS, RPC_CHAIN_SLUGS, isRpcChainSlug, rpcExchangeOf, type RpcChainSlug } from './priceEndpoints';

/**
 * Which chains each token-price endpoint serves, derived from the one chain table in chains.ts
 * (no second table here). REST (spec 4.4) serves PRICE_CHAINS; JSON-RPC (spec 4.9) serves every
 * slug of RPC_CHAIN_SLUGS, some of which (blast, mantle, zksync, ...) have no entry in the main
 * table. Testnets have no prices at all (real-service notes), so both checks refuse them with
 * their own explanation before any request is sent.
 */

export interface PriceChain {
  /** How the chain is written in URLs: the wire name with hyphens ("polygon-amoy"), or the RPC slug. */
  readonly key: string;
  readonly label: string;
  /** The main-table entry, or null for an RPC-only slug. */
  readonly evm: EvmChain | null;
  readonly rpcSlug: RpcChainSlug | null;
  readonly testnet: boolean;
}

/** The RPC slug of a main-table chain, or null when the JSON-RPC service has none for it. */
export function rpcSlugOf(chain: EvmChain): RpcChainSlug | null {
  return chain.rpcSlug !== null && isRpcChainSlug(chain.rpcSlug) ? chain.rpcSlug : null;
}

/** The main-table chain whose RPC slug this is, if any ("amoy" -> polygon amoy). */
export function evmChainOfRpcSlug(slug: string): EvmChain | undefined {
  return EVM_CHAINS.find((chain) => chain.rpcSlug === slug);
}

/** URL form of a chain name: "polygon amoy" -> "polygon-amoy" (findEvmChain reads both). */
export function chainUrlKey(chain: EvmChain): string {
  return chain.name.replace(/ /g, '-');
}

function fromEvm(chain: EvmChain): PriceChain {
  return { key: chainUrlKey(chain), label: chain.label, evm: chain, rpcSlug: rpcSlugOf(chain), testnet: chain.testnet };
}

/** RPC-only slugs carry no table entry; their testnet-ness shows in the slug itself. */
const RPC_TESTNET_SLUG = /(sepolia|testnet|cardona)$/;

function fromRpcOnly(slug: RpcChainSlug): PriceChain {
  const label = slug
    .split('-')
    .map((part) =>
      part === 'zkevm'
        ? 'zkEVM'
        : part === 'zksync'
          ? 'zkSync'
          : part === 'opbnb'
            ? 'opBNB'
            : `${part[0]!.toUpperCase()}${part.slice(1)}`,
    )
    .join(' ');
  return { key: slug, label, evm: null, rpcSlug: slug, testnet: RPC_TESTNET_SLUG.test(slug) };
}

/** Every chain a price card can name: the main table first, then the RPC-only slugs. */
export const PRICE_CHAIN_OPTIONS: readonly PriceChain[] = [
  ...EVM_CHAINS.map(fromEvm),
  ...RPC_CHAIN_SLUGS.filter((slug) => !evmChainOfRpcSlug(slug)).map(fromRpcOnly),
];

/** Finds a chain by wire name, hex id, URL key or RPC slug ("polygon amoy", "0x13882", "amoy"). */
export function findPriceChain(input: string | null | undefined): PriceChain | undefined {
  if (input == null || input.trim() === '') return undefined;
  const evm = findEvmChain(input) ?? evmChainOfRpcSlug(input.trim().toLowerCase());
  if (evm) return fromEvm(evm);
  const slug = input.trim().toLowerCase();
  return isRpcChainSlug(slug) ? fromRpcOnly(slug) : undefined;
}

export type PriceSource = 'rest' | 'rpc';

export type ChainCheck = { ok: true } | { ok: false; reason: 'testnet' | 'unsupported'; message: string };

const REST_LIST = PRICE_CHAINS.filter((chain) => !chain.testnet)
  .map((chain) => chain.name)
  .join(', ');

export function testnetMessage(chain: PriceChain): string {
  return `${chain.label} is a testnet. Testnet tokens have no market, so the service has no prices for them: nothing was requested. Pick the token's mainnet deployment instead.`;
}

/**
 * REST (spec 4.4). Moonbase is on the spec's list but is a testnet: the real service has no
 * prices there, so it gets the testnet explanation rather than a wasted 50-unit call.
 */
export function checkRestChain(chain: PriceChain): ChainCheck {
  if (chain.testnet) return { ok: false, reason: 'testnet', message: testnetMessage(chain) };
  if (!chain.evm?.restPrice) {
    return {
      ok: false,
      reason: 'unsupported',
      message: `The REST price endpoint does not serve ${chain.label}; it covers only ${REST_LIST}.${chain.rpcSlug ? ' Use the JSON-RPC source for this chain.' : ''}`,
    };
  }
  return { ok: true };
}

/** JSON-RPC (spec 4.9): only chains with a slug. */
export function checkRpcChain(chain: PriceChain): ChainCheck {
  if (chain.testnet) return { ok: false, reason: 'testnet', message: testnetMessage(chain) };
  if (!chain.rpcSlug) {
    return {
      ok: false,
      reason: 'unsupported',
      message: `The JSON-RPC service has no ${chain.label} endpoint (spec 4.9 lists no slug for it). Use the REST source for this chain.`,
    };
  }
  return { ok: true };
}

/** One token's price as a page asks for it: REST takes a named exchange or an address, JSON-RPC only an address. */
export interface PriceRequest {
  chain: PriceChain;
  address: `0x${string}`;
  exchange?: string | null;
  toBlock?: string | null;
}

/**
 * The REST request a token's price allows, or null where the endpoint does not serve the chain
 * (then nothing is sent). The token page's loader and index.html, the watchlist's loader and the
 * cards all build their requests here, so a prefetch and the card's query are one cache entry.
 */
export function restPriceInput({
  chain,
  address,
  exchange = null,
  toBlock = null,
}: PriceRequest): RestPriceInput | null {
  return chain.evm && checkRestChain(chain).ok ? { address, chain: chain.evm, exchange, toBlock } : null;
}

/** The same over JSON-RPC: also null for a named exchange, which JSON-RPC cannot send (spec 4.9). */
export function rpcPriceInput({ chain, address, exchange = null, toBlock = null }: PriceRequest): RpcPriceInput | null {
  const rpcExchange = rpcExchangeOf(exchange);
  return chain.rpcSlug && checkRpcChain(chain).ok && rpcExchange.ok
    ? { address, slug: chain.rpcSlug, exchange: rpcExchange.value, toBlock }
    : null;
}

export function checkChain(chain: PriceChain, source: PriceSource): ChainCheck {
  return source === 'rest' ? checkRestChain(chain) : checkRpcChain(chain);
}

/** The source a new card starts with: REST where it works (it has the liquidity field), else RPC. */
export function defaultSource(chain: PriceChain): PriceSource {
  return checkRestChain(chain).ok || !checkRpcChain(chain).ok ? 'rest' : 'rpc';
}
