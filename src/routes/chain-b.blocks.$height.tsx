import { createFileRoute } from '@tanstack/react-router';
import { firstCallsLoader } from '../api/firstCalls';
import { BlockPage } from '../features/chain-b/block/BlockPage';
import { blockFirstCalls } from '../features/chain-b/block/firstCall';
import { parseBlockSearch } from '../../contract/pages/chain-b/block/urlSearch';

export const Route = createFileRoute('/chain-b/blocks/$height')({
  validateSearch: parseBlockSearch,
  loaderDeps: ({ search }) => search,
  loader: firstCallsLoader(blockFirstCalls),
  component: BlockRoute,
});

function BlockRoute() {
  const { height } = Route.useParams();
  const search = Route.useSearch();
  return <BlockPage heightParam={height} withTransactions={search.with_transactions === true} />;
}
