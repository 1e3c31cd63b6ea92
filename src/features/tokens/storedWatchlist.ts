import { readStored } from '../../lib/storage';

// Apart from watchlist.ts so the /tokens route's beforeLoad (up front) does not import address
// checks: what the route reads before the page loads. The page writes the list (watchlist.ts).
export const WATCHLIST_STORAGE_KEY = 'tokens.watchlist';

/** The stored list, or null when there is none (or storage is unavailable, e.g. private mode). */
export function loadStoredWatchlist(): string | null {
  return readStored(WATCHLIST_STORAGE_KEY);
}
