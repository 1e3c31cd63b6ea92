import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './errors';

/**
 * The one QueryClient of the SPA and its retry policy. Every upstream call costs the key owner
 * compute units, so retries are for transient failures only:
 * - 4xx (invalid input, unauthorized, signed out, not found) and unexpected shapes: never; the same
 *   request would fail the same way.
 * - 429: retry after the server's Retry-After, unless that is too long to wait silently (the
 *   ErrorPanel then shows the countdown).
 * - 5xx, 502/504 from our proxy, network: exponential backoff.
 * At most MAX_RETRIES retries in all.
 */
export const MAX_RETRIES = 3;
/** A Retry-After longer than this is shown to the user instead of waited out in the background. */
export const MAX_SILENT_RETRY_AFTER_SECONDS = 30;
const BASE_DELAY_MS = 1000;
const MAX_BACKOFF_MS = 8000;

/** `failureCount` is the number of failures before this one (0 for the first), as React Query passes it. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (!isApiError(error)) return false;
  switch (error.kind) {
    case 'rate-limited':
      return error.retryAfterSeconds === null || error.retryAfterSeconds <= MAX_SILENT_RETRY_AFTER_SECONDS;
    case 'upstream':
    case 'network':
      return true;
    case 'invalid-input':
    case 'unauthorized':
    case 'signed-out':
    case 'not-found':
    case 'bad-response':
      return false;
  }
}

export function retryDelay(failureCount: number, error: unknown): number {
  if (isApiError(error) && error.kind === 'rate-limited' && error.retryAfterSeconds !== null) {
    return error.retryAfterSeconds * 1000;
  }
  return Math.min(BASE_DELAY_MS * 2 ** failureCount, MAX_BACKOFF_MS);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay,
        // Chain history barely changes within a minute; resources that move faster (prices,
        // failed logs, status) set their own staleTime in their queryOptions factory.
        staleTime: 60_000,
        gcTime: 10 * 60_000,
        // Switching tabs must not refetch every table on the page (each refetch costs CUs).
        refetchOnWindowFocus: false,
        refetchOnReconnect: true,
      },
      mutations: { retry: false },
    },
  });
}
