import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { SqlDb, SqlValue, Statement } from './db.ts';

/**
 * The embedded engine's connection: one better-sqlite3 connection in WAL mode, used only inside
 * the SQLite worker thread (sqliteWorker.ts). The driver is synchronous, so a batch runs inside one
 * `db.transaction` with nothing interleaved; prepared statements are kept per SQL text, which is
 * what makes row-by-row inserts fast.
 */

export interface SqliteConnection {
  all(sql: string, params: readonly SqlValue[]): unknown[];
  batch(statements: readonly Statement[]): number[];
  close(): void;
}

export function openSqliteConnection(file: string): SqliteConnection {
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  // WAL with NORMAL sync is durable against a process kill (the WAL is written before commit
  // returns); only an OS crash can lose the last transactions, which the watcher then re-fetches.
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 5000');
  const prepared = new Map<string, Database.Statement>();
  const prepare = (sql: string): Database.Statement => {
    let statement = prepared.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      prepared.set(sql, statement);
    }
    return statement;
  };
  const runAll = db.transaction((statements: readonly Statement[]) =>
    statements.map((statement) => prepare(statement.sql).run(...((statement.params ?? []) as SqlValue[])).changes),
  );
  return {
    all: (sql, params) => prepare(sql).all(...(params as SqlValue[])),
    batch: (statements) => runAll(statements),
    close: () => {
      prepared.clear();
      db.close();
    },
  };
}

/**
 * The connection on the calling thread, behind SqlDb: for tests that drive time with fake timers,
 * which cannot wait for a worker thread's answers. The server always uses `openSqlite` (sqlite.ts).
 */
export function openSqliteOnThisThread(file: string): SqlDb {
  const connection = openSqliteConnection(file);
  return {
    engine: 'sqlite',
    all: async <T>(sql: string, params: readonly SqlValue[] = []) => connection.all(sql, params) as T[],
    batch: async (statements) => connection.batch(statements),
    close: async () => connection.close(),
  };
}
