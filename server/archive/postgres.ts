import pg from 'pg';
import { numberPlaceholders, type SqlDb } from './db.ts';

/** PostgreSQL through a small pg pool; a batch is BEGIN ... COMMIT on one pooled client. */
export function openPostgres(connectionString: string): SqlDb {
  const pool = new pg.Pool({ connectionString, max: 4, idleTimeoutMillis: 30_000 });
  // An idle client's error (the server restarted) must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const text = new Map<string, string>();
  const converted = (sql: string): string => {
    let out = text.get(sql);
    if (out === undefined) {
      out = numberPlaceholders(sql);
      text.set(sql, out);
    }
    return out;
  };
  return {
    engine: 'postgresql',
    all: async <T>(sql: string, params: readonly unknown[] = []) => (await pool.query(converted(sql), [...params])).rows as T[],
    batch: async (statements) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const counts: number[] = [];
        for (const statement of statements) {
          counts.push((await client.query(converted(statement.sql), [...(statement.params ?? [])])).rowCount ?? 0);
        }
        await client.query('COMMIT');
        return counts;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
