import { num, numOrNull, type SqlDb, type Statement } from './db.ts';
import { whereClause } from './filters.ts';
import {
  COLUMN_LIST,
  fromRow,
  ON_CONFLICT,
  PG_ROWS_PER_INSERT,
  ROW_PLACEHOLDERS,
  values,
  type Row,
} from './failureRows.ts';
import { migrate } from './migrations.ts';
import { REFRESH_EVERY_ROWS, refreshStatements } from './statistics.ts';
import { windowSource } from './windowSource.ts';
import type {
  ArchivedFailure,
  ArchiveStream,
  Bucket,
  Coverage,
  FailureFilter,
  Position,
  StreamCount,
  TopGroups,
  Walk,
  WatcherState,
} from './types.ts';

/**
 * The archive's queries, the same on both engines (server/archive/db.ts). Everything the API and
 * the watcher need goes through here; nothing else writes SQL against the archive.
 */

/** Rows a prune deletes per transaction. */
export const PRUNE_BATCH = 2_000;

const STATE_UPSERT =
  'INSERT INTO watcher_state (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value';

/** A filter with its window set (a summary's). */
export type WindowFilter = FailureFilter & { readonly from: number; readonly to: number };

/** The columns a summary may group by (never user text: these go into the SQL as names). */
export type GroupColumn = 'error_message' | 'chain' | 'stream_id';

export interface StateChange {
  readonly walk: Walk | null;
  readonly coveredTo?: number;
  readonly backfillCompletedAt?: number;
}

export interface StoreOptions {
  /** Rows inserted between two refreshes of the planner's statistics (statistics.ts). */
  readonly refreshEveryRows?: number;
  /** What the schema migrations do (server/archive/migrations.ts). */
  readonly log?: (message: string) => void;
}

export class ArchiveStore {
  /** Rows this store inserted since it last refreshed the statistics. */
  private insertedSinceRefresh = 0;

  private constructor(
    readonly db: SqlDb,
    private readonly refreshEveryRows: number,
  ) {}

  static async open(db: SqlDb, options: StoreOptions = {}): Promise<ArchiveStore> {
    await migrate(db, options.log ? { log: options.log } : {});
    return new ArchiveStore(db, options.refreshEveryRows ?? REFRESH_EVERY_ROWS);
  }

  get engine() {
    return this.db.engine;
  }

  close(): Promise<void> {
    return this.db.close();
  }

  private insertStatements(rows: readonly ArchivedFailure[]): Statement[] {
    if (this.db.engine === 'sqlite') {
      const sql = `INSERT INTO failures (${COLUMN_LIST}) VALUES ${ROW_PLACEHOLDERS} ${ON_CONFLICT}`;
      return rows.map((row) => ({ sql, params: values(row) }));
    }
    const statements: Statement[] = [];
    for (let start = 0; start < rows.length; start += PG_ROWS_PER_INSERT) {
      // One id twice in a statement is an error in PostgreSQL ("cannot affect row a second time").
      const chunk = [...new Map(rows.slice(start, start + PG_ROWS_PER_INSERT).map((row) => [row.id, row])).values()];
      statements.push({
        sql: `INSERT INTO failures (${COLUMN_LIST}) VALUES ${chunk.map(() => ROW_PLACEHOLDERS).join(', ')} ${ON_CONFLICT}`,
        params: chunk.flatMap(values),
      });
    }
    return statements;
  }

  /** Rows only (the bench's ingest and tests). */
  async insert(rows: readonly ArchivedFailure[]): Promise<void> {
    if (!rows.length) return;
    const counts = await this.db.batch(this.insertStatements(rows));
    await this.afterInsert(counts, false);
  }

  /**
   * Counts the rows a batch inserted (a row seen again and left as it was counts nothing) and
   * refreshes the statistics once REFRESH_EVERY_ROWS have been, or when `backfillDone`.
   */
  private async afterInsert(counts: readonly number[], backfillDone: boolean): Promise<void> {
    this.insertedSinceRefresh += counts.reduce((sum, n) => sum + n, 0);
    if (backfillDone || this.insertedSinceRefresh >= this.refreshEveryRows) await this.refreshStatistics();
  }

