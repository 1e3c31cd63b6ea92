import { compactSearch, oneOf, text } from '../../lib/searchParams';

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
  // The router spreads the raw search under this result: a key left out keeps its raw value. So a
  // list the router read as a number, null or an object is kept as text (its entries are then
  // named as unreadable), and an invalid refresh is set to undefined explicitly: left out,
  // `?refresh=0.001` reached the cards as a 1 ms refetch interval.
  const list =
    raw.list === undefined
      ? undefined
      : typeof raw.list === 'string'
        ? raw.list
        : text(raw.list === null ? 'null' : raw.list);
  // Leave absent keys out, so links and redirects stay tidy (the router writes no undefined key); 0 (off) is the default.
  const out: TokensSearch = compactSearch({ list, refresh: refresh === 0 ? undefined : refresh });
  if (out.refresh === undefined && 'refresh' in raw) out.refresh = undefined;
  return out;
}
