import { defineFirstCalls } from '../../api/firstCalls';
import { archiveFailuresOptions, archiveSummaryOptions, isArchiveOff } from '../../api/archive';
import { failedLogsPageOptions } from '../../api/streams';
import { minuteOf, streamsFirstCallsRow } from '../../../contract/firstCalls/streams';
import { archiveFiltersOf } from '../../../contract/pages/streams/archiveQuery';
import type { resolveView } from '../../../contract/pages/streams/view';

/**
 * The archive's summary (the probe, archiveProbeOptions, for the same minute as the preloads),
 * then the list's first page; with the archive off, the live view's first page.
 */
export const streamsFirstCalls = defineFirstCalls(streamsFirstCallsRow, (client, { view, filters }) =>
  client.ensureQueryData(archiveSummaryOptions(filters, view.stack)).then(
    () => client.prefetchInfiniteQuery(archiveFailuresOptions(filters)),
    (error: unknown) =>
      isArchiveOff(error) ? client.ensureQueryData(failedLogsPageOptions({ limit: view.limit })) : undefined,
  ),
);

/** The probe the route and the page share: the summary of the view's window, as of the minute. */
export function archiveProbeOptions(view: ReturnType<typeof resolveView>, now = Date.now()) {
  return archiveSummaryOptions(archiveFiltersOf(view.filters, minuteOf(now)), view.stack);
}