  /** The planner's statistics of the archive's tables, read again (statistics.ts). */
  async refreshStatistics(): Promise<void> {
    this.insertedSinceRefresh = 0;
    const statements = refreshStatements(this.db.engine);
    if (statements.length) await this.db.batch(statements);
  }

  /**
   * A page of the watcher's walk and its new place, committed together. `delivered`: ids the
   * service now lists as delivered; an archived failure among them is deleted in the same
   * transaction, so the rollups (delete trigger) and every count drop it at once.
   */
  async writePage(
    rows: readonly ArchivedFailure[],
    change: StateChange,
    delivered: readonly string[] = [],
  ): Promise<void> {
    const statements = this.insertStatements(rows);
    const inserts = statements.length;
    if (delivered.length)
      statements.push({
        sql: `DELETE FROM failures WHERE id IN (${delivered.map(() => '?').join(', ')})`,
        params: [...delivered],
      });
    statements.push(
      change.walk
        ? { sql: STATE_UPSERT, params: ['walk', JSON.stringify(change.walk)] }
        : { sql: 'DELETE FROM watcher_state WHERE key = ?', params: ['walk'] },
    );
    if (change.coveredTo !== undefined)
      statements.push({ sql: STATE_UPSERT, params: ['covered_to', String(change.coveredTo)] });
    if (change.backfillCompletedAt !== undefined) {
      statements.push({ sql: STATE_UPSERT, params: ['backfill_completed_at', String(change.backfillCompletedAt)] });
    }
    const counts = await this.db.batch(statements);
    await this.afterInsert(counts.slice(0, inserts), change.backfillCompletedAt !== undefined);
  }

  async readState(): Promise<WatcherState> {
    const rows = await this.db.all<{ key: string; value: string }>('SELECT key, value FROM watcher_state');
    const map = new Map(rows.map((row) => [row.key, row.value]));
    const walkText = map.get('walk');
    const number = (key: string) => (map.has(key) ? Number(map.get(key)) : null);
    return {
      walk: walkText ? (JSON.parse(walkText) as Walk) : null,
      coveredTo: number('covered_to'),
      backfillCompletedAt: number('backfill_completed_at'),
    };
  }

  /** Newest first, after `after` (keyset). */
  async page(filter: FailureFilter, after: Position | null, limit: number): Promise<ArchivedFailure[]> {
    const where = whereClause(filter, after);
    const rows = await this.db.all<Row>(
      `SELECT ${COLUMN_LIST} FROM failures ${where.sql} ORDER BY created_at DESC, id DESC LIMIT ?`,
      [...where.params, limit],
    );
    return rows.map(fromRow);
  }

  /** Every matching row, newest first, `size` at a time: memory stays one batch whatever the window. */
  async *batches(filter: FailureFilter, size: number): AsyncGenerator<ArchivedFailure[]> {
    let after: Position | null = null;
    for (;;) {
      const rows = await this.page(filter, after, size);
      if (rows.length) yield rows;
      if (rows.length < size) return;
      const last = rows[rows.length - 1]!;
      after = { createdAt: last.createdAt, id: last.id };
    }
  }

  async count(filter: FailureFilter): Promise<number> {
    const where = whereClause(filter);
    const [row] = await this.db.all<Row>(`SELECT COUNT(*) AS n FROM failures ${where.sql}`, where.params);
    return num(row?.n);
  }

  async byStream(filter: WindowFilter): Promise<StreamCount[]> {
    const source = windowSource(filter, 0);
    // A stream's tag can change; the newest one names it (MAX over the tag is only a tie-break).
    const rows = await this.db.all<Row>(
      `SELECT stream_id, MAX(tag) AS tag, SUM(n) AS c, SUM(retries_sum) AS retries
       FROM ${source.sql} GROUP BY stream_id ORDER BY c DESC, stream_id`,
      source.params,
    );
    return rows.map((row) => ({
      streamId: String(row.stream_id),
      tag: String(row.tag),
      count: num(row.c),
      retriesSum: num(row.retries),
    }));
  }

