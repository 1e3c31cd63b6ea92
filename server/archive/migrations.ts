import { num, type Engine, type SqlDb } from './db.ts';
import { ERROR_TEXT_VERSION, errorTextStatements } from './errorTextSchema.ts';
import { ROLLUP_VERSION, rollupStatements } from './rollupSchema.ts';

/**
 * The archive's schema, as numbered migrations applied in order and recorded in
 * `archive_migrations`. The DDL is the same text on SQLite and PostgreSQL (BIGINT is an INTEGER
 * on SQLite) except where a migration's statements depend on the engine (triggers). Times are
 * milliseconds since the epoch.
 */

interface Migration {
  readonly version: number;
  readonly name: string;
  readonly statements: readonly string[] | ((engine: Engine) => readonly string[]);
}

const FILTER_INDEXES = ['stream_id', 'chain', 'type', 'tag', 'error_message'].map(
  (column) => `CREATE INDEX IF NOT EXISTS failures_${column}_created ON failures (${column}, created_at)`,
);

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'failures and watcher state',
    statements: [
      `CREATE TABLE IF NOT EXISTS failures (
        id TEXT PRIMARY KEY,
        stream_id TEXT NOT NULL,
        chain TEXT NOT NULL,
        webhook_url TEXT NOT NULL,
        tag TEXT NOT NULL,
        retries INTEGER NOT NULL,
        delivery_status TEXT NOT NULL,
        block_number BIGINT,
        error_message TEXT NOT NULL,
        type TEXT NOT NULL,
        created_at BIGINT NOT NULL,
        archived_at BIGINT NOT NULL
      )`,
      'CREATE INDEX IF NOT EXISTS failures_created ON failures (created_at, id)',
      ...FILTER_INDEXES,
      'CREATE INDEX IF NOT EXISTS failures_block ON failures (block_number, created_at)',
      'CREATE TABLE IF NOT EXISTS watcher_state (key TEXT PRIMARY KEY, value TEXT NOT NULL)',
    ],
  },
  {
    version: 2,
    name: 'alert rules, events and delivery attempts',
    statements: [
      // scope_value is '' when a scope has none; channel_url is a secret that only the delivery
      // code reads (server/alerts/); state_seq counts the rule's state changes.
      `CREATE TABLE IF NOT EXISTS alert_rules (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        kind TEXT NOT NULL,
        threshold INTEGER NOT NULL,
        window_minutes INTEGER NOT NULL,
        scope TEXT NOT NULL,
        scope_value TEXT NOT NULL,
        channel_kind TEXT NOT NULL,
        channel_url TEXT NOT NULL,
        enabled INTEGER NOT NULL,
        state TEXT NOT NULL,
        state_seq INTEGER NOT NULL,
        created_at BIGINT NOT NULL,
        updated_at BIGINT NOT NULL
      )`,
      `CREATE TABLE IF NOT EXISTS alert_events (
        id TEXT PRIMARY KEY,
        rule_id TEXT NOT NULL,
        rule_name TEXT NOT NULL,
        kind TEXT NOT NULL,
        subject TEXT NOT NULL,
        count INTEGER NOT NULL,
        at BIGINT NOT NULL,
        status TEXT NOT NULL,
        seq INTEGER
      )`,
      'CREATE INDEX IF NOT EXISTS alert_events_at ON alert_events (at, id)',
      // One event per state change of a rule, however many evaluations race for it.
      'CREATE UNIQUE INDEX IF NOT EXISTS alert_events_rule_seq ON alert_events (rule_id, seq)',
      'CREATE INDEX IF NOT EXISTS alert_events_rule ON alert_events (rule_id, kind, subject)',
      `CREATE TABLE IF NOT EXISTS alert_deliveries (
        event_id TEXT NOT NULL,
        attempt INTEGER NOT NULL,
        at BIGINT NOT NULL,
        ok INTEGER NOT NULL,
        status_code INTEGER,
        error TEXT,
        PRIMARY KEY (event_id, attempt)
      )`,
    ],
  },
  { version: ROLLUP_VERSION, name: 'hourly and daily rollups of failures', statements: rollupStatements },
  {
    version: ERROR_TEXT_VERSION,
    name: 'error-text search: statistics and trigram index (PostgreSQL)',
    statements: errorTextStatements,
  },
];

/** The migrations' advisory lock: "CBMIGR" as a number, the same on every instance. */
export const MIGRATION_LOCK_KEY = 0x43424d494752;

/** The archive's schema is newer than this code knows: starting would read and write it wrongly. */
export class SchemaTooNewError extends Error {
  override name = 'SchemaTooNewError';
}

export const LATEST_VERSION = Math.max(...MIGRATIONS.map((migration) => migration.version));

export interface MigrateOptions {
  readonly now?: number;
  /** Each migration applied, and the version the schema is at. */
  readonly log?: (message: string) => void;
}

/**
 * Brings the schema to LATEST_VERSION. Instances that start together on one PostgreSQL take turns
 * (an advisory lock around the whole run): concurrent CREATE TABLE IF NOT EXISTS of the same table
 * is not safe in PostgreSQL (a unique violation on its catalog). The versions applied are read
 * under the lock, so the instances after the first find nothing left to do. A schema with a
 * version this code does not know was written by newer code: refused, naming both versions.
 */
export async function migrate(db: SqlDb, options: MigrateOptions = {}): Promise<number> {
  return db.exclusive
    ? db.exclusive(MIGRATION_LOCK_KEY, (locked) => migrateLocked(locked, options))
    : migrateLocked(db, options);
}

async function migrateLocked(db: SqlDb, options: MigrateOptions): Promise<number> {
  const now = options.now ?? Date.now();
  await db.batch([
    {
      sql: 'CREATE TABLE IF NOT EXISTS archive_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at BIGINT NOT NULL)',
    },
  ]);
  const rows = await db.all<{ version: unknown }>('SELECT version FROM archive_migrations');
  const applied = new Set(rows.map((row) => num(row.version)));
  const newest = Math.max(0, ...applied);
  if (newest > LATEST_VERSION) {
    throw new SchemaTooNewError(
      `The archive's schema is at version ${newest}, but this build of Chainboard knows versions up to ${LATEST_VERSION}: ` +
        'it was upgraded by a newer build. Run that build (or a newer one), or restore the database from before the upgrade.',
    );
  }
  let count = 0;
  for (const migration of MIGRATIONS) {
    if (applied.has(migration.version)) continue;
    options.log?.(`archive schema: applying migration ${migration.version} (${migration.name})`);
    // The schema change and its record commit together.
    await db.batch([
      ...(typeof migration.statements === 'function' ? migration.statements(db.engine) : migration.statements).map(
        (sql) => ({ sql }),
      ),
      {
        sql: 'INSERT INTO archive_migrations (version, name, applied_at) VALUES (?, ?, ?) ON CONFLICT (version) DO NOTHING',
        params: [migration.version, migration.name, now],
      },
    ]);
    count += 1;
  }
  options.log?.(
    `archive schema at version ${LATEST_VERSION} (${count === 0 ? 'nothing to apply' : `${count} applied`})`,
  );
  return count;
}
