import { createFileRoute } from '@tanstack/react-router';
import { isArchiveOff } from '../api/archive';
import { failedLogsPageOptions } from '../api/streams';
import { archiveProbeOptions, StreamsFailuresPage } from '../features/streams/StreamsFailuresPage';
import { pageLimitOf, parseStreamsSearch } from '../features/streams/logic/search';
import { resolveView } from '../features/streams/logic/view';

export const Route = createFileRoute('/streams/failed')({
  // Invalid values are dropped here and named on the page (searchIssues), which keeps working.
  validateSearch: parseStreamsSearch,
  // Only the page size re-runs the loader: a filter change must not wait for a fetch to show.
  loaderDeps: ({ search }) => ({ limit: pageLimitOf(search) }),
  loader: async ({ context, location, preload }) => {
    // A hover preload loads only the code (src/api/firstCalls.ts, firstCallsLoader, says why).
    if (preload) return;
    const view = resolveView(parseStreamsSearch(location.search as Record<string, unknown>));
    // A failure must not blank the route: the widgets show it with a retry. The archive's summary
    // says whether the archive is on; when it is off, the live view's first page is loaded instead.
    const archive = await context.queryClient.ensureQueryData(archiveProbeOptions(view)).then(() => 'on' as const, (error: unknown) => (isArchiveOff(error) ? 'off' as const : 'failed' as const));
    if (archive === 'off') await context.queryClient.ensureQueryData(failedLogsPageOptions({ limit: view.limit })).catch(() => undefined);
  },
  component: StreamsFailedRoute,
});

function StreamsFailedRoute() {
  const search = Route.useSearch();
  return <StreamsFailuresPage search={search} />;
}
