import { SIGN_IN_REQUIRED } from '../../contract/api/authPaths';
import { ApiError, kindForStatus } from './errors';
import { reportSignedOut } from './signedOut';
import { recordFetch } from './usage';
import { BUDGET_LEFT_HEADER } from '../../contract/api/statusPath';

/**
 * The SPA's only way to the network: same-origin `/api/...` paths, JSON answers validated with a
 * zod schema, every failure turned into one typed ApiError.
 *
 * Validation goes through the schema's own Standard Schema interface (`~standard.validate`), so
 * this module imports no zod code: zod arrives with the schemas, in the page chunks, and stays
 * out of the up-front bundle that every route loads.
 */
interface Schema<O = unknown> {
  readonly '~standard': {
    readonly validate: (value: unknown) => ValidationResult<O> | Promise<ValidationResult<O>>;
    readonly types?: { readonly output: O } | undefined;
  };
}
type ValidationResult<O> =
  | { readonly value: O; readonly issues?: undefined }
  | {
      readonly issues: readonly {
        readonly message: string;
        readonly path?: readonly (PropertyKey | { readonly key: PropertyKey })[] | undefined;
      }[];
    };
type Output<S extends Schema> = NonNullable<S['~standard']['types']>['output'];

export interface FetchJsonOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Compute units this call costs the key owner (real-service notes), for the usage meter. */
  computeUnits?: number;
}

function messageOf(body: unknown, fallback: string): string {
  // A JSON-RPC error answer ({"error":{"code":-32005,"message":"Rate limit exceeded"}}) on a non-2xx status.
  if (typeof body === 'object' && body !== null && 'error' in body) {
    const rpc: unknown = body.error;
    if (typeof rpc === 'object' && rpc !== null && 'message' in rpc && typeof rpc.message === 'string')
      return rpc.message;
  }
  // The REST services' error body: {"message": string | string[]} (Aptos's adds statusCode/error).
  if (typeof body !== 'object' || body === null || !('message' in body)) return fallback;
  const { message } = body;
  if (typeof message === 'string' && message !== '') return message;
  if (Array.isArray(message) && message.length > 0 && message.every((item) => typeof item === 'string'))
    return message.join('; ');
  return fallback;
}

function retryAfter(response: Response): number | null {
  const header = response.headers.get('retry-after');
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds;
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

export async function fetchJson<S extends Schema>(
  url: string,
  schema: S,
  { method = 'GET', body, signal, computeUnits = 0 }: FetchJsonOptions = {},
): Promise<Output<S>> {
  const path = url.split('?')[0] ?? url;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      signal,
      headers:
        body === undefined
          ? { accept: 'application/json' }
          : { accept: 'application/json', 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(
      'network',
      'Could not reach the Chainboard server. Check your connection and try again.',
      null,
      null,
      path,
    );
  }
  const text = await response.text().catch(() => '');
  let json: unknown = undefined;
  let jsonOk = true;
  try {
    json = text === '' ? undefined : JSON.parse(text);
  } catch {
    jsonOk = false;
  }

  // The server's own "sign in first" (server/auth/guard.ts), not the data service refusing the key.
  // Nothing went upstream, so the usage meter does not count it.
  if (response.status === 401 && typeof json === 'object' && json !== null && SIGN_IN_REQUIRED in json) {
    reportSignedOut(typeof json[SIGN_IN_REQUIRED] === 'string' ? 'oidc' : 'proxy');
    throw new ApiError('signed-out', messageOf(json, 'Sign in to continue.'), 401, null, path);
  }
  const left = response.headers.get(BUDGET_LEFT_HEADER);
  recordFetch({
    path,
    computeUnits,
    cache: response.headers.get('x-cache'),
    serverDailyLeft: left !== null && /^\d{1,15}$/.test(left) ? Number(left) : null,
  });

  if (!response.ok) {
    const kind = kindForStatus(response.status);
    const fallback = `${response.status} ${response.statusText || 'error'}`.trim();
    throw new ApiError(kind, messageOf(json, fallback), response.status, retryAfter(response), path);
  }
  if (!jsonOk || json === undefined) {
    throw new ApiError(
      'bad-response',
      'The service answered with a body that is not valid JSON.',
      response.status,
      null,
      path,
    );
  }
  const result = await schema['~standard'].validate(json);
  if (result.issues) {
    const issue = result.issues[0];
    const segments = (issue?.path ?? []).map((segment) => String(typeof segment === 'object' ? segment.key : segment));
    const where = segments.length ? ` at ${segments.join('.')}` : '';
    throw new ApiError(
      'bad-response',
      `The service answered in an unexpected shape${where}: ${issue?.message ?? 'invalid'}.`,
      response.status,
      null,
      path,
    );
  }
  return result.value;
}
