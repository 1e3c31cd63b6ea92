import { callOf } from './txCall';
import { tokenEvents, type TokenEvent } from './txEvents';
import { isFailed, isVerbose, methodText, type WalletTx } from './tx';
import type { VerboseTransaction } from '../../../contract/schemas/evm';
import {
  amountOf,
  assetOf,
  native,
  type Asset,
  type StoryContext,
  type StoryPart,
  type TxStory,
  type Verb,
} from './txStoryParts';

const ZERO = '0x0000000000000000000000000000000000000000';

/**
 * What a transaction did, in one line a person reads: "Swapped 1,200 USDC for 0.38 WETH on
 * Router". Pure: built from the transaction, the wallet it is read for and the token list; the
 * component draws the parts (amounts in token units, addresses with their names).
 *
 * A successful decoded transaction is told from its token events (what actually moved); a plain
 * one, or one that failed (nothing moved), from its call.
 */

const assetKey = (asset: Asset) => (asset.kind === 'native' ? 'native' : asset.address);

/** Amounts joined as "A, B and C". */
function listed(items: readonly StoryPart[][]): StoryPart[] {
  return items.flatMap((item, i) => [...(i === 0 ? [] : [i === items.length - 1 ? ' and ' : ', ']), ...item]);
}

/** Sums per asset, in the order each asset first moved. */
function totals(moves: readonly { asset: Asset; raw: bigint }[]): { asset: Asset; raw: bigint }[] {
  const byKey = new Map<string, { asset: Asset; raw: bigint }>();
  for (const move of moves) {
    const entry = byKey.get(assetKey(move.asset));
    if (entry) entry.raw += move.raw;
    else byKey.set(assetKey(move.asset), { ...move });
  }
  return [...byKey.values()];
}

const amounts = (moves: readonly { asset: Asset; raw: bigint }[]) =>
  listed(totals(moves).map(({ asset, raw }) => [amountOf(asset, raw)]));
const onContract = (tx: WalletTx): StoryPart[] => (tx.to_address ? [' on ', { address: tx.to_address }] : []);

function nftParts(events: readonly Extract<TokenEvent, { kind: 'nft' }>[]): StoryPart[] {
  const contracts = [...new Set(events.map((event) => event.token))];
  const ids = listed(
    events.map((event) => [{ nft: { contract: event.token, id: event.id, quantity: event.quantity } }]),
  );
  return contracts.length === 1 ? [...ids, ' of ', { address: contracts[0]! }] : ids;
}

