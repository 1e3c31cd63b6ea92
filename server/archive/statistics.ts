import type { Engine, Statement } from './db.ts';

/**
 * Planner statistics refreshed by the archive itself after it writes many rows. A first backfill
 * writes up to a week of failures within minutes and is queried at once; PostgreSQL's autovacuum
 * analyzes a table only after 10 % of it changed and a naptime passed, so the plans of those first
 * queries were made from statistics of a much smaller table (an error-text first page at 1,000,000
 * failures: a trigram scan and a sort of every match, p95 105–109 ms, against ~10 ms walking the
 * time index once the table is analyzed). The store (store.ts) runs these statements after every
 * REFRESH_EVERY_ROWS rows it inserted, and when the watcher's backfill completes.
 */

/** Rows inserted between two refreshes. PostgreSQL's ANALYZE samples a fixed number of rows, so its cost does not grow with the table. */
export const REFRESH_EVERY_ROWS = 100_000;

/**
 * SQLite reads at most this many rows of each index for its statistics (`PRAGMA analysis_limit`):
 * the driver is synchronous, and an unlimited ANALYZE of a 1,000,000-row archive holds the
 * server's event loop for seconds.
 */
const SQLITE_ANALYSIS_LIMIT = 2_000;

export function refreshStatements(engine: Engine): Statement[] {
  if (engine === 'postgresql') return [{ sql: 'ANALYZE failures, failures_hourly, failures_daily' }];
  return [{ sql: `PRAGMA analysis_limit = ${SQLITE_ANALYSIS_LIMIT}` }, { sql: 'ANALYZE' }];
}
