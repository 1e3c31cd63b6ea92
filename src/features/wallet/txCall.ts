import { decodeAbiParameters, type AbiParameter } from 'viem';
import { methodOf } from '../../lib/selectors';
import type { WalletTx } from './tx';
import { amountOf, assetOf, native, type StoryContext, type StoryPart, type TxStory } from './txStoryParts';

/**
 * A transaction told from its call alone: what a plain (undecoded) row or a failed one can say.
 * The arguments are decoded from the input by the function's signature, so the plain view and the
 * decoded one read the same values.
 */

function args(input: string, signature: string): readonly unknown[] | null {
  const types = signature
    .slice(signature.indexOf('(') + 1, -1)
    .split(',')
    .filter(Boolean);
  try {
    return decodeAbiParameters(
      types.map((type): AbiParameter => ({ type })),
      `0x${input.slice(10)}`,
    );
  } catch {
    return null;
  }
}

const lower = (value: unknown) => String(value).toLowerCase();

/** A wrapped native token as lists name them (WETH "Wrapped Ether", WMATIC "Wrapped Matic"). */
function isWrappedNative(address: string, context: StoryContext): boolean {
  const token = context.book?.get(address);
  return token !== undefined && token.symbol.startsWith('W') && token.name.startsWith('Wrapped');
}

type Told = Omit<TxStory, 'failed'>;

function transfer(from: string, to: string, moved: StoryPart, me: string): Told {
  if (from === me) return { verb: 'sent', parts: [moved, ' to ', { address: to }] };
  if (to === me) return { verb: 'received', parts: [moved, ' from ', { address: from }] };
  return { verb: 'transferred', parts: [moved, ' from ', { address: from }, ' to ', { address: to }] };
}

/** The story of the call, or null when the function is not one a person needs told differently. */
export function callOf(tx: WalletTx, context: StoryContext): Told | null {
  const method = methodOf(tx.input);
  if (method.kind !== 'known' || tx.to_address === null) return null;
  const values = args(tx.input, method.signature);
  if (!values) return null;
  const contract = tx.to_address.toLowerCase();
  const me = context.wallet.toLowerCase();
  const sender = tx.from_address.toLowerCase();
  const asset = assetOf(contract, context.book);
  const nft = (id: unknown, quantity: bigint | null = null): StoryPart => ({
    nft: { contract, id: BigInt(id as bigint), quantity },
  });
  switch (method.signature) {
    case 'transfer(address,uint256)':
      return transfer(sender, lower(values[0]), amountOf(asset, values[1] as bigint), me);
    case 'transferFrom(address,address,uint256)':
      return transfer(lower(values[0]), lower(values[1]), amountOf(asset, values[2] as bigint), me);
    case 'approve(address,uint256)':
      return (values[1] as bigint) === 0n
        ? { verb: 'revoked', parts: [{ address: lower(values[0]) }, '’s allowance of ', { address: contract }] }
        : {
            verb: 'approved',
            parts: [{ address: lower(values[0]) }, ' to spend ', amountOf(asset, values[1] as bigint)],
          };
    case 'setApprovalForAll(address,bool)':
      return values[1]
        ? { verb: 'approved', parts: [{ address: lower(values[0]) }, ' to move every NFT of ', { address: contract }] }
        : {
            verb: 'revoked',
            parts: [{ address: lower(values[0]) }, '’s approval for every NFT of ', { address: contract }],
          };
    case 'deposit()':
      return isWrappedNative(contract, context) && asset.kind === 'token'
        ? { verb: 'wrapped', parts: [amountOf(native(context.chain), BigInt(tx.value)), ' into ', asset.symbol] }
        : null;
    case 'withdraw(uint256)':
      return isWrappedNative(contract, context)
        ? { verb: 'unwrapped', parts: [amountOf(asset, values[0] as bigint), ' into ', context.chain.nativeSymbol] }
        : null;
    case 'safeTransferFrom(address,address,uint256)':
    case 'safeTransferFrom(address,address,uint256,bytes)':
      return transfer(lower(values[0]), lower(values[1]), nft(values[2]), me);
    case 'safeTransferFrom(address,address,uint256,uint256,bytes)':
      return transfer(lower(values[0]), lower(values[1]), nft(values[2], values[3] as bigint), me);
    default:
      return null;
  }
}
