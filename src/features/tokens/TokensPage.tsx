import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { WidgetBoundary } from '../../components';
import { ENDPOINTS } from '../../../contract/endpoints/records';
import { AddTokenForm } from './AddTokenForm';
import { DEFAULT_WATCHLIST } from '../../../contract/pages/tokens/defaults';
import { RefreshPicker } from './RefreshPicker';
import type { TokensSearch } from '../../../contract/pages/tokens/search';
import { TokenCard } from './TokenCard';
import {
  MAX_WATCH_ENTRIES,
  entryId,
  parseWatchlist,
  serializeWatchlist,
  type CardSource,
  type WatchEntry,
} from '../../../contract/pages/tokens/watchlist';
import { storeWatchlist } from './storedWatchlist';

export function TokensPage({ search }: { search: TokensSearch }) {
  const navigate = useNavigate({ from: '/tokens' });
  const { entries, problems } = parseWatchlist(search.list);
  const refresh = search.refresh ?? 0;

  // The URL is the source of truth; storage remembers it for the next visit without a link.
  useEffect(() => {
    if (search.list !== undefined) storeWatchlist(search.list);
  }, [search.list]);

  const setEntries = (next: WatchEntry[]) =>
    void navigate({ search: (prev) => ({ ...prev, list: serializeWatchlist(next) }), replace: false });

  const add = ({ chain, address }: Omit<WatchEntry, 'source'>): string | null => {
    if (entries.some((e) => entryId(e) === entryId({ chain, address })))
      return 'This token is already on the watchlist for that chain.';
    if (entries.length >= MAX_WATCH_ENTRIES)
      return `The watchlist holds at most ${MAX_WATCH_ENTRIES} tokens; remove one first.`;
    setEntries([...entries, { chain, address, source: null }]);
    return null;
  };
  const remove = (id: string) => setEntries(entries.filter((e) => entryId(e) !== id));
  const setSource = (id: string, source: CardSource) =>
    setEntries(entries.map((e) => (entryId(e) === id ? { ...e, source } : e)));

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold">Token prices</h1>
          <p className="text-sm text-zinc-600 dark:text-zinc-400">
            USD prices with 24 h change, over REST ({ENDPOINTS.price.computeUnits} CU a call) or JSON-RPC (
            {ENDPOINTS.rpc.computeUnits} CU). The watchlist lives in this page’s link: bookmark or share it.
          </p>
        </div>
        <RefreshPicker
          value={refresh}
          onChange={(value) =>
            void navigate({ search: (prev) => ({ ...prev, refresh: value === 0 ? undefined : value }), replace: true })
          }
        />
      </div>

      <AddTokenForm onAdd={add} />

      {problems.length > 0 ? (
        <div
          role="alert"
          className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950/50 dark:text-amber-100"
        >
          <p className="font-semibold">
            Some watchlist entries in the link could not be read and were skipped (nothing was requested for them):
          </p>
          <ul className="mt-1 list-disc pl-5">
            {problems.map((p, i) => (
              <li key={i}>
                <code className="break-all">{p.raw}</code>: {p.message}
              </li>
            ))}
          </ul>
          <button type="button" onClick={() => setEntries(entries)} className="mt-2 underline">
            Remove them from the link
          </button>
        </div>
      ) : null}

      {entries.length === 0 ? (
        <div className="rounded-lg border border-dashed border-zinc-300 p-8 text-center text-sm text-zinc-600 dark:border-zinc-700 dark:text-zinc-400">
          <p>The watchlist is empty. Add a token above by pasting its contract address.</p>
          <button
            type="button"
            onClick={() => void navigate({ search: (prev) => ({ ...prev, list: DEFAULT_WATCHLIST }) })}
            className="mt-2 font-medium text-zinc-900 underline dark:text-zinc-100"
          >
            Restore the default list (WETH, USDC, WBTC, WPOL)
          </button>
        </div>
      ) : (
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
          {entries.map((entry) => {
            const id = entryId(entry);
            return (
              <WidgetBoundary key={id} title={`Token ${id}`}>
                <TokenCard
                  entry={entry}
                  refreshSeconds={refresh}
                  onRemove={() => remove(id)}
                  onSourceChange={(s) => setSource(id, s)}
                />
              </WidgetBoundary>
            );
          })}
        </div>
      )}
    </div>
  );
}
