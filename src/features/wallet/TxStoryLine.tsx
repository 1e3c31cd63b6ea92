import { Amount, CopyButton } from '../../components';
import type { EvmChain } from '../../../contract/lib/chains';
import { formatInteger } from '../../lib/format';
import { useTokenBookStatus } from '../../lib/tokenList';
import { KnownAddress, useAddressBook, WithTokenBook } from './AddressBook';
import type { WalletTx } from './tx';
import { describeTx } from './txStory';
import type { StoryPart } from './txStoryParts';
import { lead, nftText, storyText } from './txStoryText';

function Part({ part, chain }: { part: StoryPart; chain: EvmChain }) {
  if (typeof part === 'string') return <>{part}</>;
  if ('address' in part) return <KnownAddress address={part.address} chain={chain} />;
  if ('nft' in part) return <span className="font-mono">{nftText(part.nft)}</span>;
  if ('method' in part)
    return <code className="rounded bg-zinc-100 px-1 font-mono text-xs dark:bg-zinc-800">{part.method}</code>;
  const { asset, raw, unlimited } = part.amount;
  if (asset.kind === 'unknown') {
    return (
      <span>
        <span className="font-medium tabular-nums">{unlimited ? 'unlimited' : formatInteger(raw)}</span> raw units of{' '}
        <KnownAddress address={asset.address} chain={chain} />{' '}
        <span className="text-zinc-500 dark:text-zinc-400">(decimals unknown)</span>
      </span>
    );
  }
  if (unlimited) return <span className="font-medium">unlimited {asset.symbol}</span>;
  return (
    <Amount raw={raw} decimals={asset.decimals} symbol={asset.symbol} maxFractionDigits={6} className="font-medium" />
  );
}

/**
 * The transaction in one line of plain words, over the details. It waits for the chain's token
 * list (a moment, once per chain) so that amounts never flash in raw units first.
 */
export function TxStoryLine({ tx, wallet, chain }: { tx: WalletTx; wallet: string; chain: EvmChain }) {
  const { book, loading } = useTokenBookStatus(chain.hexId);
  const { names } = useAddressBook();
  if (loading)
    return (
      <p aria-busy="true" className="text-sm text-zinc-500 dark:text-zinc-400">
        Reading the token list…
      </p>
    );
  const story = describeTx(tx, { wallet, chain, book });
  const nameOf = (address: string) => {
    const known = names.get(address);
    return known?.label ?? known?.entity ?? book?.get(address)?.name ?? address;
  };
  return (
    <div className="flex items-start gap-1">
      <p data-testid="tx-story" className="min-w-0 flex-1 text-sm leading-6">
        <span className={story.failed ? 'font-medium text-red-700 dark:text-red-300' : 'font-medium'}>
          {lead(story)}
        </span>{' '}
        <WithTokenBook tokens={book}>
          {story.parts.map((part, i) => (
            <Part key={i} part={part} chain={chain} />
          ))}
        </WithTokenBook>
      </p>
      <CopyButton value={storyText(story, nameOf)} label="Copy this summary" />
    </div>
  );
}
