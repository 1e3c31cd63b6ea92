import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiUrl } from './apiUrl';
import { fetchJson } from './client';
import { isApiError } from './errors';
import { archivedFailuresPage, archiveStreams, archiveSummary } from './schemas/archive';

/**
 * The server's failures archive (docs/archive.md): `GET /api/archive/summary`, `/failures` and
 * `/failures.csv`. The one place their URLs, parameters and query keys are written. The archive
 * is the server's own database: its calls cost no compute units.
 */

/** The filters every archive path takes, as the server names them. Times are ISO 8601 with a zone. */
export interface ArchiveFilters {
  from: string;
  to: string;
  stream?: string | undefined;
  chain?: string | undefined;
  type?: string | undefined;
  tag?: string | undefined;
  /** errorMessage contains it, case-insensitive. */
  error?: string | undefined;
  from_block?: string | undefined;
  to_block?: string | undefined;
}

export type ArchiveStack = 'stream' | 'chain';

/** Rows per page of the failures table: a few screens of 40 px rows. */
export const ARCHIVE_PAGE_SIZE = 200;
/** How many groups the summary lists by error and by chain before "other". */
export const ARCHIVE_TOP = 10;

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
    queryFn: ({ signal }) => fetchJson(apiUrl('/api/archive/streams', {}), archiveStreams, { signal }),
    staleTime: 30_000,
    retry: (failures, error) => !isArchiveOff(error) && isApiError(error) && error.retryable && failures < 2,
  });
}

/** The summary's URL: what the page fetches and what a deep link preloads. */
export function archiveSummaryUrl(filters: ArchiveFilters, stack: ArchiveStack): string {
  return apiUrl('/api/archive/summary', { ...filters, stack, top: ARCHIVE_TOP });
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

/** A page of the failures list's URL (the first without a cursor: what a deep link preloads). */
export function archiveFailuresUrl(filters: ArchiveFilters, cursor: string | null = null): string {
  return apiUrl('/api/archive/failures', { ...filters, limit: ARCHIVE_PAGE_SIZE, cursor: cursor ?? undefined });
}

export function archiveFailuresOptions(filters: ArchiveFilters) {
  return infiniteQueryOptions({
    queryKey: archiveKeys.failures(filters),
    queryFn: ({ signal, pageParam }) => fetchJson(archiveFailuresUrl(filters, pageParam), archivedFailuresPage, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.cursor ?? undefined,
    staleTime: 5_000,
    retry: (failures, error) => !isArchiveOff(error) && isApiError(error) && error.retryable && failures < 2,
  });
}

/** The server's streamed CSV of every failure matching the filters (a download link, never fetched by the SPA). */
export function archiveCsvUrl(filters: ArchiveFilters): string {
  return apiUrl('/api/archive/failures.csv', { ...filters });
}

/**
 * The archive answers 404 when it is off on this server (WATCH_INTERVAL_S=0), and a server
 * without it has no such path (404 too): either way the page keeps its live view.
 */
export function isArchiveOff(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}
