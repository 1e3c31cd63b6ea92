import pg from 'pg';
import { numberPlaceholders, type SqlDb, type Statement } from './db.ts';

type QueryConfig = pg.QueryConfig<unknown[]>;

/**
 * How long one read may run before PostgreSQL cancels it: a summary over a huge window ends with
 * an error (the route's 503) instead of holding a pooled connection, and every query queued behind
 * it, for minutes.
 */
export const READ_TIMEOUT_MS = 30_000;

export interface PostgresOptions {
  readonly readTimeoutMs?: number;
}

/**
 * PostgreSQL through a small pg pool; a batch is BEGIN ... COMMIT on one pooled client. Reads run
 * under the session's `statement_timeout`; a batch lifts it for its own transaction (`SET LOCAL`),
 * so a migration's backfill or a large prune is never cut off halfway.
 */
export function openPostgres(connectionString: string, options: PostgresOptions = {}): SqlDb {
  const pool = new pg.Pool({
    connectionString,
    max: 4,
    idleTimeoutMillis: 30_000,
    statement_timeout: options.readTimeoutMs ?? READ_TIMEOUT_MS,
  });
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
  // A write with parameters runs as a named prepared statement: each connection parses and plans
  // a text once (a page's INSERT of 100 rows has 1,200 parameters), then only binds its values.
  // Reads stay unnamed, so each is planned for its own values (an error-text pattern's selectivity
  // decides between the time index and the trigram index).
  const names = new Map<string, string>();
  const written = (statement: Statement): QueryConfig => {
    const sql = converted(statement.sql);
    const values = [...(statement.params ?? [])];
    if (!values.length) return { text: sql, values };
    let name = names.get(sql);
    if (name === undefined) {
      name = `w${names.size + 1}`;
      names.set(sql, name);
    }
    return { name, text: sql, values };
  };
  type Queryable = Pick<pg.PoolClient, 'query'>;
  const all = async <T>(on: Queryable, sql: string, params: readonly unknown[] = []) =>
    (await on.query(converted(sql), [...params])).rows as T[];
  const batchOn = async (client: pg.PoolClient, statements: readonly Statement[]) => {
    await client.query('BEGIN');
    try {
      await client.query('SET LOCAL statement_timeout = 0');
      const counts: number[] = [];
      for (const statement of statements) {
        counts.push((await client.query(written(statement))).rowCount ?? 0);
      }
      await client.query('COMMIT');
      return counts;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    }
  };
  /** A pooled client for `work`: with a listener while checked out (see below), released after. */
  const withClient = async <T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    // A checked-out client has no listener of the pool's: a connection that drops between two
    // statements would otherwise be an uncaught 'error' and end the process. The statement that
    // meets the broken connection fails, and the caller sees that error.
    const dropped = () => {};
    client.on('error', dropped);
    try {
      return await work(client);
    } finally {
      client.removeListener('error', dropped);
      client.release();
    }
  };
  const db: SqlDb = {
    engine: 'postgresql',
    all: (sql, params) => all(pool, sql, params),
    batch: (statements) => withClient((client) => batchOn(client, statements)),
    exclusive: (key, work) =>
      withClient(async (client) => {
        // Waiting for another instance's migrations may take longer than a read is allowed.
        await client.query('SET statement_timeout = 0');
        await client.query('SELECT pg_advisory_lock($1)', [key]);
        try {
          return await work({
            engine: 'postgresql',
            all: (sql, params) => all(client, sql, params),
            batch: (statements) => batchOn(client, statements),
            close: async () => {},
          });
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [key]).catch(() => {});
          await client.query('RESET statement_timeout').catch(() => {});
        }
      }),
    close: () => pool.end(),
  };
  return db;
}
