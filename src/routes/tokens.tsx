import { createFileRoute, redirect } from '@tanstack/react-router';
import { firstCallsLoader } from '../api/firstCalls';
import { tokensFirstCalls } from '../features/tokens/firstCall';
import { parseTokensSearch } from '../../contract/pages/tokens/search';
import { TokensPage } from '../features/tokens/TokensPage';
import { loadStoredWatchlist } from '../features/tokens/storedWatchlist';

export const Route = createFileRoute('/tokens')({
  validateSearch: parseTokensSearch,
  beforeLoad: async ({ search }) => {
    // A link with a list wins; without one, bring back the stored list (or the first-visit defaults) into the URL.
    if (search.list !== undefined) return;
    // The defaults are imported here, not statically, so they stay out of the JavaScript every
    // page loads first.
    const list = loadStoredWatchlist() ?? (await import('../../contract/pages/tokens/defaults')).DEFAULT_WATCHLIST;
    throw redirect({ to: '/tokens', search: { ...search, list }, replace: true });
  },
  loaderDeps: ({ search }) => ({ list: search.list }),
  loader: firstCallsLoader(tokensFirstCalls),
  component: TokensRoute,
});

function TokensRoute() {
  const search = Route.useSearch();
  return <TokensPage search={search} />;
}
