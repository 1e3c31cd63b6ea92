/**
 * The one chain table of Chainboard (spec 4.1, 4.4 and 4.9).
 *
 * Everything that needs to know about an EVM chain (its name on the wire, hex id, native unit,
 * block time, which endpoints support it, its JSON-RPC slug) reads it from here: the SPA, the
 * proxy's validation and the stand-in's data generator. What the token-price endpoints accept
 * beyond this table (the JSON-RPC service's own slugs, the named exchanges) is in
 * priceEndpoints.ts: the header's chain selector puts this module in every page's first
 * JavaScript, and those lists are needed only by the token pages.
 */

export interface EvmChain {
  /** The name the main data service accepts in `chain` (spec 4.1), e.g. "polygon amoy". */
  readonly name: string;
  /** The hex chain id the service also accepts, lowercase, e.g. "0x13882". */
  readonly hexId: `0x${string}`;
  /** Human label for the UI. */
  readonly label: string;
  readonly nativeSymbol: string;
  readonly nativeDecimals: number;
  /** Average seconds between blocks; the stand-in spaces its timestamps by it. */
  readonly blockTimeSeconds: number;
  readonly testnet: boolean;
  /** The REST token price endpoint (spec 4.4) accepts this chain. */
  readonly restPrice: boolean;
  /** Path segment for the JSON-RPC service (spec 4.9), or null when it has none. */
  readonly rpcSlug: string | null;
  /** Whether the service records internal transactions on this chain (real-service notes). */
  readonly internalTransactions: boolean;
}

const c = (
  name: string,
  hexId: `0x${string}`,
  label: string,
  nativeSymbol: string,
  blockTimeSeconds: number,
  opts: { testnet?: boolean; restPrice?: boolean; rpcSlug?: string | null; internalTransactions?: boolean } = {},
): EvmChain => ({
  name,
  hexId,
  label,
  nativeSymbol,
  nativeDecimals: 18,
  blockTimeSeconds,
  testnet: opts.testnet ?? false,
  restPrice: opts.restPrice ?? false,
  rpcSlug: opts.rpcSlug === undefined ? name : opts.rpcSlug,
  internalTransactions: opts.internalTransactions ?? true,
});

export const EVM_CHAINS: readonly EvmChain[] = [
  c('eth', '0x1', 'Ethereum', 'ETH', 12, { restPrice: true }),
  c('sepolia', '0xaa36a7', 'Sepolia', 'ETH', 12, { testnet: true }),
  c('holesky', '0x4268', 'Holesky', 'ETH', 12, { testnet: true }),
  c('polygon', '0x89', 'Polygon', 'POL', 2, { restPrice: true }),
  c('polygon amoy', '0x13882', 'Polygon Amoy', 'POL', 2, { testnet: true, rpcSlug: 'amoy' }),
  c('bsc', '0x38', 'BNB Smart Chain', 'BNB', 3, { restPrice: true }),
  c('bsc testnet', '0x61', 'BSC Testnet', 'tBNB', 3, { testnet: true, rpcSlug: 'bsc-testnet' }),
  c('avalanche', '0xa86a', 'Avalanche C-Chain', 'AVAX', 2, { restPrice: true }),
  c('fantom', '0xfa', 'Fantom', 'FTM', 1, { restPrice: true }),
  c('palm', '0x2a15c308d', 'Palm', 'PALM', 5, { restPrice: true, rpcSlug: null }),
  c('cronos', '0x19', 'Cronos', 'CRO', 6, { restPrice: true, rpcSlug: null, internalTransactions: false }),
  c('arbitrum', '0xa4b1', 'Arbitrum One', 'ETH', 0.25, { restPrice: true }),
  c('gnosis', '0x64', 'Gnosis', 'xDAI', 5, { restPrice: true, internalTransactions: false }),
  c('gnosis testnet', '0x27d8', 'Gnosis Chiado', 'xDAI', 5, { testnet: true, rpcSlug: 'gnosis-testnet' }),
  c('chiliz', '0x15b38', 'Chiliz', 'CHZ', 3, { restPrice: true, rpcSlug: null }),
  c('chiliz testnet', '0x15b32', 'Chiliz Spicy', 'CHZ', 3, { testnet: true, rpcSlug: null }),
  c('base', '0x2105', 'Base', 'ETH', 2, { restPrice: true }),
  c('base sepolia', '0x14a34', 'Base Sepolia', 'ETH', 2, { testnet: true, rpcSlug: 'base-sepolia' }),
  c('optimism', '0xa', 'OP Mainnet', 'ETH', 2, { restPrice: true }),
  c('optimism sepolia', '0xaa37d', 'OP Sepolia', 'ETH', 2, { testnet: true, rpcSlug: 'optimism-sepolia' }),
  c('linea', '0xe708', 'Linea', 'ETH', 2, { restPrice: true }),
  c('linea sepolia', '0xe705', 'Linea Sepolia', 'ETH', 2, { testnet: true, rpcSlug: 'linea-sepolia' }),
  c('moonbeam', '0x504', 'Moonbeam', 'GLMR', 6, { restPrice: true, internalTransactions: false }),
  c('moonriver', '0x505', 'Moonriver', 'MOVR', 6, { restPrice: true, internalTransactions: false }),
  c('moonbase', '0x507', 'Moonbase Alpha', 'DEV', 6, { restPrice: true, testnet: true, internalTransactions: false }),
];

export const DEFAULT_CHAIN: EvmChain = EVM_CHAINS[0]!;

const byKey = new Map<string, EvmChain>();
for (const chain of EVM_CHAINS) {
  byKey.set(chain.name, chain);
  byKey.set(chain.hexId, chain);
  byKey.set(String(parseInt(chain.hexId, 16)), chain);
}

/**
 * Finds a chain by the spec's name or hex id (case-insensitive, surrounding space ignored, a
 * hyphen accepted for the space in names like "polygon-amoy" because URLs carry them that way).
 */
export function findEvmChain(input: string | null | undefined): EvmChain | undefined {
  if (input == null) return undefined;
  const key = input.trim().toLowerCase().replace(/-/g, ' ');
  if (key.startsWith('0x')) {
    // Normalise "0x01" and "0X1" to the table's canonical hex.
    if (!/^0x[0-9a-f]+$/.test(key)) return undefined;
    return byKey.get(`0x${BigInt(key).toString(16)}`);
  }
  return byKey.get(key);
}

/** The streams service names chains by hex id ("0x1"); this maps them to a label. */
export function chainLabelFromHexId(hexId: string): string {
  return findEvmChain(hexId)?.label ?? hexId;
}
