import { expect, it } from 'vitest';
import { TEST_NOW } from '../../standin/test-helpers.ts';
import { num, type SqlDb } from './db.ts';
import { whereClause } from './filters.ts';
import { MIGRATIONS } from './migrations.ts';
import { ArchiveStore, PRUNE_BATCH, type WindowFilter } from './store.ts';
import { bucketSizeFor, buildSummary } from './summary.ts';
import type { ArchivedFailure } from './types.ts';

/**
 * The summaries read the hourly and daily rollups (rollupSchema.ts, windowSource.ts): each
 * window's counts must equal a COUNT(*) over the raw rows, after inserts, re-read pages that
 * raise retries, pruning, and on a database that had rows before the rollups existed.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

type Counts = Record<string, [number, number]>;

/** COUNT(*) and SUM(retries) per group straight from `failures`. */
async function rawCounts(db: SqlDb, filter: WindowFilter, group: string): Promise<Counts> {
  const where = whereClause(filter);
  const rows = await db.all<Record<string, unknown>>(
    `SELECT ${group} AS k, COUNT(*) AS n, SUM(retries) AS r FROM failures ${where.sql} GROUP BY ${group}`,
    where.params,
  );
  return Object.fromEntries(rows.map((row) => [String(row.k), [num(row.n), num(row.r)] as [number, number]]));
}

const pairs = (groups: { key: string; count: number }[]) => Object.fromEntries(groups.map((g) => [g.key, g.count]));
const counts = (raw: Counts) => Object.fromEntries(Object.entries(raw).map(([key, [n]]) => [key, n]));

/** Every count of the summary against the raw table's, for one window and filter. */
async function expectExact(store: ArchiveStore, filter: WindowFilter): Promise<number> {
  const bucketMs = bucketSizeFor(filter.to - filter.from);
  const summary = await buildSummary(
    store,
    { filter, stack: 'stream', top: 100 },
    {
      coverage: await store.coverage(),
      backfillCompletedAt: null,
      retentionDays: 90,
      now: filter.to,
    },
  );
  const label = JSON.stringify(filter);
  const streams = await rawCounts(store.db, filter, 'stream_id');
  const total = Object.values(streams).reduce((sum, [n]) => sum + n, 0);
  expect(summary.total, label).toBe(total);
  expect(Object.fromEntries(summary.byStream.map((s) => [s.streamId, s.count])), label).toEqual(counts(streams));
  const withRetries = await store.byStream(filter);
  expect(Object.fromEntries(withRetries.map((s) => [s.streamId, [s.count, s.retriesSum]])), label).toEqual(streams);
  expect(pairs(summary.byError.groups), label).toEqual(counts(await rawCounts(store.db, filter, 'error_message')));
  expect(pairs(summary.byChain.groups), label).toEqual(counts(await rawCounts(store.db, filter, 'chain')));
  const perBucket = await rawCounts(store.db, filter, `(created_at / ${bucketMs}) * ${bucketMs}`);
  const series = Object.fromEntries(
    summary.series.filter((b) => b.count > 0).map((b) => [String(Date.parse(b.start)), b.count]),
  );
  expect(series, label).toEqual(counts(perBucket));
  for (const bucket of summary.series) expect(Object.values(bucket.by).reduce((a, b) => a + b, 0)).toBe(bucket.count);
  return total;
}

/** Windows with whole days, whole hours and partial edge hours, and every kind of filter. */
function windows(sample: ArchivedFailure): WindowFilter[] {
  const end = TEST_NOW - 7 * MINUTE - 123;
  const out: WindowFilter[] = [
    { from: end - HOUR, to: end },
    { from: end - DAY, to: end },
    { from: end - 3 * DAY - 5 * HOUR, to: end },
    { from: end - 7 * DAY, to: end },
    { from: end - 30 * DAY, to: end },
    { from: end - 90 * DAY, to: end },
    { from: Math.floor(end / DAY) * DAY - 4 * DAY, to: Math.floor(end / DAY) * DAY },
    { from: Math.floor(end / HOUR) * HOUR - 50 * HOUR, to: Math.floor(end / HOUR) * HOUR - 2 * HOUR + 1 },
  ];
  const filters: Omit<WindowFilter, 'from' | 'to'>[] = [
    { stream: sample.streamId },
    { chain: sample.chain, type: sample.type },
    { tag: sample.tag },
    { error: sample.errorMessage.slice(3, 12).toUpperCase() },
    { fromBlock: Math.max(0, (sample.blockNumber ?? 0) - 50_000), toBlock: sample.blockNumber ?? 0 },
  ];
  return [...out, ...filters.map((extra, i) => ({ ...out[(i + 3) % out.length]!, ...extra }))];
}

