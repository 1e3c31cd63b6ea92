import { createFileRoute } from '@tanstack/react-router';
import { BlockPage } from '../features/chain-b/block/BlockPage';
import { blockFirstCalls } from '../features/chain-b/block/firstCall';
import { parseBlockSearch } from '../features/chain-b/block/urlSearch';

export const Route = createFileRoute('/chain-b/blocks/$height')({
  validateSearch: parseBlockSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps, preload }) => {
    // A hover preload loads only the code (src/routes/wallet.$address.tsx says why). An invalid
    // height sends nothing: the page shows the message instead.
    if (preload) return;
    const first = blockFirstCalls(params.height, deps);
    if (!first) return;
    // Not awaited: the page shows its skeleton at once, and a failure inside its own panel with a
    // retry (an awaited loader would hold the old page through the retries' backoff).
    void first.start(context.queryClient);
  },
  component: BlockRoute,
});

function BlockRoute() {
  const { height } = Route.useParams();
  const search = Route.useSearch();
  return <BlockPage heightParam={height} withTransactions={search.with_transactions === true} />;
}
