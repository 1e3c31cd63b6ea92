import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { pipeline, type Readable, type Transform } from 'node:stream';
import zlib from 'node:zlib';

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

const hexCases = (code: number, width: number): string =>
  [...code.toString(16).padStart(width, '0')]
    .map((digit) => (/[a-f]/.test(digit) ? `[${digit}${digit.toUpperCase()}]` : digit))
    .join('');

/**
 * Every way one character of the key can be written in text the upstream sends back or a log line
 * holds: itself, percent-encoded (either hex case, as URLs in error messages carry it), or
 * JSON-escaped (`\/`, `\"`, `\\`, `\u00XX`). Mixed forms within one key are matched too.
 */
function characterForms(char: string): string {
  const code = char.charCodeAt(0);
  const forms = [char.replace(/[\\^$.*+?()[\]{}|/-]/g, '\\$&'), `%${hexCases(code, 2)}`, `\\\\u${hexCases(code, 4)}`];
  if (char === '/' || char === '"' || char === '\\') forms.push(`\\\\${char === '\\' ? '\\\\' : char}`);
  return `(?:${forms.join('|')})`;
}

const keyPatterns = new Map<string, RegExp>();

function keyPattern(apiKey: string): RegExp {
  let pattern = keyPatterns.get(apiKey);
  if (!pattern) {
    pattern = new RegExp([...apiKey].map(characterForms).join(''), 'g');
    keyPatterns.set(apiKey, pattern);
  }
  return pattern;
}

/**
 * Replaces every occurrence of the key in a string (upstream bodies, error messages, URLs, log
 * lines) in any encoding: literal, percent-encoded in either hex case, JSON-escaped.
 */
export function scrubKey(text: string, apiKey: string): string {
  if (apiKey === '') return text;
  return text.replace(keyPattern(apiKey), REDACTED);
}

export function jsonMessage(message: string): string {
  return JSON.stringify({ message });
}

const synthetic = (status: number, message: string): UpstreamAnswer => ({
  status,
  body: jsonMessage(message),
  retryAfter: null,
  synthetic: true,
});

class BodyTooLarge extends Error {}
class BodyCutOff extends Error {}
class BodyUndecodable extends Error {}

/**
 * Upstream calls go through node:http(s) over keep-alive agents, not fetch: fetch's WHATWG layer
 * (Request, Response and Headers objects, a web stream per body, an AbortSignal per call) was a
 * large share of the CPU the proxy added to an uncached request (bench/mechanisms.md).
 */
const AGENT_OPTIONS = {
  keepAlive: true,
  // Idle sockets are closed after 4 s (or before the server's Keep-Alive hint), as fetch's did, so
  // a socket the other end has already dropped is rarely reused.
  timeout: 4_000,
};
const AGENTS = { http: new http.Agent(AGENT_OPTIONS), https: new https.Agent(AGENT_OPTIONS) };

/** The content codings fetch asked for and decoded; asked for and decoded here in the same way. */
const ACCEPT_ENCODING = 'gzip, deflate, br';

function decoderFor(coding: string | undefined): Transform | null {
  switch (coding?.trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return zlib.createGunzip();
    case 'deflate':
      return zlib.createInflate();
    case 'br':
      return zlib.createBrotliDecompress();
    default:
      return null;
  }
}

/**
 * The decoded body as text. Rejects with BodyTooLarge past `max` decoded bytes, BodyCutOff if the
 * body ends early, BodyUndecodable if it arrived whole but is not the coding it claims.
 */
function readCapped(response: IncomingMessage, max: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const length = Number(response.headers['content-length'] ?? NaN);
    if (Number.isFinite(length) && length > max) {
      response.destroy();
      return reject(new BodyTooLarge());
    }
    const decoder = decoderFor(response.headers['content-encoding']);
    const body: Readable = decoder ? pipeline(response, decoder, () => {}) : response;
    const chunks: Buffer[] = [];
    let size = 0;
    body.on('data', (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size > max) {
        body.destroy();
        response.destroy();
        return reject(new BodyTooLarge());
      }
      chunks.push(chunk);
    });
    let ended = false;
    body.on('end', () => {
      ended = true;
      resolve((chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)).toString('utf8'));
    });
    // A reset or a bad coding closes the body without 'end'. 'close' follows every 'end' too:
    // the flag keeps that common case from building an Error (its stack trace) for nothing.
    body.on('close', () => {
      if (!ended) reject(response.complete ? new BodyUndecodable() : new BodyCutOff());
    });
    body.on('error', () => {}); // 'close' follows and reports it
  });
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
  // fetch (status.ts) puts the code on the error's cause, node:http (callUpstream) on the error.
  const cause = error instanceof Error && error.cause && typeof error.cause === 'object' ? error.cause : error;
  const code =
    cause && typeof cause === 'object' && 'code' in cause && typeof cause.code === 'string' ? cause.code : '';
  switch (code) {
    case 'ECONNREFUSED':
      return 'connection refused';
    case 'ECONNRESET':
    case 'UND_ERR_SOCKET':
      return 'connection reset';
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return 'host not found';
    case 'UND_ERR_HEADERS_OVERFLOW':
    case 'HPE_HEADER_OVERFLOW':
      return 'bad response headers';
    default:
      return 'unreachable';
  }
}

