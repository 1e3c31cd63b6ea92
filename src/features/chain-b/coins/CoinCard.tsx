import type { ChainBCoin } from '../../../../contract/schemas/chainB';
import { CopyButton } from '../../../components/CopyButton';
import { DetailList, DetailRow } from '../../../components/DetailList';
import { Hash } from '../../../components/Hash';
import { Skeleton } from '../../../components/Skeleton';
import { formatInteger } from '../../../lib/format';
import type { CoinEntry } from '../../../../contract/lib/coinType';
import { isoMicrosTime } from '../format';
import { MicroTimeText } from '../MicroTimeText';
import { CHAIN_B, explorerTxnUrl } from '../../../../contract/lib/chainB';

const card = 'flex min-w-0 flex-col rounded-lg border bg-white dark:bg-zinc-950';

/** Where the hash came from: typed in, or computed here from the coin type the user gave. */
function Provenance({ entry, coinType }: { entry: CoinEntry; coinType: string | null }) {
  if (entry.kind === 'hash') return null;
  return (
    <p className="text-xs text-zinc-500 dark:text-zinc-400">
      Hash computed in your browser: SHA-256 of{' '}
      {entry.coinType === coinType ? (
        'the coin type'
      ) : (
        <code className="break-all font-mono text-zinc-700 dark:text-zinc-300">{entry.coinType}</code>
      )}
      {entry.coinType !== entry.input ? (
        <>
          {' '}
          (you wrote <code className="break-all font-mono">{entry.input}</code>)
        </>
      ) : null}
      .
    </p>
  );
}

export function CoinCard({ entry, coin }: { entry: CoinEntry; coin: ChainBCoin }) {
  const handle = coin.supply_aggregator_table_handle;
  const key = coin.supply_aggregator_table_key;
  return (
    <article aria-label={`${coin.name} (${coin.symbol})`} className={`${card} border-zinc-200 dark:border-zinc-800`}>
      <header className="flex items-baseline gap-2 border-b border-zinc-100 px-4 py-3 dark:border-zinc-800/70">
        <h3 className="min-w-0 truncate text-base font-semibold" title={coin.name}>
          {coin.name || 'Unnamed coin'}
        </h3>
        <span className="rounded bg-zinc-100 px-1.5 py-0.5 font-mono text-xs font-medium text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300">
          {coin.symbol}
        </span>
      </header>
      <DetailList layout="columns" className="px-4 py-3">
        <DetailRow label="Coin type">
          <span className="inline-flex max-w-full items-start gap-1">
            <code className="break-all font-mono text-xs">{coin.coin_type}</code>
            <CopyButton value={coin.coin_type} label={`Copy coin type of ${coin.symbol}`} />
          </span>
        </DetailRow>
        <DetailRow label="Coin type hash">
          <Hash value={coin.coin_type_hash} full className="text-xs" />
        </DetailRow>
        <DetailRow label="Decimals">
          <span className="tabular-nums">{coin.decimals}</span>
        </DetailRow>
        <DetailRow label="Creator">
          <Hash value={coin.creator_address} className="text-xs" />
        </DetailRow>
        <DetailRow label="Created">
          <MicroTimeText
            time={isoMicrosTime(coin.transaction_created_timestamp)}
            raw={coin.transaction_created_timestamp}
          />
        </DetailRow>
        <DetailRow label="Creation version">
          <a
            href={explorerTxnUrl(coin.transaction_version_created)}
            target="_blank"
            rel="noopener noreferrer"
            className="tabular-nums text-accent-700 underline-offset-2 hover:underline dark:text-accent-300"
            title={`Transaction ${coin.transaction_version_created} on ${CHAIN_B.explorer.name} (opens a new tab)`}
          >
            {formatInteger(coin.transaction_version_created)}
            <span className="sr-only"> on {CHAIN_B.explorer.name} (opens a new tab)</span>
          </a>
        </DetailRow>
        {handle || key ? (
          <DetailRow label="Supply aggregator">
            <div className="space-y-1 text-xs">
              {handle ? (
                <div>
                  <span className="text-zinc-500 dark:text-zinc-400">Table handle </span>
                  <Hash value={handle} />
                </div>
              ) : null}
              {key ? (
                <div>
                  <span className="text-zinc-500 dark:text-zinc-400">Key </span>
                  <Hash value={key} />
                </div>
              ) : null}
            </div>
          </DetailRow>
        ) : null}
      </DetailList>
      <footer className="mt-auto px-4 pb-3">
        <Provenance entry={entry} coinType={coin.coin_type} />
      </footer>
    </article>
  );
}

/** A hash the service left out of its answer: it knows no coin with it. */
export function MissingCoinCard({ entry }: { entry: CoinEntry }) {
  return (
    <article
      aria-label={`Not found: ${entry.input}`}
      className={`${card} border-dashed border-zinc-300 dark:border-zinc-700`}
    >
      <header className="flex items-center gap-2 border-b border-zinc-100 px-4 py-3 dark:border-zinc-800/70">
        <h3 className="text-base font-semibold text-zinc-700 dark:text-zinc-300">Not found</h3>
      </header>
      <div className="space-y-2 px-4 py-3 text-sm">
        <p className="text-zinc-600 dark:text-zinc-400">
          The service knows no coin with this {entry.kind === 'type' ? 'type' : 'hash'}.
          {entry.kind === 'type' ? ' Check the address, module and name: the hash changes with every character.' : ''}
        </p>
        {entry.kind === 'type' ? (
          <p>
            <code className="break-all font-mono text-xs">{entry.coinType}</code>
          </p>
        ) : null}
        <Hash value={entry.hash} full className="text-xs" />
      </div>
      {entry.kind === 'type' ? (
        <footer className="mt-auto px-4 pb-3">
          <Provenance entry={entry} coinType={entry.coinType} />
        </footer>
      ) : null}
    </article>
  );
}

export function CoinCardSkeleton() {
  return (
    <div className={`${card} border-zinc-200 dark:border-zinc-800`} aria-hidden="true">
      <div className="flex gap-2 border-b border-zinc-100 px-4 py-3 dark:border-zinc-800/70">
        <Skeleton className="h-5 w-32" />
        <Skeleton className="h-5 w-12" />
      </div>
      <div className="space-y-3 px-4 py-3">
        {['w-full', 'w-5/6', 'w-8', 'w-40', 'w-56', 'w-24'].map((width, index) => (
          <div key={index} className="grid gap-3 sm:grid-cols-[9rem_1fr]">
            <Skeleton className="h-4 w-20" />
            <Skeleton className={`h-4 ${width}`} />
          </div>
        ))}
      </div>
    </div>
  );
}
