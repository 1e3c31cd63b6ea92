import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { chainBCoinsOptions, type ChainBCoinLookup } from '../../../api/chainB';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { CHAIN_B, COINS_PER_CALL } from '../../../../contract/lib/chainB';
import { coinTypeHash, MAX_COIN_ENTRIES, type CoinEntry } from '../../../../contract/lib/coinType';
import { CoinCard, CoinCardSkeleton, MissingCoinCard } from './CoinCard';
import { CoinForm, EntryProblems } from './CoinForm';
import { UnreadableItems } from '../../../components/UnreadableItems';
import { parseCoinsList, type CoinsSearch } from '../../../../contract/pages/chain-b/coins/search';

const grid = 'grid gap-4 lg:grid-cols-2';

export function CoinsPage({ search }: { search: CoinsSearch }) {
  const navigate = useNavigate();
  const list = parseCoinsList(search);
  const valid = list.problems.length === 0 && list.tooMany === null && list.entries.length > 0;
  const query = useQuery({ ...chainBCoinsOptions(list.entries.map((entry) => entry.hash)), enabled: valid });

  return (
    <div className="space-y-6">
      <div>
        <p className="text-xs font-medium uppercase tracking-wide text-zinc-500 dark:text-zinc-400">{CHAIN_B.label}</p>
        <h1 className="text-xl font-semibold">Coins</h1>
        <p className="mt-1 max-w-3xl text-sm text-zinc-600 dark:text-zinc-400">
          Coin metadata by coin type: name, symbol, decimals, creator and creation time, up to {MAX_COIN_ENTRIES} coins
          at once (the service takes {COINS_PER_CALL} per call; a longer list goes in several calls).
        </p>
      </div>
      <CoinForm search={search} onSubmit={(next) => void navigate({ to: '/chain-b/coins', search: next })} />
      {list.problems.length > 0 || list.tooMany ? (
        <EntryProblems
          problems={list.problems}
          tooMany={list.tooMany}
          lead="The list in this link was not looked up."
        />
      ) : list.entries.length === 0 ? (
        <Examples />
      ) : query.isPending ? (
        <section aria-label="Loading coins" aria-busy="true" className={grid}>
          {list.entries.map((entry) => (
            <CoinCardSkeleton key={entry.hash} />
          ))}
        </section>
      ) : query.isError ? (
        <ErrorPanel error={query.error} title="Coin lookup" onRetry={() => void query.refetch()} />
      ) : (
        <>
          <Results
            entries={list.entries}
            lookups={query.data.lookups}
            unreadable={query.data.unreadable.length}
            calls={query.data.calls}
          />
          <UnreadableItems items={query.data.unreadable} noun="coin" />
        </>
      )}
    </div>
  );
}

function Results({
  entries,
  lookups,
  unreadable,
  calls,
}: {
  entries: CoinEntry[];
  lookups: ChainBCoinLookup[];
  unreadable: number;
  calls: number;
}) {
  const byHash = new Map(lookups.map((lookup) => [lookup.hash, lookup.coin]));
  const found = entries.filter((entry) => byHash.get(entry.hash)).length;
  return (
    <section aria-labelledby="coin-results" className="space-y-3">
      <h2 id="coin-results" className="text-base font-semibold">
        {found} of {entries.length} found
        {unreadable > 0 ? (
          <span className="ml-2 text-sm font-normal text-amber-800 dark:text-amber-300">
            ({unreadable} more in the answer could not be read, below)
          </span>
        ) : null}
      </h2>
      {calls > 1 ? (
        <p data-testid="coin-calls" className="text-sm text-zinc-600 dark:text-zinc-400">
          Looked up in {calls} calls: the service takes {COINS_PER_CALL} coins per call.
        </p>
      ) : null}
      <div className={grid}>
        {entries.map((entry) => {
          const coin = byHash.get(entry.hash);
          return coin ? (
            <CoinCard key={entry.hash} entry={entry} coin={coin} />
          ) : (
            <MissingCoinCard key={entry.hash} entry={entry} />
          );
        })}
      </div>
    </section>
  );
}

/** The empty page: what to type, with a ready example of each kind. */
function Examples() {
  const aptHash = coinTypeHash(CHAIN_B.nativeCoinType);
  const link = 'font-mono text-accent-700 underline-offset-2 hover:underline dark:text-accent-300 break-all text-left';
  return (
    <section aria-labelledby="coin-examples" className="space-y-2 text-sm text-zinc-600 dark:text-zinc-400">
      <h2 id="coin-examples" className="font-medium text-zinc-800 dark:text-zinc-200">
        Try
      </h2>
      <ul className="space-y-1">
        <li>
          By type:{' '}
          <Link to="/chain-b/coins" search={{ hashes: CHAIN_B.nativeCoinType }} className={link}>
            {CHAIN_B.nativeCoinType}
          </Link>
        </li>
        <li>
          By hash:{' '}
          <Link to="/chain-b/coins" search={{ hashes: aptHash }} className={link}>
            {aptHash}
          </Link>
        </li>
      </ul>
    </section>
  );
}
