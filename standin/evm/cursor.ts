import { createHmac, timingSafeEqual } from 'node:crypto';
import { badRequest } from './http-error';

/**
 * The opaque paging cursor: like the hosted service's, a signed token carrying the original
 * query and the position. `limit`, the range and the head are fixed by the first request, so a
 * walk never shifts while new blocks arrive. A cursor that was altered, or used on another
 * endpoint, address or chain, is a 400.
 *
 * Format: base64url(JSON payload) "." base64url(HMAC-SHA256(secret, payload))[:22]. The secret is
 * fixed (derived from the API key) so the same request gives the same bytes on every run.
 */

export interface CursorPayload {
  /** Endpoint id: "wallet", "verbose", "nft". */
  e: string;
  /** Chain hex id. */
  c: string;
  /** Path address. */
  a: string;
  /** The original query's fixed part (limit, order, range, include, format). */
  q: Record<string, string>;
  /** First and last index of the walk (inclusive), resolved on the first request. */
  lo: number;
  hi: number;
  /** Next index to return. */
  p: number;
  /** Page number of the page this cursor opens. */
  n: number;
}

function sign(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body).digest('base64url').slice(0, 22);
}

export function cursorSecret(apiKey: string): string {
  return `chainboard-standin-cursor-v1|${apiKey}`;
}

export function encodeCursor(secret: string, payload: CursorPayload): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${sign(secret, body)}`;
}

const INVALID = 'Invalid cursor: it was altered, has expired or is not a cursor of this service';

function isPayload(value: unknown): value is CursorPayload {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.e === 'string' &&
    typeof v.c === 'string' &&
    typeof v.a === 'string' &&
    typeof v.q === 'object' &&
    v.q !== null &&
    [v.lo, v.hi, v.p, v.n].every((n) => typeof n === 'number' && Number.isSafeInteger(n))
  );
}

export function decodeCursor(
  secret: string,
  cursor: string,
  expect: { e: string; c: string | null; a: string },
): CursorPayload {
  const [body, mac, extra] = cursor.split('.');
  if (!body || !mac || extra !== undefined || cursor.length > 4096) throw badRequest(INVALID);
  const expected = Buffer.from(sign(secret, body));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw badRequest(INVALID);
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    throw badRequest(INVALID);
  }
  if (!isPayload(payload)) throw badRequest(INVALID);
  if (payload.e !== expect.e || payload.a !== expect.a || (expect.c !== null && payload.c !== expect.c)) {
    throw badRequest('Invalid cursor: it belongs to another query (endpoint, address or chain differ)');
  }
  return payload;
}
