import { createFileRoute } from '@tanstack/react-router';
import { firstCallsLoader } from '../api/firstCalls';
import { NftPage } from '../features/nft/NftPage';
import { nftFirstCalls } from '../features/nft/firstCall';
import { parseNftSearch } from '../../contract/pages/nft/urlSearch';

export const Route = createFileRoute('/nft/$address')({
  // Lenient: a bad value in a link shows its message on the page instead of a route error.
  validateSearch: parseNftSearch,
  loaderDeps: ({ search }) => search,
  loader: firstCallsLoader(nftFirstCalls),
  component: NftRoute,
});

function NftRoute() {
  const { address } = Route.useParams();
  const search = Route.useSearch();
  return <NftPage address={address} search={search} />;
}
