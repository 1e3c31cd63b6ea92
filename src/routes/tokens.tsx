import { createFileRoute, redirect } from '@tanstack/react-router';
import { DEFAULT_WATCHLIST } from '../features/tokens/defaults';
import { prefetchWatchlist } from '../features/tokens/prefetch';
import { parseTokensSearch } from '../features/tokens/search';
import { TokensPage } from '../features/tokens/TokensPage';
import { loadStoredWatchlist } from '../features/tokens/storedWatchlist';

export const Route = createFileRoute('/tokens')({
  validateSearch: parseTokensSearch,
  beforeLoad: ({ search }) => {
    // A link with a list wins; without one, bring back the stored list (or the first-visit defaults) into the URL.
    if (search.list === undefined) {
      throw redirect({ to: '/tokens', search: { ...search, list: loadStoredWatchlist() ?? DEFAULT_WATCHLIST }, replace: true });
    }
  },
  loaderDeps: ({ search }) => ({ list: search.list }),
  loader: ({ context, deps }) => prefetchWatchlist(context.queryClient, deps.list),
  component: TokensRoute,
});

function TokensRoute() {
  const search = Route.useSearch();
  return <TokensPage search={search} />;
}
