import { createFileRoute } from '@tanstack/react-router';
import { chainBCoinsOptions } from '../api/chainB';
import { CoinsPage } from '../features/chain-b/coins/CoinsPage';
import { parseCoinsList } from '../features/chain-b/coins/search';
import { parseCoinsSearch } from '../features/chain-b/coins/urlSearch';

export const Route = createFileRoute('/chain-b/coins')({
  validateSearch: parseCoinsSearch,
  loaderDeps: ({ search }) => ({ hashes: search.hashes }),
  loader: ({ context, deps }) => {
    const list = parseCoinsList(deps);
    // Malformed entries or too many: nothing is sent; the page lists the problems.
    if (list.problems.length > 0 || list.tooMany || list.entries.length === 0) return;
    // Not awaited: the page shows skeleton cards at once, and failures inside its own panel.
    void context.queryClient.prefetchQuery(chainBCoinsOptions(list.entries.map((entry) => entry.hash)));
  },
  component: CoinsRoute,
});

function CoinsRoute() {
  const search = Route.useSearch();
  return <CoinsPage search={search} />;
}
