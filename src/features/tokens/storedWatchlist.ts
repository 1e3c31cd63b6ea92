import { readStored, writeStored } from '../../lib/storage';
import { WATCHLIST_STORAGE_KEY } from '../../../contract/pages/tokens/storage';

// Apart from watchlist.ts so the /tokens route's beforeLoad (up front) does not import address
// checks: what the route reads before the page loads.

/** The stored list, or null when there is none (or storage is unavailable, e.g. private mode). */
export function loadStoredWatchlist(): string | null {
  return readStored(WATCHLIST_STORAGE_KEY);
}

/** Keeps the list for the next visit without one in its link (the /tokens route restores it). */
export function storeWatchlist(text: string): void {
  writeStored(WATCHLIST_STORAGE_KEY, text);
}
