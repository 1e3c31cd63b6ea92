import { createFileRoute } from '@tanstack/react-router';
import { CoinsPage } from '../features/chain-b/coins/CoinsPage';
import { coinsFirstCall } from '../features/chain-b/coins/firstCall';
import { parseCoinsSearch } from '../features/chain-b/coins/urlSearch';

export const Route = createFileRoute('/chain-b/coins')({
  validateSearch: parseCoinsSearch,
  loaderDeps: ({ search }) => ({ hashes: search.hashes }),
  loader: ({ context, deps, preload }) => {
    // A hover preload loads only the code (src/routes/wallet.$address.tsx says why). Malformed
    // entries or too many: nothing is sent; the page lists the problems.
    if (preload) return;
    const first = coinsFirstCall(deps);
    if (!first) return;
    // Not awaited: the page shows skeleton cards at once, and failures inside its own panel.
    void first.start(context.queryClient);
  },
  component: CoinsRoute,
});

function CoinsRoute() {
  const search = Route.useSearch();
  return <CoinsPage search={search} />;
}
