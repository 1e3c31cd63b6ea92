// zod/mini: validateSearch runs in the up-front bundle, and mini keeps zod's classic API out of it.
import * as z from 'zod/mini';

/**
 * `/tokens` search params: `list` (the watchlist, see watchlist.ts; absent means "restore from
 * storage or seed the defaults", empty means "the user removed every card") and `refresh`
 * (seconds between automatic refetches: 0 = off, 15, 30 or 60).
 */
export const REFRESH_CHOICES = [0, 15, 30, 60] as const;
export type RefreshSeconds = (typeof REFRESH_CHOICES)[number];

const refresh = z.optional( // zod 4: without optional a missing key fails the whole object
  z.pipe(z.unknown(), z.transform((value): RefreshSeconds | undefined => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN;
  return (REFRESH_CHOICES as readonly number[]).includes(n) && n !== 0 ? (n as RefreshSeconds) : undefined;
  })),
);

const list = z.optional(z.pipe(z.unknown(), z.transform((value): string | undefined => (typeof value === 'string' ? value : undefined))));

export const tokensSearchSchema = z.object({ list, refresh });
/** Both keys optional, so links to /tokens need no search (the route fills `list` in). */
export interface TokensSearch {
  list?: string;
  refresh?: RefreshSeconds;
}

/** Never throws: a hand-edited link must not blank the page; bad list entries are shown, not fetched. */
export function parseTokensSearch(raw: Record<string, unknown>): TokensSearch {
  const parsed = tokensSearchSchema.safeParse(raw);
  const data: TokensSearch = parsed.success ? parsed.data : {};
  // Leave absent keys out, so links and redirects stay tidy.
  const out: TokensSearch = {};
  if (data.list !== undefined) out.list = data.list;
  if (data.refresh !== undefined) out.refresh = data.refresh;
  return out;
}
