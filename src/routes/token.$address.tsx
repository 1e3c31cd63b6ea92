import { createFileRoute } from '@tanstack/react-router';
import { firstCallsLoader } from '../api/firstCalls';
import { tokenFirstCalls } from '../features/token/firstCall';
import { parseTokenSearch } from '../../contract/pages/token/urlSearch';
import { TokenDetailPage } from '../features/token/TokenDetailPage';

export const Route = createFileRoute('/token/$address')({
  validateSearch: parseTokenSearch,
  loaderDeps: ({ search }) => search,
  loader: firstCallsLoader(tokenFirstCalls),
  component: TokenRoute,
});

function TokenRoute() {
  const { address } = Route.useParams();
  const search = Route.useSearch();
  return <TokenDetailPage address={address} search={search} />;
}
