/**
 * Same-origin API URLs for the query definitions (src/api/*.ts). Apart from client.ts: the shell's
 * one call (/api/status) has no query, so the JavaScript every page loads first does without it.
 */
export type Query = Record<string, string | number | boolean | readonly string[] | null | undefined>;

/** Builds `/api/...?...` from a path and a query, leaving out empty values. */
export function apiUrl(path: string, query: Query = {}): string {
  if (!path.startsWith('/api/')) throw new Error(`apiUrl takes a path under /api/, got ${path}`);
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value == null || value === '') continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, item);
    else params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
