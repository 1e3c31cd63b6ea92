import type { Engine } from './db.ts';

/**
 * Migration 3: hourly and daily rollups of `failures`, so a summary reads a few thousand rollup
 * rows for any window instead of every failure in it (docs/archive.md, "Summaries").
 *
 * Each rollup row counts the failures of one period (`bucket_start`, aligned to the epoch) with
 * one value of every column a summary filters or groups by, and sums their `retries`. Triggers on
 * `failures` keep both rollups in the same transaction as the change that moves them: a row counts
 * when it is inserted (an `INSERT ... ON CONFLICT` that finds the id updates instead, and only
 * moves `retries_sum`), a delete (pruning) subtracts it, and a row at zero is removed. SQLite runs
 * row triggers; PostgreSQL runs statement triggers over the transition tables, one grouped upsert
 * per statement (the watcher inserts up to 1,000 rows a statement there).
 */

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

export const ROLLUPS = [
  { table: 'failures_hourly', unitMs: HOUR_MS },
  { table: 'failures_daily', unitMs: DAY_MS },
] as const;

/** The columns a rollup row is keyed by after its period: every filter of a summary but the block range. */
export const ROLLUP_KEYS = ['stream_id', 'tag', 'chain', 'type', 'error_message'] as const;
const KEY_LIST = ROLLUP_KEYS.join(', ');
const CONFLICT = `(bucket_start, ${KEY_LIST})`;

function createTable(engine: Engine, table: string): string {
  return `CREATE TABLE IF NOT EXISTS ${table} (
    bucket_start BIGINT NOT NULL,
    stream_id TEXT NOT NULL,
    tag TEXT NOT NULL,
    chain TEXT NOT NULL,
    type TEXT NOT NULL,
    error_message TEXT NOT NULL,
    n BIGINT NOT NULL,
    retries_sum BIGINT NOT NULL,
    PRIMARY KEY ${CONFLICT}
  )${engine === 'sqlite' ? ' WITHOUT ROWID' : ''}`;
}

export const ROLLUP_VERSION = 3;

/**
 * Counts what `failures` already holds (a database migrated with rows in it), unless another
 * process has just applied this migration: its record is then visible here, and so are its counts.
 */
function backfill(table: string, unitMs: number): string {
  const period = `created_at - created_at % ${unitMs}`;
  return `INSERT INTO ${table} (bucket_start, ${KEY_LIST}, n, retries_sum)
    SELECT ${period}, ${KEY_LIST}, COUNT(*), SUM(retries) FROM failures
    WHERE NOT EXISTS (SELECT 1 FROM archive_migrations WHERE version = ${ROLLUP_VERSION})
    GROUP BY ${period}, ${KEY_LIST}`;
}

function sqliteTriggers(): string[] {
  const match = (row: 'OLD' | 'NEW', unitMs: number) =>
    [
      `bucket_start = ${row}.created_at - ${row}.created_at % ${unitMs}`,
      ...ROLLUP_KEYS.map((key) => `${key} = ${row}.${key}`),
    ].join(' AND ');
  const add = ROLLUPS.map(
    ({ table, unitMs }) =>
      `INSERT INTO ${table} (bucket_start, ${KEY_LIST}, n, retries_sum)
      VALUES (NEW.created_at - NEW.created_at % ${unitMs}, ${ROLLUP_KEYS.map((key) => `NEW.${key}`).join(', ')}, 1, NEW.retries)
      ON CONFLICT ${CONFLICT} DO UPDATE SET n = n + 1, retries_sum = retries_sum + excluded.retries_sum;`,
  ).join('\n');
  const remove = ROLLUPS.map(
    ({ table, unitMs }) =>
      `UPDATE ${table} SET n = n - 1, retries_sum = retries_sum - OLD.retries WHERE ${match('OLD', unitMs)};
     DELETE FROM ${table} WHERE ${match('OLD', unitMs)} AND n = 0;`,
  ).join('\n');
  return [
    `CREATE TRIGGER IF NOT EXISTS failures_rollup_insert AFTER INSERT ON failures BEGIN ${add} END`,
    `CREATE TRIGGER IF NOT EXISTS failures_rollup_delete AFTER DELETE ON failures BEGIN ${remove} END`,
    `CREATE TRIGGER IF NOT EXISTS failures_rollup_update AFTER UPDATE ON failures BEGIN ${remove}\n${add} END`,
  ];
}

function postgresTriggers(): string[] {
  const grouped = (rows: 'added' | 'removed', unitMs: number) =>
    `SELECT created_at - created_at % ${unitMs} AS bucket_start, ${KEY_LIST}, COUNT(*) AS n, SUM(retries) AS retries_sum
     FROM ${rows} GROUP BY created_at - created_at % ${unitMs}, ${KEY_LIST}`;
  const match = ['bucket_start', ...ROLLUP_KEYS].map((column) => `r.${column} = g.${column}`).join(' AND ');
  const add = ROLLUPS.map(
    ({ table, unitMs }) =>
      `INSERT INTO ${table} AS r (bucket_start, ${KEY_LIST}, n, retries_sum) ${grouped('added', unitMs)}
     ON CONFLICT ${CONFLICT} DO UPDATE SET n = r.n + excluded.n, retries_sum = r.retries_sum + excluded.retries_sum;`,
  ).join('\n');
  const remove = ROLLUPS.map(
    ({ table, unitMs }) =>
      `UPDATE ${table} AS r SET n = r.n - g.n, retries_sum = r.retries_sum - g.retries_sum FROM (${grouped('removed', unitMs)}) AS g WHERE ${match};
     DELETE FROM ${table} AS r USING (${grouped('removed', unitMs)}) AS g WHERE ${match} AND r.n = 0;`,
  ).join('\n');
  return [
    `CREATE OR REPLACE FUNCTION failures_rollup() RETURNS trigger LANGUAGE plpgsql AS $body$
     BEGIN
       IF TG_OP <> 'INSERT' THEN ${remove} END IF;
       IF TG_OP <> 'DELETE' THEN ${add} END IF;
       RETURN NULL;
     END $body$`,
    'DROP TRIGGER IF EXISTS failures_rollup_insert ON failures',
    'DROP TRIGGER IF EXISTS failures_rollup_delete ON failures',
    'DROP TRIGGER IF EXISTS failures_rollup_update ON failures',
    `CREATE TRIGGER failures_rollup_insert AFTER INSERT ON failures REFERENCING NEW TABLE AS added
     FOR EACH STATEMENT EXECUTE FUNCTION failures_rollup()`,
    `CREATE TRIGGER failures_rollup_delete AFTER DELETE ON failures REFERENCING OLD TABLE AS removed
     FOR EACH STATEMENT EXECUTE FUNCTION failures_rollup()`,
    `CREATE TRIGGER failures_rollup_update AFTER UPDATE ON failures REFERENCING OLD TABLE AS removed NEW TABLE AS added
     FOR EACH STATEMENT EXECUTE FUNCTION failures_rollup()`,
  ];
}

/** The triggers first: on PostgreSQL they lock `failures` against writers before the backfill reads it. */
export function rollupStatements(engine: Engine): string[] {
  return [
    ...ROLLUPS.map(({ table }) => createTable(engine, table)),
    ...(engine === 'sqlite' ? sqliteTriggers() : postgresTriggers()),
    ...ROLLUPS.map(({ table, unitMs }) => backfill(table, unitMs)),
  ];
}