/** A successful decoded transaction, from the tokens that moved to or from the wallet. */
function fromEvents(
  tx: VerboseTransaction,
  events: readonly TokenEvent[],
  { wallet, chain, book }: StoryContext,
): TxStory | null {
  const me = wallet.toLowerCase();
  const story = (verb: Verb, parts: StoryPart[]): TxStory => ({ verb, failed: false, parts });
  const wraps = events.filter((event) => (event.kind === 'wrap' || event.kind === 'unwrap') && event.account === me);
  const wrap = wraps[0];
  if (wrap && (wrap.kind === 'wrap' || wrap.kind === 'unwrap')) {
    const token = assetOf(wrap.token, book);
    const [from, to] = wrap.kind === 'wrap' ? [native(chain), token] : [token, native(chain)];
    return story(wrap.kind === 'wrap' ? 'wrapped' : 'unwrapped', [
      amountOf(from, wrap.amount),
      ' into ',
      to.kind === 'unknown' ? { address: to.address } : to.symbol,
    ]);
  }
  const fungible = events.filter(
    (event): event is Extract<TokenEvent, { kind: 'fungible' }> => event.kind === 'fungible',
  );
  const out = fungible
    .filter((event) => event.from === me && event.to !== me)
    .map((event) => ({ asset: assetOf(event.token, book), raw: event.amount, to: event.to }));
  const into = fungible
    .filter((event) => event.to === me && event.from !== me)
    .map((event) => ({ asset: assetOf(event.token, book), raw: event.amount, from: event.from }));
  const sentValue = tx.from_address.toLowerCase() === me ? BigInt(tx.value) : 0n;
  const nativeBack = (tx.internal_transactions ?? [])
    .filter((call) => call.to?.toLowerCase() === me && BigInt(call.value) > 0n)
    .reduce((sum, call) => sum + BigInt(call.value), 0n);
  const paid = sentValue > 0n ? [...out, { asset: native(chain), raw: sentValue }] : out;
  const got = nativeBack > 0n ? [...into, { asset: native(chain), raw: nativeBack }] : into;
  const nfts = events.filter(
    (event): event is Extract<TokenEvent, { kind: 'nft' }> =>
      event.kind === 'nft' && (event.from === me || event.to === me),
  );
  if (nfts.length > 0) {
    const mints = nfts.filter((event) => event.from === ZERO && event.to === me);
    if (mints.length > 0)
      return story('minted', [
        ...nftParts(mints),
        ...(sentValue > 0n ? [' for ', amountOf(native(chain), sentValue)] : []),
      ]);
    const sent = nfts.filter((event) => event.from === me);
    if (sent.length > 0) {
      const recipients = new Set(sent.map((event) => event.to));
      return story('sent', [...nftParts(sent), ...(recipients.size === 1 ? [' to ', { address: sent[0]!.to }] : [])]);
    }
    const senders = new Set(nfts.map((event) => event.from));
    return story('received', [
      ...nftParts(nfts),
      ...(senders.size === 1 ? [' from ', { address: nfts[0]!.from }] : []),
      ...(paid.length > 0 ? [' for ', ...amounts(paid)] : []),
    ]);
  }
  const gotKeys = new Set(got.map((move) => assetKey(move.asset)));
  if (paid.length > 0 && got.length > 0 && paid.some((move) => !gotKeys.has(assetKey(move.asset)))) {
    return story('swapped', [...amounts(paid), ' for ', ...amounts(got), ...onContract(tx)]);
  }
  if (out.length > 0) {
    const recipients = new Set(out.map((move) => move.to));
    return story('sent', [...amounts(out), ...(recipients.size === 1 ? [' to ', { address: out[0]!.to }] : [])]);
  }
  if (into.length > 0) {
    const senders = new Set(into.map((move) => move.from));
    return story('received', [...amounts(into), ...(senders.size === 1 ? [' from ', { address: into[0]!.from }] : [])]);
  }
  const approval = events.find((event) => event.kind === 'approval' && event.owner === me);
  if (approval?.kind === 'approval') {
    return story('approved', [
      { address: approval.spender },
      ' to spend ',
      amountOf(assetOf(approval.token, book), approval.amount),
    ]);
  }
  // The wallet is neither side (a token contract's own page): one transfer is told in the third person.
  const only = fungible.length === 1 ? fungible[0] : undefined;
  if (only)
    return story('transferred', [
      amountOf(assetOf(only.token, book), only.amount),
      ' from ',
      { address: only.from },
      ' to ',
      { address: only.to },
    ]);
  return null;
}

/** A native transfer: no call data. */
function nativeTransfer(tx: WalletTx, { wallet, chain }: StoryContext, failed: boolean): TxStory {
  const me = wallet.toLowerCase();
  const value = amountOf(native(chain), BigInt(tx.value));
  const from = tx.from_address.toLowerCase();
  const to = tx.to_address?.toLowerCase() ?? '';
  if (from === me && to === me) return { verb: 'sent', failed, parts: [value, ' to itself'] };
  if (from === me) return { verb: 'sent', failed, parts: [value, ' to ', { address: to }] };
  if (to === me) return { verb: 'received', failed, parts: [value, ' from ', { address: from }] };
  return { verb: 'transferred', failed, parts: [value, ' from ', { address: from }, ' to ', { address: to }] };
}

export function describeTx(tx: WalletTx, context: StoryContext): TxStory {
  const failed = isFailed(tx);
  if (tx.to_address === null) {
    return tx.receipt_contract_address && !failed
      ? { verb: 'created', failed, parts: ['contract ', { address: tx.receipt_contract_address }] }
      : { verb: 'created', failed: true, parts: ['a contract'] };
  }
  if (tx.input === '0x' || tx.input === '') return nativeTransfer(tx, context, failed);
  if (!failed && isVerbose(tx)) {
    const told = fromEvents(tx, tx.logs.flatMap(tokenEvents), context);
    if (told) return told;
  }
  const call = callOf(tx, context);
  const value = BigInt(tx.value);
  return call
    ? { ...call, failed }
    : {
        verb: 'called',
        failed,
        parts: [
          { method: methodText(tx) },
          ...onContract(tx),
          ...(value > 0n ? [' with ', amountOf(native(context.chain), value)] : []),
        ],
      };
}
