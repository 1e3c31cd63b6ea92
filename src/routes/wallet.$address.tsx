import { createFileRoute } from '@tanstack/react-router';
import { walletTransactionsOptions, walletVerboseOptions } from '../api/wallet';
import { parseWalletSearch, walletRequest } from '../features/wallet/search';
import { WalletPage } from '../features/wallet/WalletPage';

export const Route = createFileRoute('/wallet/$address')({
  validateSearch: parseWalletSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, params, deps }) => {
    const request = walletRequest(params.address, deps);
    // Invalid input sends nothing: the page shows the messages instead.
    if (!request.ok) return;
    // An upstream failure must not blank the route: the table widget shows it with a retry.
    const done = () => undefined;
    if (request.verbose) await context.queryClient.ensureQueryData(walletVerboseOptions(request.params)).catch(done);
    else await context.queryClient.ensureQueryData(walletTransactionsOptions(request.params)).catch(done);
  },
  component: WalletRoute,
});

function WalletRoute() {
  const { address } = Route.useParams();
  const search = Route.useSearch();
  return <WalletPage address={address} search={search} />;
}
