import { createFileRoute } from '@tanstack/react-router';
import { walletFirstCall } from '../features/wallet/firstCall';
import { parseWalletSearch } from '../features/wallet/urlSearch';
import { WalletPage } from '../features/wallet/WalletPage';

export const Route = createFileRoute('/wallet/$address')({
  // Lenient: a bad value in a link shows its message on the page instead of a route error.
  validateSearch: parseWalletSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps, preload }) => {
    // Hovering a link preloads its route (defaultPreload 'intent'): fetching then would bill the
    // key owner's compute units for pages nobody opened, so every loader skips its calls on a
    // preload and the click runs it again (defaultPreloadStaleTime 0). Invalid input sends
    // nothing either: the page shows the messages.
    if (preload) return;
    const first = walletFirstCall(params.address, deps);
    if (!first) return;
    // Started, not awaited: the page renders its table skeleton at once, and an upstream failure
    // lands in the table widget (ErrorPanel + Retry) instead of failing the route.
    void first.start(context.queryClient).catch(() => undefined);
  },
  component: WalletRoute,
});

function WalletRoute() {
  const { address } = Route.useParams();
  const search = Route.useSearch();
  return <WalletPage address={address} search={search} />;
}
