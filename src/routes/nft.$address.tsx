import { createFileRoute } from '@tanstack/react-router';
import { NftPage } from '../features/nft/NftPage';
import { nftFirstCall } from '../features/nft/firstCall';
import { parseNftSearch } from '../features/nft/urlSearch';

export const Route = createFileRoute('/nft/$address')({
  // Lenient: a bad value in a link shows its message on the page instead of a route error.
  validateSearch: parseNftSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps, preload }) => {
    // A hover preload loads only the code (src/routes/wallet.$address.tsx says why).
    if (preload) return;
    const first = nftFirstCall(params.address, deps);
    // Invalid input sends nothing: the page shows the messages instead.
    if (!first) return;
    // Started, not awaited: the table shows its skeleton, and a failure lands in the widget with a retry.
    void first.start(context.queryClient).catch(() => undefined);
  },
  component: NftRoute,
});

function NftRoute() {
  const { address } = Route.useParams();
  const search = Route.useSearch();
  return <NftPage address={address} search={search} />;
}
