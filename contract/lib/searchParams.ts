/**
 * Plain parsers for URL search params, shared by every route's `validateSearch`.
 *
 * `validateSearch` runs in the up-front bundle and must never throw: a bad value in a shared link
 * has to render a clear message on the page, not a blank route error. So these only normalise
 * shapes and keep what the user wrote; each page checks the values before any request. A schema
 * library adds nothing to that and costs bytes up front, so zod validates the wire
 * (`src/api/schemas`, loaded with the page chunks) and these small functions the URL.
 */

/** A scalar as written. The router JSON-parses values: `?from_block=12` is 12, `?chain=0x1` a string. */
export function scalar(value: unknown): string | number | undefined {
  if (value == null || value === '') return undefined;
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (typeof value === 'boolean') return String(value);
  // An object or array where a scalar belongs: keep it as text so the page can name the mistake.
  return JSON.stringify(value);
}

/** A scalar as text. */
export function text(value: unknown): string | undefined {
  const raw = scalar(value);
  return raw === undefined ? undefined : String(raw);
}

/** A trimmed, non-empty string (numbers the router parsed are turned back into text). */
export function trimmedText(value: unknown): string | undefined {
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** An on/off flag: `true`, `'true'`, `1`, `'1'` mean on; anything else is absent (off). */
export function flag(value: unknown): true | undefined {
  return value === true || value === 'true' || value === 1 || value === '1' ? true : undefined;
}

/** One of a fixed set of values, or absent. */
export function oneOf<const T extends string | number>(value: unknown, allowed: readonly T[]): T | undefined {
  return (allowed as readonly unknown[]).includes(value) ? (value as T) : undefined;
}

/**
 * The cursor trail (docs/CONVENTIONS.md): an array of cursors, oldest first; a single string is
 * accepted as a one-item trail, empty items are dropped.
 */
export function cursorTrail(value: unknown): string[] | undefined {
  if (value == null || value === '') return undefined;
  const items = Array.isArray(value) ? value : [value];
  const trail = items
    .map((item) => (typeof item === 'string' ? item : (JSON.stringify(item) ?? '')))
    .filter((item) => item !== '');
  return trail.length ? trail : undefined;
}

/**
 * Drops absent keys, so the router sees optional keys (links may leave them out) and the URL
 * carries no `key=undefined` noise.
 */
export function compactSearch<T extends Record<string, unknown>>(
  value: T,
): { [K in keyof T]?: Exclude<T[K], undefined> } {
  const out: { [K in keyof T]?: Exclude<T[K], undefined> } = {};
  for (const key of Object.keys(value) as (keyof T)[]) {
    const item = value[key];
    if (item !== undefined) out[key] = item as Exclude<T[keyof T], undefined>;
  }
  return out;
}

/**
 * What a route's loader and page read (loaderDeps, useSearch): TanStack Router spreads the raw
 * search under validateSearch's result, so a key the parser left out (an empty value) keeps its
 * raw value, and the page's check refuses it. For code that reads a URL outside the router (the
 * server's API preload, tests).
 */
export function routedSearch<T extends object>(
  parse: (raw: Record<string, unknown>) => T,
  raw: Record<string, unknown>,
): T {
  return { ...raw, ...parse(raw) };
}
