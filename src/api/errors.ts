/**
 * The one typed error of the SPA's data layer. Every failure of a request becomes an ApiError
 * whose `kind` decides what the page shows ("not found" is not "try again").
 */
export type ApiErrorKind =
  | 'invalid-input' // 400, or a bad value the SPA refused before sending anything
  | 'unauthorized' // 401/403: the server's key is missing or wrong
  | 'signed-out' // 401 from Chainboard's own sign-in: the shell shows its sign-in screen
  | 'not-found' // 404
  | 'rate-limited' // 429
  | 'upstream' // 5xx, 502 unreachable, 504 timeout
  | 'network' // the browser could not reach our own server
  | 'bad-response'; // the body was not JSON or did not match the schema

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly status: number | null = null,
    /** Seconds to wait before retrying, from Retry-After when the server sent it. */
    readonly retryAfterSeconds: number | null = null,
    /** The endpoint's path on our own origin (never an upstream URL). */
    readonly path: string | null = null,
  ) {
    super(message);
  }

  /** Whether retrying the same request can help. */
  get retryable(): boolean {
    return this.kind === 'rate-limited' || this.kind === 'upstream' || this.kind === 'network';
  }
}

export function kindForStatus(status: number): ApiErrorKind {
  if (status === 401 || status === 403) return 'unauthorized';
  if (status === 404) return 'not-found';
  if (status === 429) return 'rate-limited';
  if (status >= 500) return 'upstream';
  return 'invalid-input';
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
