import { formatInteger, formatUnitsExact } from '../../lib/format';
import { VERBS, type AssetAmount, type StoryPart, type TxStory } from './txStoryParts';

/**
 * The story as plain text, the words the page draws with an address's name for each address:
 * the line's copy text and tooltip, and what the tests read.
 */

/** An amount in its token's units, or in raw units when the token's decimals are unknown. */
export function amountText({ asset, raw, unlimited }: AssetAmount, nameOf: (address: string) => string): string {
  if (asset.kind === 'unknown')
    return `${unlimited ? 'unlimited' : formatInteger(raw)} raw units of ${nameOf(asset.address)} (decimals unknown)`;
  if (unlimited) return `unlimited ${asset.symbol}`;
  return `${formatUnitsExact(raw, asset.decimals, { maxFractionDigits: 6 })} ${asset.symbol}`;
}

export const nftText = ({ id, quantity }: { id: bigint; quantity: bigint | null }) =>
  `${quantity === null ? '' : `${formatInteger(quantity)} × `}#${id}`;

export function partText(part: StoryPart, nameOf: (address: string) => string): string {
  if (typeof part === 'string') return part;
  if ('amount' in part) return amountText(part.amount, nameOf);
  if ('address' in part) return nameOf(part.address);
  if ('nft' in part) return nftText(part.nft);
  return part.method;
}

/** The first words: the verb, or "Failed: tried to …" for a transaction that moved nothing. */
export const lead = (story: TxStory) =>
  story.failed ? `Failed: tried to ${VERBS[story.verb][1]}` : VERBS[story.verb][0];

export function storyText(story: TxStory, nameOf: (address: string) => string = (address) => address): string {
  return `${lead(story)} ${story.parts.map((part) => partText(part, nameOf)).join('')}`;
}
