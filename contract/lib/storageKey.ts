/** The app's localStorage keys carry this prefix (src/lib/storage.ts writes them; the server's watchlist preload reads one). */
const PREFIX = 'chainboard:';

/** The localStorage key under which `key` is kept. */
export function storageKey(key: string): string {
  return PREFIX + key;
}
