import { createFileRoute } from '@tanstack/react-router';
import { firstCallsLoader } from '../api/firstCalls';
import { CoinsPage } from '../features/chain-b/coins/CoinsPage';
import { coinsFirstCalls } from '../features/chain-b/coins/firstCall';
import { parseCoinsSearch } from '../../contract/pages/chain-b/coins/urlSearch';

export const Route = createFileRoute('/chain-b/coins')({
  validateSearch: parseCoinsSearch,
  loaderDeps: ({ search }) => ({ hashes: search.hashes }),
  loader: firstCallsLoader(coinsFirstCalls),
  component: CoinsRoute,
});

function CoinsRoute() {
  const search = Route.useSearch();
  return <CoinsPage search={search} />;
}
