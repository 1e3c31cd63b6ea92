import { createFileRoute } from '@tanstack/react-router';
import { streamsFirstCalls } from '../features/streams/firstCall';
import { StreamsFailuresPage } from '../features/streams/StreamsFailuresPage';
import { pageLimitOf, parseStreamsSearch } from '../../contract/pages/streams/search';

export const Route = createFileRoute('/streams/failed')({
  // Invalid values are dropped here and named on the page (searchIssues), which keeps working.
  validateSearch: parseStreamsSearch,
  // Only the page size re-runs the loader: a filter change must not wait for a fetch to show.
  loaderDeps: ({ search }) => ({ limit: pageLimitOf(search) }),
  loader: ({ context, location, preload }) => {
    // A hover preload loads only the code (src/api/firstCalls.ts, firstCallsLoader, says why).
    if (preload) return;
    // Started, not awaited, like every route's first calls: the page draws its skeleton at once and
    // a failure lands in its widgets with a retry.
    void streamsFirstCalls
      .calls({}, parseStreamsSearch(location.search as Record<string, unknown>))
      ?.start(context.queryClient)
      .catch(() => undefined);
  },
  component: StreamsFailedRoute,
});

function StreamsFailedRoute() {
  const search = Route.useSearch();
  return <StreamsFailuresPage search={search} />;
}
