import { readStored, writeStored } from '../../lib/storage';

// Apart from watchlist.ts so the /tokens route's beforeLoad (up front) does not import address checks.
export const WATCHLIST_STORAGE_KEY = 'tokens.watchlist';

/** The stored list, or null when there is none (or storage is unavailable, e.g. private mode). */
export function loadStoredWatchlist(): string | null {
  return readStored(WATCHLIST_STORAGE_KEY);
}

export function storeWatchlist(text: string): void {
  writeStored(WATCHLIST_STORAGE_KEY, text);
}
