import { DEFAULT_CHAIN, findEvmChain, type EvmChain } from '../../contract/lib/chains';
import { useStoredString, writeStored } from './storage';

/**
 * The last EVM chain chosen in the header's selector. Only a default for the search box: pages
 * take `chain` from their own URL so that links stay shareable.
 */
const KEY = 'chain';

export function setPreferredChain(chain: EvmChain): void {
  writeStored(KEY, chain.name);
}

export function usePreferredChain(): EvmChain {
  return findEvmChain(useStoredString(KEY)) ?? DEFAULT_CHAIN;
}
