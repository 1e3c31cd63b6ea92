import type { Engine, Statement } from './db.ts';

/**
 * Planner statistics refreshed by the archive itself after it writes many rows. A first backfill
 * writes up to a week of failures within minutes and is queried at once; PostgreSQL's autovacuum
 * analyzes a table only after 10 % of it changed and a naptime passed, so the plans of those first
 * queries were made from statistics of a much smaller table (an error-text first page at 1,000,000
 * failures: a trigram scan and a sort of every match, p95 105–109 ms, against ~10 ms walking the
 * time index once the table is analyzed). The store (store.ts) asks for a refresh after every
 * REFRESH_EVERY_ROWS rows it inserted, and when the watcher's backfill completes.
 *
 * SQLite keeps no statistics: without them its planner takes the filter column's index for every
 * filtered list, which is the right plan for the archive's queries. With them it chose worse ones:
 * the keyset page 50 of one stream at 100,000 failures took 178 ms (an OR of two index searches
 * and a sort) after an ANALYZE limited to 2,000 rows per index, 3.4 ms (the time index, scanned)
 * after a full one, against 1.0 ms without; and a full ANALYZE holds the synchronous driver, so
 * the server's event loop, for about 330 ms at 100,000 failures and seconds at 1,000,000.
 */

/** Rows inserted between two refreshes. PostgreSQL's ANALYZE samples a fixed number of rows, so its cost does not grow with the table. */
export const REFRESH_EVERY_ROWS = 100_000;

/** What refreshes the engine's statistics; nothing on SQLite (above). */
export function refreshStatements(engine: Engine): Statement[] {
  return engine === 'postgresql' ? [{ sql: 'ANALYZE failures, failures_hourly, failures_daily' }] : [];
}
