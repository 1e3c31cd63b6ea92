import { createFileRoute, redirect } from '@tanstack/react-router';
import { prefetchWatchlist } from '../features/tokens/prefetch';
import { parseTokensSearch } from '../features/tokens/search';
import { TokensPage } from '../features/tokens/TokensPage';
import { loadStoredWatchlist } from '../features/tokens/storedWatchlist';

export const Route = createFileRoute('/tokens')({
  validateSearch: parseTokensSearch,
  beforeLoad: async ({ search }) => {
    // A link with a list wins; without one, bring back the stored list (or the first-visit defaults) into the URL.
    if (search.list !== undefined) return;
    // The defaults come with the page's chunks (its "restore the defaults" uses them too; the
    // build puts them in the shared data chunk), which this route loads anyway, rather than with
    // the JavaScript every page loads first.
    const list = loadStoredWatchlist() ?? (await import('../features/tokens/defaults')).DEFAULT_WATCHLIST;
    throw redirect({ to: '/tokens', search: { ...search, list }, replace: true });
  },
  loaderDeps: ({ search }) => ({ list: search.list }),
  // A hover preload loads only the code (src/routes/wallet.$address.tsx says why).
  loader: ({ context, deps, preload }) => (preload ? undefined : prefetchWatchlist(context.queryClient, deps.list)),
  component: TokensRoute,
});

function TokensRoute() {
  const search = Route.useSearch();
  return <TokensPage search={search} />;
}
