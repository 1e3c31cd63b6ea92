/**
 * Where to go after signing in. Only a path on this origin is accepted ("/wallet/0x..?chain=eth"):
 * an absolute URL, a protocol-relative "//host", a backslash (browsers read "/\host" as "//host"),
 * or control characters would turn the sign-in into an open redirect. Anything else becomes "/".
 */
export const DEFAULT_RETURN_TO = '/';
const MAX_LENGTH = 2048;

export function safeReturnTo(raw: unknown): string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_LENGTH) return DEFAULT_RETURN_TO;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return DEFAULT_RETURN_TO;
  for (const char of raw) if (char < ' ' || char === '\x7f') return DEFAULT_RETURN_TO;
  // The sign-in endpoints themselves would loop.
  if (raw === '/api' || raw.startsWith('/api/') || raw.startsWith('/api?')) return DEFAULT_RETURN_TO;
  try {
    const resolved = new URL(raw, 'http://chainboard.invalid');
    if (resolved.origin !== 'http://chainboard.invalid') return DEFAULT_RETURN_TO;
    return resolved.pathname + resolved.search;
  } catch {
    return DEFAULT_RETURN_TO;
  }
}
