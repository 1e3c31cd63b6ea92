import { createFileRoute } from '@tanstack/react-router';
import { chainBBlockOptions } from '../api/chainB';
import { BlockPage } from '../features/chain-b/block/BlockPage';
import { parseHeight } from '../features/chain-b/block/search';
import { parseBlockSearch } from '../features/chain-b/block/urlSearch';

export const Route = createFileRoute('/chain-b/blocks/$height')({
  validateSearch: parseBlockSearch,
  loaderDeps: ({ search }) => ({ withTransactions: search.with_transactions === true }),
  loader: ({ context, params, deps }) => {
    const height = parseHeight(params.height);
    // An invalid height sends nothing: the page shows the message instead.
    if (!height.ok) return;
    // Not awaited: the page shows its skeleton at once, and a failure inside its own panel with a
    // retry (an awaited loader would hold the old page through the retries' backoff).
    void context.queryClient.prefetchQuery(chainBBlockOptions(height.value, deps.withTransactions));
  },
  component: BlockRoute,
});

function BlockRoute() {
  const { height } = Route.useParams();
  const search = Route.useSearch();
  return <BlockPage heightParam={height} withTransactions={search.with_transactions === true} />;
}
