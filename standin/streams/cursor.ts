import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FailureKey } from './failures';

/**
 * The log's cursor: an opaque, signed token naming the last failure of the previous page. The
 * failures before it never change, so the next page is stable even while new failures arrive at
 * the top. The signature (HMAC-SHA256 with a fixed key, so the same page gives the same bytes on
 * every run) makes a tampered or made-up cursor a 400 rather than a silently wrong page.
 */

const KEY = 'chainboard-standin/streams-cursor/v1';

function sign(payload: string): Buffer {
  return createHmac('sha256', KEY).update(payload).digest().subarray(0, 16);
}

export function encodeCursor(key: FailureKey): string {
  const payload = Buffer.from(JSON.stringify({ v: 1, t: key.t, s: key.s, k: key.k })).toString('base64url');
  return `${payload}.${sign(payload).toString('base64url')}`;
}

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/** The key in a cursor, or null when the cursor is malformed or its signature does not match. */
export function decodeCursor(cursor: string): FailureKey | null {
  const [payload, signature, extra] = cursor.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const given = Buffer.from(signature, 'base64url');
  const expected = sign(payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { v, t, s, k } = parsed as Record<string, unknown>;
    return v === 1 && isCount(t) && isCount(s) && isCount(k) ? { t, s, k } : null;
  } catch {
    return null;
  }
}
