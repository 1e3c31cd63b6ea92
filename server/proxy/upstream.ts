/**
 * The one place that talks to the upstream services. It sends only headers it chose itself (the
 * client's cookies, authorization, X-API-Key, forwarding and host headers never get here), bounds
 * time and body size, and turns every failure into a JSON answer that cannot carry the key.
 */

export interface UpstreamRequest {
  readonly method: 'GET' | 'POST';
  /** Full URL, key included for RPC: never log or return it (use `redactedUrl`). */
  readonly url: string;
  /** The same URL with the key replaced, safe for logs. */
  readonly redactedUrl: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: string;
}

export interface UpstreamAnswer {
  readonly status: number;
  /** JSON text, checked to parse and scrubbed of the key. */
  readonly body: string;
  readonly retryAfter: string | null;
  /** True when the proxy made this answer up (timeout, unreachable, bad body): never cached. */
  readonly synthetic: boolean;
}

/** Bodies above this are refused (502): the dashboard never needs more, and memory stays bounded. */
export const UPSTREAM_BODY_MAX = 8 * 1024 * 1024;

export const REDACTED = '[redacted]';

/** Replaces every occurrence of the key in a string (upstream bodies, error messages, URLs). */
export function scrubKey(text: string, apiKey: string): string {
  return apiKey !== '' && text.includes(apiKey) ? text.split(apiKey).join(REDACTED) : text;
}

export function jsonMessage(message: string): string {
  return JSON.stringify({ message });
}

const synthetic = (status: number, message: string): UpstreamAnswer => ({
  status, body: jsonMessage(message), retryAfter: null, synthetic: true,
});

class BodyTooLarge extends Error {}

async function readCapped(response: Response, max: number): Promise<string> {
  const length = Number(response.headers.get('content-length') ?? NaN);
  if (Number.isFinite(length) && length > max) {
    await response.body?.cancel().catch(() => {});
    throw new BodyTooLarge();
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => {});
      throw new BodyTooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** A Retry-After value is passed on only when it is plain seconds or an HTTP date. */
function safeRetryAfter(value: string | null): string | null {
  if (value == null) return null;
  const trimmed = value.trim();
  if (/^\d{1,6}$/.test(trimmed)) return trimmed;
  if (trimmed.length <= 40 && /^[A-Za-z0-9 ,:-]+$/.test(trimmed) && !Number.isNaN(Date.parse(trimmed))) return trimmed;
  return null;
}

/** A short, key-free reason for a failed fetch (used in messages and in /api/status). */
export function describeFailure(error: unknown): string {
  const cause = error instanceof Error && error.cause && typeof error.cause === 'object' ? error.cause : null;
  const code = cause && 'code' in cause && typeof cause.code === 'string' ? cause.code : '';
  switch (code) {
    case 'ECONNREFUSED': return 'connection refused';
    case 'ECONNRESET': case 'UND_ERR_SOCKET': return 'connection reset';
    case 'ENOTFOUND': case 'EAI_AGAIN': return 'host not found';
    case 'UND_ERR_HEADERS_OVERFLOW': return 'bad response headers';
    default: return 'unreachable';
  }
}

export type UpstreamLog = (event: { upstream: string; status: number | null; ms: number; error?: string }) => void;

/**
 * Performs one upstream call. Never throws: failures become 502 (unreachable, invalid or too large
 * body) or 504 (no complete answer within `timeoutMs`, headers and body together).
 */
export async function callUpstream(
  request: UpstreamRequest,
  options: { apiKey: string; timeoutMs: number; log?: UpstreamLog },
): Promise<UpstreamAnswer> {
  const started = performance.now();
  const signal = AbortSignal.timeout(options.timeoutMs);
  const done = (answer: UpstreamAnswer, error?: string): UpstreamAnswer => {
    options.log?.({
      upstream: request.redactedUrl,
      status: answer.synthetic ? null : answer.status,
      ms: Math.round(performance.now() - started),
      ...(error ? { error } : {}),
    });
    return answer;
  };
  let response: Response;
  try {
    response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal,
      redirect: 'manual',
    });
  } catch (error) {
    if (signal.aborted) return done(synthetic(504, 'The upstream service did not answer in time.'), 'timeout');
    const reason = describeFailure(error);
    return done(synthetic(502, `The upstream service is unreachable (${reason}).`), reason);
  }
  let text: string;
  try {
    text = await readCapped(response, UPSTREAM_BODY_MAX);
  } catch (error) {
    if (error instanceof BodyTooLarge) return done(synthetic(502, 'The upstream answer was too large.'), 'body too large');
    if (signal.aborted) return done(synthetic(504, 'The upstream service did not answer in time.'), 'timeout');
    return done(synthetic(502, 'The upstream answer was cut off.'), 'body cut off');
  }
  if (response.status >= 300 && response.status < 400) {
    // Following a redirect could take the key elsewhere; the services never redirect.
    return done(synthetic(502, `The upstream service answered with a redirect (HTTP ${response.status}).`), 'redirect');
  }
  try {
    JSON.parse(text);
  } catch {
    return done(
      synthetic(502, `The upstream service answered with invalid JSON (HTTP ${response.status}).`),
      'invalid JSON',
    );
  }
  return done({
    status: response.status,
    body: scrubKey(text, options.apiKey),
    retryAfter: response.status === 429 || response.status === 503 ? safeRetryAfter(response.headers.get('retry-after')) : null,
    synthetic: false,
  });
}
