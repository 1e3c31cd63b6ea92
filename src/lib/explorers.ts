import type { EvmChain } from '../../contract/lib/chains';

/**
 * Each EVM chain's public block explorer: the one table of external explorer links. The data
 * service has no transaction or block look-up, so a transaction hash or an EVM block number is
 * sent there. Every explorer listed serves `/tx/<hash>`, `/block/<number>` and `/address/<a>`.
 */
export interface Explorer {
  /** The explorer's name, as its users know it. */
  readonly name: string;
  /** Origin, no trailing slash. */
  readonly url: string;
}

const EXPLORERS: Readonly<Record<string, Explorer>> = {
  '0x1': { name: 'Etherscan', url: 'https://etherscan.io' },
  '0xaa36a7': { name: 'Sepolia Etherscan', url: 'https://sepolia.etherscan.io' },
  '0x4268': { name: 'Holesky Etherscan', url: 'https://holesky.etherscan.io' },
  '0x89': { name: 'PolygonScan', url: 'https://polygonscan.com' },
  '0x13882': { name: 'Amoy PolygonScan', url: 'https://amoy.polygonscan.com' },
  '0x38': { name: 'BscScan', url: 'https://bscscan.com' },
  '0x61': { name: 'BscScan Testnet', url: 'https://testnet.bscscan.com' },
  '0xa86a': { name: 'Snowtrace', url: 'https://snowtrace.io' },
  '0xfa': { name: 'FTMScan', url: 'https://ftmscan.com' },
  '0x2a15c308d': { name: 'Palm Explorer', url: 'https://explorer.palm.io' },
  '0x19': { name: 'Cronoscan', url: 'https://cronoscan.com' },
  '0xa4b1': { name: 'Arbiscan', url: 'https://arbiscan.io' },
  '0x64': { name: 'GnosisScan', url: 'https://gnosisscan.io' },
  '0x27d8': { name: 'Chiado Blockscout', url: 'https://gnosis-chiado.blockscout.com' },
  '0x15b38': { name: 'Chiliscan', url: 'https://chiliscan.com' },
  '0x15b32': { name: 'Chiliscan Testnet', url: 'https://testnet.chiliscan.com' },
  '0x2105': { name: 'BaseScan', url: 'https://basescan.org' },
  '0x14a34': { name: 'Sepolia BaseScan', url: 'https://sepolia.basescan.org' },
  '0xa': { name: 'Optimistic Etherscan', url: 'https://optimistic.etherscan.io' },
  '0xaa37d': { name: 'OP Sepolia Etherscan', url: 'https://sepolia-optimism.etherscan.io' },
  '0xe708': { name: 'LineaScan', url: 'https://lineascan.build' },
  '0xe705': { name: 'Sepolia LineaScan', url: 'https://sepolia.lineascan.build' },
  '0x504': { name: 'Moonscan', url: 'https://moonbeam.moonscan.io' },
  '0x505': { name: 'Moonriver Moonscan', url: 'https://moonriver.moonscan.io' },
  '0x507': { name: 'Moonbase Moonscan', url: 'https://moonbase.moonscan.io' },
};

export function explorerOf(chain: EvmChain): Explorer | null {
  return EXPLORERS[chain.hexId] ?? null;
}

/** A transaction's page on the chain's explorer, or null for a chain without one listed. */
export function explorerTxUrl(chain: EvmChain, hash: string): string | null {
  const explorer = explorerOf(chain);
  return explorer ? `${explorer.url}/tx/${hash.toLowerCase()}` : null;
}

/** A block's page on the chain's explorer (the number in plain digits). */
export function explorerBlockUrl(chain: EvmChain, block: bigint | string): string | null {
  const explorer = explorerOf(chain);
  return explorer ? `${explorer.url}/block/${block.toString()}` : null;
}
