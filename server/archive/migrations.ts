import { num, type Engine, type SqlDb } from './db.ts';
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
  { version: ROLLUP_VERSION, name: 'hourly and daily rollups of failures', statements: rollupStatements },
];

export async function migrate(db: SqlDb, now: number = Date.now()): Promise<number> {
  await db.batch([
    { sql: 'CREATE TABLE IF NOT EXISTS archive_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at BIGINT NOT NULL)' },
  ]);
  const rows = await db.all<{ version: unknown }>('SELECT version FROM archive_migrations');
  const applied = new Set(rows.map((row) => num(row.version)));
  let count = 0;
  for (const migration of MIGRATIONS) {
    if (applied.has(migration.version)) continue;
    // The schema change and its record commit together; a second instance doing the same at the
    // same moment finds the tables there (IF NOT EXISTS) and the record taken (DO NOTHING).
    await db.batch([
      ...(typeof migration.statements === 'function' ? migration.statements(db.engine) : migration.statements).map((sql) => ({ sql })),
      {
        sql: 'INSERT INTO archive_migrations (version, name, applied_at) VALUES (?, ?, ?) ON CONFLICT (version) DO NOTHING',
        params: [migration.version, migration.name, now],
      },
    ]);
    count += 1;
  }
  return count;
}