  /** The `top` biggest groups of a column, and how many groups and rows are left over. */
  async topGroups(filter: WindowFilter, column: GroupColumn, top: number): Promise<TopGroups> {
    const source = windowSource(filter, 0);
    const rows = await this.db.all<Row>(
      `SELECT ${column} AS k, SUM(n) AS c FROM ${source.sql} GROUP BY ${column} ORDER BY c DESC, ${column}`,
      source.params,
    );
    const groups = rows.slice(0, top).map((row) => ({ key: String(row.k), count: num(row.c) }));
    const shown = groups.reduce((sum, group) => sum + group.count, 0);
    const total = rows.reduce((sum, row) => sum + num(row.c), 0);
    return { groups, otherGroups: Math.max(0, rows.length - groups.length), otherCount: total - shown };
  }

  /** Counts per bucket of `bucketMs` (aligned to the epoch) and per `stack` value; empty buckets absent. */
  async series(filter: WindowFilter, bucketMs: number, stack: GroupColumn): Promise<Bucket[]> {
    const source = windowSource(filter, bucketMs);
    const rows = await this.db.all<Row>(
      `SELECT (t / CAST(? AS BIGINT)) * CAST(? AS BIGINT) AS b, ${stack} AS k, SUM(n) AS c
       FROM ${source.sql} GROUP BY b, ${stack} ORDER BY b`,
      [bucketMs, bucketMs, ...source.params],
    );
    const buckets = new Map<number, { count: number; by: Record<string, number> }>();
    for (const row of rows) {
      const start = num(row.b);
      const n = num(row.c);
      const bucket = buckets.get(start) ?? { count: 0, by: {} };
      bucket.count += n;
      bucket.by[String(row.k)] = n;
      buckets.set(start, bucket);
    }
    return [...buckets].map(([start, bucket]) => ({ start, ...bucket }));
  }

  /**
   * Every stream the archive holds a failure of: its failures, its newest failure and that
   * failure's tag. Counts from the daily rollup; the newest failure by the `(stream_id, created_at)` index.
   */
  async streams(): Promise<ArchiveStream[]> {
    const rows = await this.db.all<Row>(
      `SELECT d.stream_id AS id, SUM(d.n) AS c,
         (SELECT MAX(f.created_at) FROM failures f WHERE f.stream_id = d.stream_id) AS last
       FROM failures_daily d GROUP BY d.stream_id ORDER BY last DESC, d.stream_id`,
    );
    const tags = await Promise.all(
      rows.map((row) =>
        this.db.all<Row>('SELECT tag FROM failures WHERE stream_id = ? ORDER BY created_at DESC, id DESC LIMIT 1', [
          String(row.id),
        ]),
      ),
    );
    return rows.map((row, index) => ({
      streamId: String(row.id),
      tag: String(tags[index]?.[0]?.tag ?? ''),
      count: num(row.c),
      lastFailureAt: num(row.last),
    }));
  }

  /** The row count from the daily rollup (its counts add up to the table's); oldest and newest by index. */
  async coverage(): Promise<Coverage> {
    const [row] = await this.db.all<Row>(
      `SELECT (SELECT SUM(n) FROM failures_daily) AS n, (SELECT MIN(created_at) FROM failures) AS oldest,
       (SELECT MAX(created_at) FROM failures) AS newest`,
    );
    return { rows: num(row?.n), oldest: numOrNull(row?.oldest), newest: numOrNull(row?.newest) };
  }

  /**
   * Deletes failures created before `before`; returns how many. In batches of PRUNE_BATCH rows,
   * each its own transaction with the rollups' triggers, yielding between them: a first prune of a
   * large archive (a shorter ARCHIVE_DAYS) never holds the event loop or the write lock for long.
   */
  async prune(before: number): Promise<number> {
    let total = 0;
    for (;;) {
      const [deleted = 0] = await this.db.batch([
        {
          sql: 'DELETE FROM failures WHERE id IN (SELECT id FROM failures WHERE created_at < ? ORDER BY created_at LIMIT ?)',
          params: [before, PRUNE_BATCH],
        },
      ]);
      total += deleted;
      if (deleted < PRUNE_BATCH) return total;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
}