async function everyRow(store: ArchiveStore): Promise<ArchivedFailure[]> {
  const rows: ArchivedFailure[] = [];
  for await (const batch of store.batches({}, 5_000)) rows.push(...batch);
  return rows;
}

async function rawTotal(db: SqlDb): Promise<number> {
  return num((await db.all<{ n: unknown }>('SELECT COUNT(*) AS n FROM failures'))[0]!.n);
}

export function defineRollupTests(
  harness: () => { fresh(): Promise<{ open(): Promise<SqlDb> }> },
  archived: () => ArchiveStore,
): void {
  it('answers every window from the rollups with the counts of a COUNT(*) over the raw rows', async () => {
    const store = archived();
    const [sample] = await store.page({ from: TEST_NOW - 2 * DAY }, null, 1);
    let counted = 0;
    for (const filter of windows(sample!)) counted += await expectExact(store, filter);
    expect(counted).toBeGreaterThan(10_000);
    expect((await store.coverage()).rows).toBe(await rawTotal(store.db));
  }, 120_000);

  it('keeps the rollups exact when pages are read again with higher retries, and when pruning', async () => {
    const rows = await everyRow(archived());
    const store = await ArchiveStore.open(await (await harness().fresh()).open());
    await store.insert(rows.filter((_, i) => i % 2 === 0));
    const [sample] = await store.page({ from: TEST_NOW - 2 * DAY }, null, 1);
    // Everything again: the half already there with higher retries (updates), the rest new; then lower retries (no change).
    await store.insert(rows.map((row, i) => (i % 2 === 0 ? { ...row, retries: row.retries + 1 + (i % 3) } : row)));
    await store.insert(rows.slice(0, 500).map((row) => ({ ...row, retries: 0 })));
    for (const filter of windows(sample!)) await expectExact(store, filter);
    const before = await rawTotal(store.db);
    const pruned = await store.prune(TEST_NOW - 3 * DAY - 17 * MINUTE - 5);
    // More than one batch of the prune.
    expect(pruned).toBeGreaterThan(PRUNE_BATCH);
    expect(pruned).toBe(before - (await rawTotal(store.db)));
    for (const filter of windows(sample!)) await expectExact(store, filter);
    expect((await store.coverage()).rows).toBe(await rawTotal(store.db));
    await store.close();
  }, 180_000);

  it('drops a failure the service later lists as delivered, keeping every count and rollup exact', async () => {
    const rows = await everyRow(archived());
    const store = await ArchiveStore.open(await (await harness().fresh()).open());
    await store.insert(rows);
    const [sample] = await store.page({ from: TEST_NOW - 2 * DAY }, null, 1);
    const delivered = rows.filter((_, i) => i % 7 === 3).map((row) => row.id);
    // Delivered ids in one page's transaction, one of them never archived: only archived ones go.
    await store.writePage([], { walk: null }, [...delivered.slice(0, 100), 'never-archived']);
    expect(await rawTotal(store.db)).toBe(rows.length - 100);
    for (const batch of [delivered.slice(100, 600), delivered.slice(600)])
      await store.writePage([], { walk: null }, batch);
    expect(await rawTotal(store.db)).toBe(rows.length - delivered.length);
    expect(await store.count({ stream: sample!.streamId })).toBe(
      rows.filter((row) => row.streamId === sample!.streamId && !delivered.includes(row.id)).length,
    );
    for (const filter of windows(sample!)) await expectExact(store, filter);
    expect((await store.coverage()).rows).toBe(await rawTotal(store.db));
    await store.close();
  }, 180_000);

  it('counts the rows a database held before the rollups existed', async () => {
    const rows = (await everyRow(archived())).filter((row) => row.createdAt >= TEST_NOW - 2 * DAY);
    const db = await (await harness().fresh()).open();
    const first = MIGRATIONS[0]!;
    await db.batch([
      {
        sql: 'CREATE TABLE archive_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at BIGINT NOT NULL)',
      },
      ...(first.statements as readonly string[]).map((sql) => ({ sql })),
      { sql: 'INSERT INTO archive_migrations (version, name, applied_at) VALUES (1, ?, 0)', params: [first.name] },
      ...rows.map((row) => ({
        sql: 'INSERT INTO failures VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
        params: [
          row.id,
          row.streamId,
          row.chain,
          row.webhookUrl,
          row.tag,
          row.retries,
          row.deliveryStatus,
          row.blockNumber,
          row.errorMessage,
          row.type,
          row.createdAt,
          row.archivedAt,
        ],
      })),
    ]);
    const store = await ArchiveStore.open(db);
    const versions = await db.all<{ version: unknown }>('SELECT version FROM archive_migrations ORDER BY version');
    expect(versions.map((row) => num(row.version))).toContain(3);
    expect((await store.coverage()).rows).toBe(rows.length);
    for (const filter of windows(rows[0]!)) await expectExact(store, filter);
    await store.close();
  }, 120_000);
}
