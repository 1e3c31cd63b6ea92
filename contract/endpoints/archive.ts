import { apiUrl } from '../api/apiUrl';

/**
 * The server's failures archive (docs/archive.md): `GET /api/archive/summary`, `/failures`,
 * `/failures.csv` and `/streams`, the one place their URLs and parameters are written. The archive is the
 * server's own database: its calls cost no compute units.
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

/** The summary's URL: what the page fetches and what a deep link preloads. */
export function archiveSummaryUrl(filters: ArchiveFilters, stack: ArchiveStack): string {
  return apiUrl('/api/archive/summary', { ...filters, stack, top: ARCHIVE_TOP });
}

/** Every stream the archive holds failures of: id, newest tag, count, last failure. */
export function archiveStreamsUrl(): string {
  return apiUrl('/api/archive/streams', {});
}

/** A page of the failures list's URL (the first without a cursor: what a deep link preloads). */
export function archiveFailuresUrl(filters: ArchiveFilters, cursor: string | null = null): string {
  return apiUrl('/api/archive/failures', { ...filters, limit: ARCHIVE_PAGE_SIZE, cursor: cursor ?? undefined });
}

/** The server's streamed CSV of every failure matching the filters (a download link, never fetched by the SPA). */
export function archiveCsvUrl(filters: ArchiveFilters): string {
  return apiUrl('/api/archive/failures.csv', { ...filters });
}
