import { EVM_CHAINS, type EvmChain } from '../../contract/lib/chains';
import { isRpcChainSlug } from '../../contract/lib/priceEndpoints';

/**
 * The JSON-RPC service's chain slugs (spec 4.9). Most are chains of the main table; the rest
 * (blast, mantle, zksync, ...) exist only here, with the facts the price data needs.
 */

const rpcOnly = (
  name: string,
  hexId: `0x${string}`,
  label: string,
  nativeSymbol: string,
  blockTimeSeconds: number,
  testnet = false,
): EvmChain => ({
  name,
  hexId,
  label,
  nativeSymbol,
  nativeDecimals: 18,
  blockTimeSeconds,
  testnet,
  restPrice: false,
  rpcSlug: name,
  internalTransactions: true,
});

const RPC_ONLY: readonly EvmChain[] = [
  rpcOnly('arbitrum-sepolia', '0x66eee', 'Arbitrum Sepolia', 'ETH', 0.25, true),
  rpcOnly('blast', '0x13e31', 'Blast', 'ETH', 2),
  rpcOnly('blast-sepolia', '0xa0c71fd', 'Blast Sepolia', 'ETH', 2, true),
  rpcOnly('mantle', '0x1388', 'Mantle', 'MNT', 2),
  rpcOnly('mantle-sepolia', '0x138b', 'Mantle Sepolia', 'MNT', 2, true),
  rpcOnly('polygon-zkevm', '0x44d', 'Polygon zkEVM', 'ETH', 3),
  rpcOnly('polygon-zkevm-cardona', '0x98a', 'Polygon zkEVM Cardona', 'ETH', 3, true),
  rpcOnly('zksync', '0x144', 'zkSync Era', 'ETH', 1),
  rpcOnly('zksync-sepolia', '0x12c', 'zkSync Sepolia', 'ETH', 1, true),
  rpcOnly('zetachain', '0x1b58', 'ZetaChain', 'ZETA', 6),
  rpcOnly('zetachain-testnet', '0x1b59', 'ZetaChain Testnet', 'ZETA', 6, true),
  rpcOnly('opbnb', '0xcc', 'opBNB', 'BNB', 1),
];

export function rpcChain(slug: string): EvmChain | undefined {
  if (!isRpcChainSlug(slug)) return undefined;
  return EVM_CHAINS.find((chain) => chain.rpcSlug === slug) ?? RPC_ONLY.find((chain) => chain.name === slug);
}
