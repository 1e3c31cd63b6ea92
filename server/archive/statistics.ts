import type { Engine, Statement } from './db.ts';

/**
 * Planner statistics refreshed by the archive itself after it writes many rows. A first backfill
 * writes up to a week of failures within minutes and is queried at once; PostgreSQL's autovacuum
 * analyzes a table only after 10 % of it changed and a naptime passed, so the plans of those first
 * queries were made from statistics of a much smaller table (an error-text first page: a trigram
 * scan and a sort of every match, far slower than walking the time index once the table is
 * analyzed; bench/mechanisms.md). The store (store.ts) asks for a refresh after every
 * REFRESH_EVERY_ROWS rows it inserted, and when the watcher's backfill completes.
 *
 * SQLite keeps no statistics: without them its planner takes the filter column's index for every
 * filtered list, which is the right plan for the archive's queries. With them it chose worse ones
 * (an OR of two index searches and a sort after a sampled ANALYZE, a scan of the time index after
 * a full one); and a full ANALYZE holds the synchronous driver, so the server's event loop, for a
 * time that grows with the table (bench/mechanisms.md).
 */

/** Rows inserted between two refreshes. PostgreSQL's ANALYZE samples a fixed number of rows, so its cost does not grow with the table. */
export const REFRESH_EVERY_ROWS = 100_000;

/** What refreshes the engine's statistics; nothing on SQLite (above). */
export function refreshStatements(engine: Engine): Statement[] {
  return engine === 'postgresql' ? [{ sql: 'ANALYZE failures, failures_hourly, failures_daily' }] : [];
}
