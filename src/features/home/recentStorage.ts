import { useStoredString, writeStoredJson } from '../../lib/storage';

/**
 * What the home page needs of the recent lookups before their list loads: the storage key, how
 * many there are, and clearing them. Reading, validating, adding and removing entries is in
 * recent.ts, which comes with the list's chunk and the search box's assistant, not with `/`.
 */
export const RECENT_KEY = 'recent-lookups';
export const MAX_RECENT = 10;

/**
 * How many lookups are stored, counted on the raw text without validating the entries: the page
 * draws that many placeholder rows while the list loads, or "Nothing yet" without loading it.
 * Text that is not a JSON array counts as none.
 */
export function useStoredRecentCount(): number {
  const text = useStoredString(RECENT_KEY);
  if (text === null) return 0;
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? Math.min(value.length, MAX_RECENT) : 0;
  } catch {
    return 0;
  }
}

export function clearRecent(): void {
  writeStoredJson(RECENT_KEY, []);
}
