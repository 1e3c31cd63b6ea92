import type { EvmChain } from '../../../contract/lib/chains';
import type { TokenBook } from '../../lib/tokenList';
import { MAX_UINT256 } from './decodeHints';

/** The pieces a transaction's one-line story is made of (txStory.ts builds it, TxStoryLine draws it). */

export type Asset =
  | { kind: 'native'; symbol: string; decimals: number }
  | { kind: 'token'; address: string; symbol: string; decimals: number }
  /** A token the list does not know: its amount stays in raw units. */
  | { kind: 'unknown'; address: string };

export interface AssetAmount {
  asset: Asset;
  raw: bigint;
  unlimited: boolean;
}

export type StoryPart =
  | string
  | { amount: AssetAmount }
  | { address: string }
  | { nft: { contract: string; id: bigint; quantity: bigint | null } }
  /** A function's name, drawn as code. */
  | { method: string };

/** Past tense for what happened; the base form after "Tried to" for a failed transaction. */
export const VERBS = {
  sent: ['Sent', 'send'],
  received: ['Received', 'receive'],
  transferred: ['Transferred', 'transfer'],
  approved: ['Approved', 'approve'],
  revoked: ['Revoked', 'revoke'],
  swapped: ['Swapped', 'swap'],
  wrapped: ['Wrapped', 'wrap'],
  unwrapped: ['Unwrapped', 'unwrap'],
  minted: ['Minted', 'mint'],
  created: ['Created', 'create'],
  called: ['Called', 'call'],
} as const;
export type Verb = keyof typeof VERBS;

export interface TxStory {
  verb: Verb;
  failed: boolean;
  /** The parts after the verb. */
  parts: StoryPart[];
}

export interface StoryContext {
  wallet: string;
  chain: EvmChain;
  book: TokenBook | null;
}

export function assetOf(address: string, book: TokenBook | null): Asset {
  const token = book?.get(address.toLowerCase());
  return token
    ? { kind: 'token', address: token.address, symbol: token.symbol, decimals: token.decimals }
    : { kind: 'unknown', address: address.toLowerCase() };
}

export const amountOf = (asset: Asset, raw: bigint): { amount: AssetAmount } => ({
  amount: { asset, raw, unlimited: raw === MAX_UINT256 && asset.kind !== 'native' },
});
export const native = (chain: EvmChain): Asset => ({
  kind: 'native',
  symbol: chain.nativeSymbol,
  decimals: chain.nativeDecimals,
});
