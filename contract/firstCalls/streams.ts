import { archiveFailuresUrl, archiveSummaryUrl } from '../endpoints/archive';
import { archiveFiltersOf } from '../pages/streams/archiveQuery';
import { parseStreamsSearch } from '../pages/streams/search';
import { MINUTE } from '../pages/streams/types';
import { resolveView } from '../pages/streams/view';
import { defineFirstCallsRow } from './define';

/** The start of the minute `ms` is in: the archive's calls ask as of it, so a minute's calls share answers. */
export const minuteOf = (ms: number) => Math.floor(ms / MINUTE) * MINUTE;

/**
 * The failures page starts with the archive's summary of its window as of the minute, which also
 * says whether the archive is on (404: off), and the list's first page. With the archive off it
 * starts the live view's first page instead, once the summary has said so. A deep link preloads
 * the two archive GETs; a server with the archive off answers them 404 at once, with no call
 * upstream.
 */
export const streamsFirstCallsRow = defineFirstCallsRow({
  route: '/streams/failed',
  parseSearch: parseStreamsSearch,
  requests: (_params, search) => {
    const view = resolveView(search);
    return { view, filters: archiveFiltersOf(view.filters, minuteOf(Date.now())) };
  },
  preload: ({ view, filters }) => [archiveSummaryUrl(filters, view.stack), archiveFailuresUrl(filters)],
});
