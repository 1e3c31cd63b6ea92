import { queryOptions } from '@tanstack/react-query';
import { endpointRequest } from '../../contract/endpoints/request';
import { endpointOptions, fetchEndpoint } from './endpoint';
import { isApiError } from './errors';
import type { FailedDeliveryLog, FailedDeliveryLogsPage } from '../../contract/schemas/streams';
import { sleep } from '../lib/sleep';

/**
 * Streams service, failed delivery logs (spec 4.8): the `logs` endpoint (contract/endpoints/records.ts).
 * Its query definition and the one walker of this endpoint.
 */

/** Other list endpoints of the service cap at 100 (real-service notes), so we never ask for more. */
export const STREAMS_MAX_LIMIT = 100;
/** The most rows "Load all" fetches, stated in the UI before the user starts it. */
export const LOAD_ALL_CAP = 10_000;

export interface FailedLogsPageParams {
  limit: number;
  /** Absent or null: the first (newest) page. */
  cursor?: string | null;
}

const logsRequest = ({ limit, cursor }: FailedLogsPageParams) =>
  endpointRequest('logs', {}, { limit: Math.min(limit, STREAMS_MAX_LIMIT), cursor: cursor ?? undefined });

export function fetchFailedLogsPage(
  params: FailedLogsPageParams,
  signal?: AbortSignal,
): Promise<FailedDeliveryLogsPage> {
  return fetchEndpoint(logsRequest(params), signal);
}

export function failedLogsPageOptions(params: FailedLogsPageParams) {
  return queryOptions({
    ...endpointOptions(logsRequest(params)),
    // A monitoring page: data is "fresh" only briefly; auto-refresh decides the real cadence.
    staleTime: 5_000,
  });
}

export interface LoadAllProgress {
  loaded: number;
  total: number;
  cap: number;
}

export interface LoadAllOptions {
  cap?: number;
  signal?: AbortSignal;
  /** Start after this cursor (rows already on screen); null/absent walks from the first page. */
  cursor?: string | null;
  /** Rows the caller already holds; they count towards the cap. */
  alreadyLoaded?: number;
  onProgress?: (progress: LoadAllProgress) => void;
  /** Each page as it arrives, so the table fills while the walk goes on. */
  onPage?: (page: FailedDeliveryLogsPage) => void;
  /** Stop early once this returns true for a page (e.g. it reached a row already known). */
  stopWhen?: (page: FailedDeliveryLogsPage) => boolean;
  /** Injected for tests; defaults to the one fetcher above. */
  fetchPage?: typeof fetchFailedLogsPage;
}

export interface LoadAllResult {
  logs: FailedDeliveryLog[];
  /** Where a later walk would continue; null when the history is exhausted. */
  cursor: string | null;
  total: number;
  /** True when the walk stopped because it reached the cap, not the end. */
  capped: boolean;
}

const MAX_RETRIES = 3;

/**
 * Walks the cursor with pages of 100 until the end, the cap, `stopWhen` or an abort. A transient
 * failure (429, 5xx, network) is waited out a few times (Retry-After, else 1, 2, 4 s), because a
 * 100-page walk is exactly what trips a per-second rate limit and should not restart from zero
 * for one hiccup; any other error ends the walk and is thrown (rows so far were already handed
 * to onPage).
 */
export async function loadAllFailedLogs({
  cap = LOAD_ALL_CAP,
  signal,
  cursor = null,
  alreadyLoaded = 0,
  onProgress,
  onPage,
  stopWhen,
  fetchPage = fetchFailedLogsPage,
}: LoadAllOptions = {}): Promise<LoadAllResult> {
  const logs: FailedDeliveryLog[] = [];
  let next: string | null = cursor;
  let total = 0;
  let first = true;
  while (first || next !== null) {
    signal?.throwIfAborted();
    const room = cap - alreadyLoaded - logs.length;
    if (room <= 0) return { logs, cursor: next, total, capped: true };
    let page: FailedDeliveryLogsPage | undefined;
    for (let attempt = 0; page === undefined; attempt += 1) {
      try {
        page = await fetchPage({ limit: STREAMS_MAX_LIMIT, cursor: next }, signal);
      } catch (error) {
        if (!isApiError(error) || !error.retryable || attempt >= MAX_RETRIES) throw error;
        await sleep((error.retryAfterSeconds ?? 2 ** attempt) * 1000, signal);
      }
    }
    first = false;
    const taken = page.result.length > room ? page.result.slice(0, room) : page.result;
    logs.push(...taken);
    total = page.total;
    next = page.cursor;
    onPage?.({ ...page, result: taken });
    onProgress?.({ loaded: alreadyLoaded + logs.length, total, cap });
    // A cut page means the cap was reached mid-page: a later walk could not resume exactly there.
    if (taken.length < page.result.length) return { logs, cursor: next, total, capped: true };
    if (stopWhen?.(page)) break;
    if (page.result.length === 0) break;
  }
  return { logs, cursor: next, total, capped: false };
}
