/**
 * The two engines behind one small interface. Every query is written once with `?` placeholders
 * (PostgreSQL's `$n` are numbered here), and every value that comes back as a PostgreSQL BIGINT or
 * NUMERIC string is turned into a number by the caller's row mapping (`num`).
 */

export type Engine = 'sqlite' | 'postgresql';
export type SqlValue = string | number | null;

export interface Statement {
  readonly sql: string;
  readonly params?: readonly SqlValue[];
}

export interface SqlDb {
  readonly engine: Engine;
  all<T = Record<string, unknown>>(sql: string, params?: readonly SqlValue[]): Promise<T[]>;
  /** Runs the statements in one transaction: all of them or none. Returns each one's changed-row count. */
  batch(statements: readonly Statement[]): Promise<number[]>;
  /**
   * Runs `work` while holding the lock named by `key` against every other process using the same
   * database (PostgreSQL: a session advisory lock on one connection, which `work`'s queries use).
   * Absent: one process owns the database (the embedded file), and `work` runs on `this`.
   */
  exclusive?<T>(key: number, work: (db: SqlDb) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** A number from a row value (PostgreSQL sends BIGINT, COUNT and SUM as strings). */
export function num(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'string' && value !== '') return Number(value);
  return 0;
}

export function numOrNull(value: unknown): number | null {
  return value === null || value === undefined ? null : num(value);
}

/** `?` -> `$1, $2, ...`. The queries never hold a `?` inside a literal. */
export function numberPlaceholders(sql: string): string {
  let n = 0;
  return sql.replace(/\?/g, () => `$${(n += 1)}`);
}
