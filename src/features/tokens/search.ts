import { compactSearch, oneOf } from '../../lib/searchParams';


/**
 * `/tokens` search params: `list` (the watchlist, see watchlist.ts; absent means "restore from
 * storage or seed the defaults", empty means "the user removed every card") and `refresh`
 * (seconds between automatic refetches: 0 = off, 15, 30 or 60).
 */
export const REFRESH_CHOICES = [0, 15, 30, 60] as const;
export type RefreshSeconds = (typeof REFRESH_CHOICES)[number];

/** Both keys optional, so links to /tokens need no search (the route fills `list` in). */
export interface TokensSearch {
  list?: string;
  refresh?: RefreshSeconds;
}

/** Never throws: a hand-edited link must not blank the page; bad list entries are shown, not fetched. */
export function parseTokensSearch(raw: Record<string, unknown>): TokensSearch {
  const value = raw.refresh;
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN;
  const refresh = oneOf(n, REFRESH_CHOICES);
  // Leave absent keys out, so links and redirects stay tidy; 0 (off) is the default.
  return compactSearch({ list: typeof raw.list === 'string' ? raw.list : undefined, refresh: refresh === 0 ? undefined : refresh });
}
