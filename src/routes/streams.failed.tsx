import { createFileRoute } from '@tanstack/react-router';
import { failedLogsPageOptions } from '../api/streams';
import { FailedDeliveriesPage } from '../features/streams/FailedDeliveriesPage';
import { pageLimitOf, parseStreamsSearch } from '../features/streams/logic/search';

export const Route = createFileRoute('/streams/failed')({
  // Invalid values are dropped here and named on the page (searchIssues), which keeps working.
  validateSearch: parseStreamsSearch,
  loaderDeps: ({ search }) => ({ limit: pageLimitOf(search) }),
  loader: async ({ context, deps, preload }) => {
    // A hover preload loads only the code (src/routes/wallet.$address.tsx says why).
    if (preload) return;
    // A failure must not blank the route: the table widget shows it with a retry.
    await context.queryClient.ensureQueryData(failedLogsPageOptions({ limit: deps.limit })).catch(() => undefined);
  },
  component: StreamsFailedRoute,
});

function StreamsFailedRoute() {
  const search = Route.useSearch();
  // Another page size starts a new walk of the history: remount instead of mixing page sizes.
  return <FailedDeliveriesPage key={pageLimitOf(search)} search={search} />;
}
