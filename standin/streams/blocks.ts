import { findEvmChain } from '../../contract/lib/chains';
import { headAt } from '../chainB/heights';
import { lastBlockAtOrBefore, timelineOf } from '../evm/blocks';

/**
 * The block a failed delivery was about: the chain's newest block at that moment. EVM chains use
 * the EVM service's own timeline (standin/evm/blocks.ts), so a log's block number is a block the
 * wallet pages know, made at that time; the aptos stream (same hex id as Ethereum, told apart by
 * its type) uses Aptos's timeline.
 */
export function blockNumberAt(type: 'evm' | 'aptos', chain: string, ms: number): number {
  if (type === 'aptos') return Math.max(0, headAt(ms));
  const evm = findEvmChain(chain);
  if (!evm) throw new Error(`stream chain ${chain} is not in the chain table`);
  return Math.max(0, lastBlockAtOrBefore(timelineOf(evm), ms));
}
