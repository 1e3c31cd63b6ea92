import type { Engine } from './db.ts';

/**
 * Migration 4: what lets PostgreSQL find failures by error text (`lower(error_message) LIKE
 * '%text%'`, server/archive/filters.ts) without reading the whole table.
 *
 * - Statistics on `lower(error_message)`: without them the planner guesses that a substring
 *   matches a tiny share of the rows and reads the table in parallel and sorts it
 *   (bench/mechanisms.md) when a text that matches a few percent is found far sooner by
 *   walking the `(created_at, id)` index newest first.
 * - A trigram GIN index on `lower(error_message)` (the `pg_trgm` extension of PostgreSQL's
 *   contrib, trusted since PostgreSQL 13): a rare text is then found through the index instead of
 *   by a scan. When the extension cannot be created (not installed, or no CREATE right on the
 *   database) the archive works without it, and rare texts are found by a scan.
 *
 * SQLite has neither; its planner walks the time index for a text filter already.
 */

export const ERROR_TEXT_VERSION = 4;

const POSTGRES = `DO $body$
BEGIN
  BEGIN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
  EXCEPTION WHEN OTHERS THEN
    RAISE NOTICE 'pg_trgm is not available (%): error-text filters read the time index', SQLERRM;
  END;
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    BEGIN
      CREATE INDEX IF NOT EXISTS failures_error_trgm ON failures USING gin (lower(error_message) gin_trgm_ops);
    EXCEPTION WHEN OTHERS THEN
      RAISE NOTICE 'no trigram index on failures (%)', SQLERRM;
    END;
  END IF;
  CREATE STATISTICS IF NOT EXISTS failures_error_lower ON (lower(error_message)) FROM failures;
  ANALYZE failures;
END $body$`;

export function errorTextStatements(engine: Engine): string[] {
  return engine === 'postgresql' ? [POSTGRES] : [];
}