export type UpstreamLog = (event: { upstream: string; status: number | null; ms: number; error?: string }) => void;

/**
 * Performs one upstream call. Never throws: failures become 502 (unreachable, invalid or too large
 * body) or 504 (no complete answer within `timeoutMs`, headers and body together).
 */
export function callUpstream(
  request: UpstreamRequest,
  options: { apiKey: string; timeoutMs: number; log?: UpstreamLog },
): Promise<UpstreamAnswer> {
  const started = performance.now();
  return new Promise((resolve) => {
    let settled = false;
    const done = (answer: UpstreamAnswer, error?: string): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      options.log?.({
        upstream: request.redactedUrl,
        status: answer.synthetic ? null : answer.status,
        ms: Math.round(performance.now() - started),
        ...(error ? { error } : {}),
      });
      resolve(answer);
    };
    const unreachable = (error: unknown) => {
      const reason = describeFailure(error);
      done(synthetic(502, `The upstream service is unreachable (${reason}).`), reason);
    };
    let outgoing: http.ClientRequest | undefined;
    // One timer for headers and body together; destroying the request ends both.
    const timer = setTimeout(() => {
      done(synthetic(504, 'The upstream service did not answer in time.'), 'timeout');
      outgoing?.destroy();
    }, options.timeoutMs);
    try {
      const secure = request.url.startsWith('https:');
      const body = request.body;
      outgoing = (secure ? https : http).request(request.url, {
        method: request.method,
        agent: secure ? AGENTS.https : AGENTS.http,
        headers: {
          ...request.headers,
          'accept-encoding': ACCEPT_ENCODING,
          ...(body !== undefined ? { 'content-length': String(Buffer.byteLength(body)) } : {}),
        },
      });
    } catch (error) {
      return unreachable(error);
    }
    let responded = false;
    // After the headers, a failure is the body's (readCapped): not "unreachable".
    outgoing.on('error', (error) => {
      if (!responded) unreachable(error);
    });
    outgoing.on('response', (response) => {
      responded = true;
      readCapped(response, UPSTREAM_BODY_MAX).then(
        (text) => done(...answerFor(response, text, options.apiKey)),
        (error: unknown) => {
          if (error instanceof BodyTooLarge)
            done(synthetic(502, 'The upstream answer was too large.'), 'body too large');
          else if (error instanceof BodyUndecodable)
            done(
              synthetic(502, 'The upstream answer could not be decoded (bad content encoding).'),
              'bad content encoding',
            );
          else done(synthetic(502, 'The upstream answer was cut off.'), 'body cut off');
        },
      );
    });
    outgoing.end(request.body);
  });
}

/** A complete upstream answer: passed on if it is JSON and no redirect, with the key scrubbed out. */
function answerFor(response: IncomingMessage, text: string, apiKey: string): [UpstreamAnswer, string?] {
  const status = response.statusCode ?? 0;
  if (status >= 300 && status < 400) {
    // Following a redirect could take the key elsewhere; the services never redirect.
    return [synthetic(502, `The upstream service answered with a redirect (HTTP ${status}).`), 'redirect'];
  }
  try {
    JSON.parse(text);
  } catch {
    return [synthetic(502, `The upstream service answered with invalid JSON (HTTP ${status}).`), 'invalid JSON'];
  }
  const retryAfter = response.headers['retry-after'];
  return [
    {
      status,
      body: scrubKey(text, apiKey),
      retryAfter: status === 429 || status === 503 ? safeRetryAfter(retryAfter ?? null) : null,
      synthetic: false,
    },
  ];
}
