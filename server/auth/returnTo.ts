/**
 * Where to go after signing in. Only a path on this origin is accepted ("/wallet/0x..?chain=eth").
 * The check is made on the result, the path the Location header will carry, as a browser will
 * read it: it must start with exactly one "/" (never "//" or "/\", which browsers take for another
 * host), hold no dot segment (which a browser would resolve into "//host", as in "/.//evil"),
 * no backslash or control character, and resolve to itself on this origin. Anything else becomes "/".
 */
export const DEFAULT_RETURN_TO = '/';
const MAX_LENGTH = 2048;
const BASE = 'http://chainboard.invalid';

/** "." or ".." as a browser reads a segment: also written %2e, in either case. */
const DOT_SEGMENT = /(^|\/)(\.|%2e){1,2}(\/|\?|#|$)/i;

function isSafePath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return false;
  for (const char of path) if (char < ' ' || char === '\x7f') return false;
  if (DOT_SEGMENT.test(path)) return false;
  // The sign-in endpoints themselves would loop.
  if (path === '/api' || path.startsWith('/api/') || path.startsWith('/api?')) return false;
  return true;
}

export function safeReturnTo(raw: unknown): string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_LENGTH || !isSafePath(raw))
    return DEFAULT_RETURN_TO;
  let result: string;
  try {
    const resolved = new URL(raw, BASE);
    if (resolved.origin !== BASE) return DEFAULT_RETURN_TO;
    result = resolved.pathname + resolved.search;
  } catch {
    return DEFAULT_RETURN_TO;
  }
  // The result once more, as the browser will read it from the Location header.
  if (!isSafePath(result)) return DEFAULT_RETURN_TO;
  try {
    const again = new URL(result, BASE);
    if (again.origin !== BASE || again.pathname + again.search !== result) return DEFAULT_RETURN_TO;
  } catch {
    return DEFAULT_RETURN_TO;
  }
  return result;
}
