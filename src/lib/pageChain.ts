import { DEFAULT_CHAIN, findEvmChain, type EvmChain } from '../../contract/lib/chains';

/**
 * The EVM chain a page shows, read from its address: the wallet, NFT and token pages take
 * `?chain=` (Ethereum without it). Null for pages that show no one EVM chain. The header's
 * chain selector shows this chain on such a page, so it never names another chain than the page.
 */
const CHAIN_PAGES = /^\/(wallet|nft|token)\/[^/]+\/?$/;

export function pageChainOf(pathname: string, search: Record<string, unknown>): EvmChain | null {
  if (!CHAIN_PAGES.test(pathname)) return null;
  const raw = search.chain;
  return (typeof raw === 'string' || typeof raw === 'number' ? findEvmChain(String(raw)) : undefined) ?? DEFAULT_CHAIN;
}
