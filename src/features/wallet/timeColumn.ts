import { useStoredString, writeStored } from '../../lib/storage';

/**
 * How the wallet table writes a transaction's time. Kept in localStorage, not in the URL: it is
 * the reader's preference (their zone, their habit), so a shared link opens in the recipient's own
 * choice and every wallet page keeps it, where a URL value would be lost on the next address.
 */
export type TimeColumn = 'age' | 'utc' | 'local';

export const TIME_COLUMN_KEY = 'wallet-time-column';

export const TIME_COLUMN_LABELS: Record<TimeColumn, string> = { age: 'Age', utc: 'Date (UTC)', local: 'Date (local)' };

export function parseTimeColumn(value: string | null): TimeColumn {
  return value === 'utc' || value === 'local' ? value : 'age';
}

export function useTimeColumn(): [TimeColumn, (next: TimeColumn) => void] {
  const stored = parseTimeColumn(useStoredString(TIME_COLUMN_KEY));
  return [stored, (next) => writeStored(TIME_COLUMN_KEY, next === 'age' ? null : next)];
}

/** The Timestamp mode that draws the choice. */
export const TIMESTAMP_MODE = { age: 'age', utc: 'absolute', local: 'local' } as const satisfies Record<
  TimeColumn,
  'age' | 'absolute' | 'local'
>;
