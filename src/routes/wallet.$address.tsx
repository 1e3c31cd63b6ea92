import { createFileRoute } from '@tanstack/react-router';
import { firstCallsLoader } from '../api/firstCalls';
import { walletFirstCalls } from '../features/wallet/firstCall';
import { parseWalletSearch } from '../../contract/pages/wallet/urlSearch';
import { WalletPage } from '../features/wallet/WalletPage';

export const Route = createFileRoute('/wallet/$address')({
  // Lenient: a bad value in a link shows its message on the page instead of a route error.
  validateSearch: parseWalletSearch,
  loaderDeps: ({ search }) => search,
  loader: firstCallsLoader(walletFirstCalls),
  component: WalletRoute,
});

function WalletRoute() {
  const { address } = Route.useParams();
  const search = Route.useSearch();
  return <WalletPage address={address} search={search} />;
}
