import { defineFirstCalls } from '../../../contract/firstCalls/define';
import { archiveFailuresOptions, archiveFailuresUrl, archiveSummaryOptions, archiveSummaryUrl, isArchiveOff } from '../../api/archive';
import { failedLogsPageOptions } from '../../api/streams';
import { archiveFiltersOf } from '../../../contract/pages/streams/archiveQuery';
import { parseStreamsSearch } from '../../../contract/pages/streams/search';
import { MINUTE } from '../../../contract/pages/streams/types';
import { resolveView } from '../../../contract/pages/streams/view';

/**
 * The failures page starts with the archive's summary of its window as of the minute, which also
 * says whether the archive is on (404: off), and the list's first page. With the archive off it
 * starts the live view's first page instead, once the summary has said so. A deep link preloads
 * the two archive GETs; a server with the archive off answers them 404 at once, with no call
 * upstream.
 */
export const streamsFirstCalls = defineFirstCalls({
  route: '/streams/failed',
  parseSearch: parseStreamsSearch,
  calls: (_params, search) => {
    const view = resolveView(search);
    const filters = archiveFiltersOf(view.filters, minuteOf(Date.now()));
    return {
      preload: [archiveSummaryUrl(filters, view.stack), archiveFailuresUrl(filters)],
      // The probe's query (archiveProbeOptions) for the same minute as the preloads.
      start: (client) => client.ensureQueryData(archiveSummaryOptions(filters, view.stack)).then(
        () => client.prefetchInfiniteQuery(archiveFailuresOptions(filters)),
        (error: unknown) => (isArchiveOff(error) ? client.ensureQueryData(failedLogsPageOptions({ limit: view.limit })) : undefined),
      ),
    };
  },
});

const minuteOf = (ms: number) => Math.floor(ms / MINUTE) * MINUTE;

/** The probe the route and the page share: the summary of the view's window, as of the minute. */
export function archiveProbeOptions(view: ReturnType<typeof resolveView>, now = Date.now()) {
  return archiveSummaryOptions(archiveFiltersOf(view.filters, minuteOf(now)), view.stack);
}
