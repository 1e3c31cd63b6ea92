import { createFileRoute } from '@tanstack/react-router';
import { rpcPriceOptions } from '../api/rpc';
import { tokenRestCall } from '../features/token/firstCall';
import { tokenRequest } from '../features/token/search';
import { parseTokenSearch } from '../features/token/urlSearch';
import { TokenDetailPage } from '../features/token/TokenDetailPage';
import { checkRpcChain } from '../lib/tokenChains';

export const Route = createFileRoute('/token/$address')({
  validateSearch: parseTokenSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) => {
    const checked = tokenRequest(params.address, deps);
    // Invalid input sends nothing: the page shows the messages instead.
    if (!checked.ok) return;
    const { chain, address, exchange, toBlock } = checked.value;
    // Not awaited: each side shows its own skeleton, error or figures.
    void tokenRestCall(checked.value)?.start(context.queryClient);
    const rpcExchange = exchange === null || exchange.startsWith('0x');
    if (chain.rpcSlug && checkRpcChain(chain).ok && rpcExchange) {
      void context.queryClient.prefetchQuery(rpcPriceOptions({ address, slug: chain.rpcSlug, exchange: exchange as `0x${string}` | null, toBlock }));
    }
  },
  component: TokenRoute,
});

function TokenRoute() {
  const { address } = Route.useParams();
  const search = Route.useSearch();
  return <TokenDetailPage address={address} search={search} />;
}
