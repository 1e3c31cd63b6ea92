import { createFileRoute } from '@tanstack/react-router';
import { tokenRestCall, tokenRpcCall } from '../features/token/firstCall';
import { tokenRequest } from '../features/token/search';
import { parseTokenSearch } from '../features/token/urlSearch';
import { TokenDetailPage } from '../features/token/TokenDetailPage';

export const Route = createFileRoute('/token/$address')({
  validateSearch: parseTokenSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps, preload }) => {
    // A hover preload loads only the code (src/routes/wallet.$address.tsx says why).
    if (preload) return;
    const checked = tokenRequest(params.address, deps);
    // Invalid input sends nothing: the page shows the messages instead.
    if (!checked.ok) return;
    // Not awaited: each side shows its own skeleton, error or figures.
    void tokenRestCall(checked.value)?.start(context.queryClient);
    void tokenRpcCall(checked.value)?.start(context.queryClient);
  },
  component: TokenRoute,
});

function TokenRoute() {
  const { address } = Route.useParams();
  const search = Route.useSearch();
  return <TokenDetailPage address={address} search={search} />;
}
