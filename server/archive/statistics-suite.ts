import { describe, expect, it } from 'vitest';
import type { Engine, SqlDb } from './db.ts';
import { ArchiveStore } from './store.ts';
import type { ArchivedFailure } from './types.ts';

/**
 * The store refreshes the planner's statistics itself (statistics.ts), on one engine
 * (sqlite.test.ts, postgres.test.ts). PostgreSQL: after a given number of inserted rows and when
 * the watcher's backfill completes, as its count of manual analyzes (autovacuum's are counted
 * apart) and the row count it estimates for the table show. SQLite: never, and its plan for a
 * filtered keyset page stays on the filter's index.
 */

const T0 = Date.parse('2026-11-01T00:00:00Z');
const EVERY = 500;

function failure(n: number): ArchivedFailure {
  return {
    id: `s-${String(n).padStart(5, '0')}`,
    streamId: `s${n % 3}`,
    chain: '0x1',
    webhookUrl: 'https://h.example',
    tag: 't',
    retries: 0,
    deliveryStatus: 'failed',
    blockNumber: n,
    errorMessage: `error ${n % 7}`,
    type: 'evm',
    createdAt: T0 + n * 1_000,
    archivedAt: T0,
  };
}

const page = (first: number) => Array.from({ length: 100 }, (_, n) => failure(first + n));
const walk = { floor: null, cursor: 'next', top: T0, backfill: true };

/** PostgreSQL's statistics of `failures`: how many manual analyzes so far and the row count as analyzed. */
async function analyzed(db: SqlDb): Promise<{ analyzes: number; rows: number }> {
  const [row] = await db.all<{ analyzes: string; rows: number }>(
    "SELECT s.analyze_count AS analyzes, c.reltuples AS rows FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid WHERE s.relname = 'failures'",
  );
  return { analyzes: Number(row?.analyzes), rows: Number(row?.rows) };
}

export function defineStatisticsTests(engine: Engine, fresh: () => Promise<SqlDb>) {
  if (engine === 'sqlite') {
    defineSqliteTest(fresh);
    return;
  }
  describe(`the archive's planner statistics on ${engine}`, () => {
    it('are refreshed once the store has inserted the given number of rows, not counting rows seen again', async () => {
      const store = await ArchiveStore.open(await fresh(), { refreshEveryRows: EVERY });
      try {
        const before = await analyzed(store.db);
        for (let first = 0; first < EVERY - 100; first += 100) await store.writePage(page(first), { walk });
        // The same page again inserts nothing.
        for (let again = 0; again < 5; again += 1) await store.writePage(page(0), { walk });
        expect(await analyzed(store.db)).toEqual(before);
        await store.writePage(page(EVERY - 100), { walk });
        expect(await analyzed(store.db)).toEqual({ analyzes: before.analyzes + 1, rows: EVERY });
      } finally {
        await store.close();
      }
    });

    it('are refreshed when the backfill completes, however few rows it wrote', async () => {
      const store = await ArchiveStore.open(await fresh(), { refreshEveryRows: EVERY });
      try {
        const before = await analyzed(store.db);
        await store.writePage(page(0), { walk });
        await store.writePage(page(100), { walk: null, coveredTo: T0, backfillCompletedAt: T0 });
        expect(await analyzed(store.db)).toEqual({ analyzes: before.analyzes + 1, rows: 200 });
        // A poll after the backfill writes below the threshold: nothing is analyzed.
        await store.writePage(page(200), { walk: null, coveredTo: T0 });
        expect(await analyzed(store.db)).toEqual({ analyzes: before.analyzes + 1, rows: 200 });
      } finally {
        await store.close();
      }
    });
  });
}

function defineSqliteTest(fresh: () => Promise<SqlDb>) {
  describe("the archive's planner statistics on sqlite", () => {
    it("are never gathered: a filtered keyset page keeps to its filter column's index", async () => {
      const store = await ArchiveStore.open(await fresh(), { refreshEveryRows: EVERY });
      try {
        for (let first = 0; first < 2 * EVERY; first += 100) await store.writePage(page(first), { walk });
        await store.writePage([], { walk: null, coveredTo: T0, backfillCompletedAt: T0 });
        expect(await store.db.all("SELECT 1 FROM sqlite_master WHERE name LIKE 'sqlite_stat%'")).toEqual([]);
        const plan = await store.db.all<{ detail: string }>(
          'EXPLAIN QUERY PLAN SELECT id FROM failures WHERE stream_id = ? AND (created_at < ? OR (created_at = ? AND id < ?)) ORDER BY created_at DESC, id DESC LIMIT 101',
          ['s1', T0 + 500_000, T0 + 500_000, 's-00500'],
        );
        expect(plan.map((step) => step.detail).join(' | ')).toMatch(
          /^SEARCH failures USING INDEX failures_stream_id_created/,
        );
      } finally {
        await store.close();
      }
    });
  });
}
