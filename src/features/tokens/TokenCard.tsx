import { Link } from '@tanstack/react-router';
import { formatUpdatedAgo } from '../../lib/formatTime';
import { shortenHex } from '../../lib/format';
import { useNow } from '../../lib/useNow';
import { defaultSource } from '../../../contract/lib/tokenChains';
import { XIcon } from '../../components/icons/XIcon';
import { Divergence } from './Divergence';
import { SourcePicker } from './SourcePicker';
import { SOURCE_LABEL, SourcePrice } from './SourcePrice';
import { TokenLogo } from './TokenLogo';
import { usePrices } from './usePrices';
import { UNKNOWN_TOKEN, useTokenIdentity } from '../token/useTokenIdentity';
import type { CardSource, WatchEntry } from '../../../contract/pages/tokens/watchlist';

export interface TokenCardProps {
  entry: WatchEntry;
  /** Seconds between refetches; 0 = off. */
  refreshSeconds: number;
  onRemove: () => void;
  onSourceChange: (source: CardSource) => void;
}

/** One watchlist token: its price from REST, JSON-RPC or both, refreshed on the user's interval. */
export function TokenCard({ entry, refreshSeconds, onRemove, onSourceChange }: TokenCardProps) {
  const { chain, address } = entry;
  const source: CardSource = entry.source ?? defaultSource(chain);
  const wantRest = source !== 'rpc';
  const wantRpc = source !== 'rest';
  const {
    restCheck,
    rpcCheck,
    restQuery,
    rpcQuery,
    restData,
    rpcData,
    restUpdatedAt,
    rpcUpdatedAt,
    fetching,
    settled,
  } = usePrices(
    { chain, address },
    { rest: wantRest, rpc: wantRpc, refetchInterval: refreshSeconds > 0 ? refreshSeconds * 1000 : false },
  );
  const now = useNow(1000);
  const data = restData ?? rpcData;
  const identity = useTokenIdentity(chain, address, [restData, rpcData], settled);
  // Before any answer the card is named by its address; after, by what the answers or the token list say.
  const name = identity.name ?? (data ? UNKNOWN_TOKEN : shortenHex(address));
  const symbol = identity.symbol ?? '';
  const updatedAt = Math.max(restUpdatedAt, rpcUpdatedAt);

  return (
    <article
      aria-label={`${name}${symbol ? ` (${symbol})` : ''} on ${chain.label}`}
      data-testid="token-card"
      className="flex flex-col gap-3 rounded-lg border border-zinc-200 bg-white p-4 shadow-xs dark:border-zinc-800 dark:bg-zinc-950"
    >
      <header className="flex items-start gap-3">
        <TokenLogo logo={identity.logo} symbol={symbol} />
        <div className="min-w-0 flex-1">
          <h2 className="truncate text-base font-semibold">
            <Link to="/token/$address" params={{ address }} search={{ chain: chain.key }} className="hover:underline">
              {name}
            </Link>
          </h2>
          <p className="truncate text-xs text-zinc-500 dark:text-zinc-400">
            {symbol ? <span className="font-medium text-zinc-700 dark:text-zinc-300">{symbol}</span> : null}
            {symbol ? ' · ' : ''}
            {chain.label}
            {data ? (
              <>
                {' '}
                · <span className="font-mono">{shortenHex(address)}</span>
              </>
            ) : null}
          </p>
        </div>
        <button
          type="button"
          onClick={onRemove}
          aria-label={`Remove ${symbol || shortenHex(address)} on ${chain.label} from the watchlist`}
          className="rounded-md p-1 text-zinc-500 hover:bg-zinc-100 hover:text-zinc-900 dark:text-zinc-400 dark:hover:bg-zinc-800 dark:hover:text-zinc-100"
        >
          <XIcon className="size-4" />
        </button>
      </header>

      {/* "Both" stacks the two prices in the card's own column: the grid around it keeps its places. */}
      <div className={source === 'both' ? 'space-y-3' : ''}>
        {wantRest ? (
          <section aria-label={`${SOURCE_LABEL.rest} price`} className="space-y-1">
            {source === 'both' ? (
              <h3 className="text-xs font-semibold uppercase tracking-wide text-zinc-500 dark:text-zinc-400">REST</h3>
            ) : null}
            <SourcePrice source="rest" chain={chain} check={restCheck} query={restQuery} />
          </section>
        ) : null}
        {wantRpc ? (
          <section aria-label={`${SOURCE_LABEL.rpc} price`} className="space-y-1">
            {source === 'both' ? (
              <h3 className="text-xs font-semibold uppercase tracking-wide text-zinc-500 dark:text-zinc-400">
                JSON-RPC
              </h3>
            ) : null}
            <SourcePrice source="rpc" chain={chain} check={rpcCheck} query={rpcQuery} />
          </section>
        ) : null}
      </div>
      {source === 'both' && restData && rpcData ? <Divergence rest={restData} rpc={rpcData} /> : null}

      <footer className="mt-auto flex flex-wrap items-center justify-between gap-2 border-t border-zinc-100 pt-2 dark:border-zinc-800">
        <SourcePicker
          value={source}
          onChange={onSourceChange}
          name={`${symbol || shortenHex(address)} on ${chain.label}`}
        />
        <span className="text-xs text-zinc-500 tabular-nums dark:text-zinc-400" aria-live="off">
          {fetching ? 'Refreshing…' : updatedAt > 0 ? `Updated ${formatUpdatedAgo(updatedAt, now)}` : ''}
        </span>
      </footer>
    </article>
  );
}
