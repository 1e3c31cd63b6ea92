import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  archiveFailuresUrl,
  archiveStreamsUrl,
  archiveSummaryUrl,
  type ArchiveFilters,
  type ArchiveStack,
} from '../../contract/endpoints/archive';
import { fetchJson } from './client';
import { isApiError } from './errors';
import { archivedFailuresPage, archiveStreams, archiveSummary } from '../../contract/schemas/archive';

/** The server's failures archive (docs/archive.md): the query keys and fetchers. */
export const archiveKeys = {
  all: ['archive'] as const,
  summary: (filters: ArchiveFilters, stack: ArchiveStack) => ['archive', 'summary', filters, stack] as const,
  failures: (filters: ArchiveFilters) => ['archive', 'failures', filters] as const,
  streams: ['archive', 'streams'] as const,
};

/** Every stream the archive holds failures of (the alert rules' stream picker). */
export function archiveStreamsOptions() {
  return queryOptions({
    queryKey: archiveKeys.streams,
    queryFn: ({ signal }) => fetchJson(archiveStreamsUrl(), archiveStreams, { signal }),
    staleTime: 30_000,
    retry: (failures, error) => !isArchiveOff(error) && isApiError(error) && error.retryable && failures < 2,
  });
}

export function archiveSummaryOptions(filters: ArchiveFilters, stack: ArchiveStack) {
  return queryOptions({
    queryKey: archiveKeys.summary(filters, stack),
    queryFn: ({ signal }) => fetchJson(archiveSummaryUrl(filters, stack), archiveSummary, { signal }),
    staleTime: 5_000,
    // Off is an answer, not a hiccup: no retries for it.
    retry: (failures, error) => !isArchiveOff(error) && isApiError(error) && error.retryable && failures < 2,
  });
}

export function archiveFailuresOptions(filters: ArchiveFilters) {
  return infiniteQueryOptions({
    queryKey: archiveKeys.failures(filters),
    queryFn: ({ signal, pageParam }) =>
      fetchJson(archiveFailuresUrl(filters, pageParam), archivedFailuresPage, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.cursor ?? undefined,
    staleTime: 5_000,
    retry: (failures, error) => !isArchiveOff(error) && isApiError(error) && error.retryable && failures < 2,
  });
}

/**
 * The archive answers 404 when it is off on this server (WATCH_INTERVAL_S=0), and a server
 * without it has no such path (404 too): either way the page keeps its live view.
 */
export function isArchiveOff(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}
