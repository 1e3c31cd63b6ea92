import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliDecompressSync } from 'node:zlib';
import { startTestStandin, TEST_NOW, type TestStandin } from '../../standin/test-helpers.ts';
import { STREAMS } from '../../standin/streams/config.ts';
import { buildServer } from '../app.ts';
import type { ServerConfig } from '../config.ts';
import { LogCapture, testConfig } from '../testing/harness.ts';
import type { SqlDb } from './db.ts';
import { MIGRATIONS } from './migrations.ts';
import { streamsLogFetcher } from './service.ts';
import { ArchiveStore } from './store.ts';
import { buildSummary, SCHEDULED_RETRIES } from './summary.ts';
import type { ArchivedFailure } from './types.ts';
import { Watcher } from './watcher.ts';
import { defineRollupTests } from './rollup-suite.ts';
import {
  allRows,
  type Comparable,
  contents,
  Crash,
  dyingAfter,
  expected,
  standinWalk,
} from './archive-test-helpers.ts';

/**
 * The archive's test suite, run once per engine (sqlite.test.ts, postgres.test.ts) against real
 * databases and the stand-in's real /history/logs over HTTP.
 */

export interface EngineHarness {
  /** A new empty archive; each `open()` is a new connection to it (a restarted process). */
  fresh(): Promise<{ open(): Promise<SqlDb> }>;
}

export function defineArchiveSuite(engine: string, harness: () => EngineHarness): void {
  describe(`the failures archive on ${engine}`, () => {
    let standin: TestStandin;
    let config: ServerConfig;
    let reference: Comparable[];
    /** Every log of the full walk, delivered ones included (pages count them all). */
    let walkedLogs: number;
    let main: { open(): Promise<SqlDb> };
    let store: ArchiveStore;

    const watcherOver = (target: ArchiveStore, extra: Partial<ConstructorParameters<typeof Watcher>[0]> = {}) =>
      new Watcher({ store: target, fetchLogs: streamsLogFetcher(config), intervalMs: 60_000, pageGapMs: 0, ...extra });

    beforeAll(async () => {
      standin = await startTestStandin();
      config = testConfig(standin.baseUrl, { apiKey: standin.apiKey });
      const walked = await standinWalk(standin);
      walkedLogs = walked.length;
      reference = expected(walked);
      main = await harness().fresh();
      store = await ArchiveStore.open(await main.open());
    }, 120_000);
    afterAll(async () => {
      await store?.close();
      await standin?.close();
    });

    it('applies its migrations once and records them', async () => {
      const db = await main.open();
      const again = await ArchiveStore.open(db);
      const versions = await db.all<{ version: unknown }>('SELECT version FROM archive_migrations ORDER BY version');
      expect(versions.map((row) => Number(row.version))).toEqual(MIGRATIONS.map((migration) => migration.version));
      await again.close();
    });

    it('backfills exactly what a full walk of the service holds', async () => {
      expect(reference.length).toBeGreaterThan(10_000);
      // The service also lists failures a later retry delivered ("success"): those are not archived.
      const walked = await standinWalk(standin);
      const deliveredIds = new Set(walked.filter((log) => log.deliveryStatus === 'success').map((log) => log.id));
      expect(deliveredIds.size).toBeGreaterThan(100);
      expect(reference.length).toBe(walked.length - deliveredIds.size);
      expect(reference.filter((row) => deliveredIds.has(row.id))).toEqual([]);
      const watcher = watcherOver(store);
      expect(await watcher.walk()).toBe('complete');
      expect(await contents(store)).toEqual(reference);
      const state = await store.readState();
      expect(state.walk).toBeNull();
      expect(state.backfillCompletedAt).not.toBeNull();
      expect(state.coveredTo).toBe(Math.max(...reference.map((row) => row.createdAt)));
      expect(watcher.status()).toMatchObject({ state: 'idle', lastError: null });
    }, 120_000);

    it('ends identical to a fresh full walk when killed between any two writes of the backfill', async () => {
      const archive = await harness().fresh();
      // Killed after 1 page, then 17 more, then 60 more, then on to the end: four processes.
      for (const writes of [1, 17, 60]) {
        const db = await archive.open();
        const dying = dyingAfter(await ArchiveStore.open(db), writes);
        await expect(watcherOver(dying).walk()).rejects.toBeInstanceOf(Crash);
        expect((await dying.readState()).walk).not.toBeNull();
        await db.close();
      }
      const last = await ArchiveStore.open(await archive.open());
      expect(await watcherOver(last).walk()).toBe('complete');
      expect(await contents(last)).toEqual(reference);
      await last.close();
    }, 180_000);

    it('backs off on 429 and 5xx answers, keeps what it had, and catches up', async () => {
      const archive = await harness().fresh();
      const target = await ArchiveStore.open(await archive.open());
      await standin.control('DELETE', '/requests');
      await standin.control('POST', '/faults', {
        match: '/streams/history/logs?limit=100&cursor=',
        status: 503,
        times: 2,
      });
      await standin.control('POST', '/faults', {
        match: '/streams/history/logs?limit=100',
        status: 429,
        retryAfter: 1,
        times: 1,
      });
      const errors: string[] = [];
      const watcher = watcherOver(target, { firstBackoffMs: 10, onError: (message) => errors.push(message) });
      watcher.start();
      await expect.poll(() => watcher.status().backfillCompletedAt, { timeout: 120_000, interval: 100 }).not.toBeNull();
      await watcher.stop();
      expect(errors).toEqual(
        [
          'The streams service answered HTTP 429: Too many requests.',
          'The streams service answered HTTP 503: Service unavailable.',
          'The streams service answered HTTP 503: Service unavailable.',
        ].map((message) => expect.stringContaining(message.split(':')[0]!)),
      );
      const { requests } = (await standin.control('GET', '/requests')) as { requests: { path: string }[] };
      const pages = Math.ceil(walkedLogs / 100);
      expect(requests.filter((request) => request.path.startsWith('/streams/history/logs'))).toHaveLength(pages + 3);
      expect(await contents(target)).toEqual(reference);
      await target.close();
    }, 180_000);

    it('answers the summary with counts equal to counts computed from the rows', async () => {
      const rows = await allRows(store);
      const to = TEST_NOW - 3_600_000;
      const from = to - 2 * 24 * 3_600_000;
      const summary = await buildSummary(
        store,
        { filter: { from, to, type: 'evm' }, stack: 'chain', top: 3 },
        {
          coverage: await store.coverage(),
          backfillCompletedAt: (await store.readState()).backfillCompletedAt,
          retentionDays: 90,
          now: TEST_NOW,
        },
      );
      const inWindow = rows.filter((row) => row.createdAt >= from && row.createdAt < to && row.type === 'evm');
      const countBy = (key: (row: ArchivedFailure) => string) => {
        const counts = new Map<string, number>();
        for (const row of inWindow) counts.set(key(row), (counts.get(key(row)) ?? 0) + 1);
        return counts;
      };
      expect(summary.total).toBe(inWindow.length);
      expect(summary.window.bucketMs).toBe(15 * 60_000);
      const streams = countBy((row) => row.streamId);
      expect(summary.byStream.map((stream) => [stream.streamId, stream.count])).toEqual(
        [...streams].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)),
      );
      const first = summary.byStream[0]!;
      const firstRows = inWindow.filter((row) => row.streamId === first.streamId);
      // The archive covers the whole window here: the rate is over its 48 hours.
      expect(summary.rate).toMatchObject({
        from: new Date(from).toISOString(),
        to: new Date(to).toISOString(),
        hours: 48,
      });
      expect(summary.rate.failuresPerHour).toBeCloseTo(inWindow.length / 48, 3);
      expect(first.health.failuresPerHour).toBeCloseTo(firstRows.length / 48, 3);
      const times = (list: readonly ArchivedFailure[]) => list.map((row) => row.createdAt);
      const seen = (list: readonly ArchivedFailure[]) => ({
        firstSeen: new Date(Math.min(...times(list))).toISOString(),
        lastSeen: new Date(Math.max(...times(list))).toISOString(),
      });
      for (const stream of summary.byStream)
        expect(stream, stream.streamId).toMatchObject(seen(inWindow.filter((row) => row.streamId === stream.streamId)));
      expect(first.health.retryScheduleUsed).toBeCloseTo(
        firstRows.reduce((sum, row) => sum + row.retries, 0) / (firstRows.length * SCHEDULED_RETRIES),
        4,
      );
      const errors = countBy((row) => row.errorMessage);
      expect(summary.byError.groups).toEqual(
        [...errors]
          .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
          .slice(0, 3)
          .map(([key, count]) => ({
            key,
            count,
            ...seen(inWindow.filter((row) => row.errorMessage === key)),
          })),
      );
      expect(summary.byError.otherGroups).toBe(errors.size - 3);
      expect(summary.byError.groups.reduce((sum, group) => sum + group.count, 0) + summary.byError.otherCount).toBe(
        inWindow.length,
      );
      expect(Object.fromEntries(summary.byChain.groups.map((group) => [group.key, group.count]))).toEqual(
        Object.fromEntries([...countBy((row) => row.chain)].sort((a, b) => b[1] - a[1]).slice(0, 3)),
      );
      expect(summary.series).toHaveLength(2 * 24 * 4);
      for (const bucket of summary.series) {
        const start = Date.parse(bucket.start);
        const inBucket = inWindow.filter((row) => row.createdAt >= start && row.createdAt < start + 15 * 60_000);
        expect(bucket.count).toBe(inBucket.length);
        expect(Object.values(bucket.by).reduce((sum, n) => sum + n, 0)).toBe(inBucket.length);
      }
      expect(summary.coverage).toMatchObject({
        rows: rows.length,
        coversWindow: true,
        oldest: new Date(Math.min(...rows.map((row) => row.createdAt))).toISOString(),
      });
    });

    defineRollupTests(harness, () => store);

    it('serves the API: keyset pages, filters, CSV of every row, 400s, status', async () => {
      const app = await buildServer(
        { ...config, archive: { ...config.archive, watchIntervalS: 60 } },
        { archive: { db: await main.open() }, logStream: new LogCapture() },
      );
      try {
        const rows = (await allRows(store)).sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : -1));
        const paged: string[] = [];
        let cursor: string | null = null;
        do {
          const url: string = `/api/archive/failures?limit=500${cursor ? `&cursor=${cursor}` : ''}`;
          const response = await app.inject(url);
          expect(response.statusCode).toBe(200);
          const body: { items: { id: string }[]; cursor: string | null } = response.json();
          paged.push(...body.items.map((item) => item.id));
          cursor = body.cursor;
        } while (cursor);
        expect(paged).toEqual(rows.map((row) => row.id));

        // A phone's line carries a page as brotli, a tenth of its JSON.
        const plain = await app.inject('/api/archive/failures?limit=200');
        const br = await app.inject({
          url: '/api/archive/failures?limit=200',
          headers: { 'accept-encoding': 'gzip, br' },
        });
        expect(br.headers['content-encoding']).toBe('br');
        expect(br.headers.vary).toMatch(/accept-encoding/i);
        expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
        expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

        const stream = STREAMS[1]!;
        const filtered = await app.inject(
          `/api/archive/failures?stream=${stream.id}&chain=base&error=STATUS%20CODE%205&limit=500`,
        );
        const items = filtered.json<{ items: { streamId: string; chain: string; errorMessage: string }[] }>().items;
        const want = rows.filter(
          (row) =>
            row.streamId === stream.id &&
            row.chain === '0x2105' &&
            row.errorMessage.toLowerCase().includes('status code 5'),
        );
        expect(want.length).toBeGreaterThan(0);
        expect(items.length).toBe(Math.min(500, want.length));

        const block = rows[100]!.blockNumber!;
        const byBlock = await app.inject(`/api/archive/failures?from_block=${block}&to_block=${block}&limit=500`);
        expect(byBlock.json<{ items: unknown[] }>().items.length).toBe(
          rows.filter((row) => row.blockNumber === block).length,
        );

        const csv = await app.inject('/api/archive/failures.csv');
        expect(csv.statusCode).toBe(200);
        expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
        const lines = csv.body.split('\r\n').filter(Boolean);
        expect(lines[0]).toBe(
          'createdAt,id,streamId,tag,chain,type,blockNumber,retries,deliveryStatus,errorMessage,webhookUrl,archivedAt',
        );
        expect(lines.slice(1).map((line) => line.split(',')[1])).toEqual(rows.map((row) => row.id));

        for (const [query, message] of [
          ['limit=0', /^limit:/],
          ['bogus=1', /^bogus: unknown parameter/],
          ['from=yesterday', /^from:/],
          ['cursor=%%%', /^cursor:/],
          ['from=2026-11-02T00:00:00Z&to=2026-11-01T00:00:00Z', /^to: must be after from/],
          ['tag=a&tag=b', /^tag: given more than once/],
          ['from_block=-1', /^from_block:/],
        ] as const) {
          const response = await app.inject(`/api/archive/failures?${query}`);
          expect(response.statusCode, query).toBe(400);
          expect(response.json<{ message: string }>().message).toMatch(message);
        }
        expect((await app.inject('/api/archive/summary?stack=tag')).statusCode).toBe(400);
        expect((await app.inject('/api/archive/failures.csv?limit=5')).statusCode).toBe(400);

        const status = await app.inject('/api/status');
        expect(status.json()).toMatchObject({ archive: { engine, rows: rows.length }, watcher: { intervalS: 60 } });
        expect(status.body).not.toContain(standin.apiKey);
        expect(status.body).not.toContain('postgres://');
      } finally {
        await app.close();
      }
    }, 120_000);

    it('answers 404 with a reason when the archive is off', async () => {
      const app = await buildServer(config, { logStream: new LogCapture() });
      try {
        for (const path of ['/api/archive/failures', '/api/archive/summary', '/api/archive/failures.csv']) {
          const response = await app.inject(path);
          expect(response.statusCode).toBe(404);
          expect(response.json()).toEqual({ message: expect.stringContaining('WATCH_INTERVAL_S=0'), archive: 'off' });
        }
        expect((await app.inject('/api/status')).json()).toMatchObject({
          watcher: { state: 'off' },
          archive: { engine: 'off' },
        });
      } finally {
        await app.close();
      }
    });

    it('polls only what is new, with an overlap that adds no duplicate, also when killed mid-poll', async () => {
      const before = await store.readState();
      await standin.control('DELETE', '/requests');
      await standin.control('POST', '/clock', { advanceMs: 20 * 60_000 });
      await standin.control('POST', '/streams/burst', { stream: STREAMS[3]!.tag, count: 250 });
      const walkedNow = await standinWalk(standin);
      const now = expected(walkedNow);
      await standin.control('DELETE', '/requests');
      await expect(watcherOver(dyingAfter(store, 1)).walk()).rejects.toBeInstanceOf(Crash);
      expect(await watcherOver(store).walk()).toBe('complete');
      const union = new Map([...reference, ...now].map((row) => [row.id, row]));
      const archived = await contents(store);
      // A poll reads the new logs and the overlap: a failure delivered since, listed there, leaves
      // the archive; one delivered further down the log than the poll reads stays a failure.
      const overlapFrom = before.coveredTo! - 10 * 60_000;
      const deliveredNow = walkedNow.filter((log) => log.deliveryStatus === 'success');
      const deliveredInPoll = new Set(
        deliveredNow.filter((log) => Date.parse(log.createdAt) >= overlapFrom).map((log) => log.id),
      );
      const deliveredAny = new Set(deliveredNow.map((log) => log.id));
      expect([...deliveredInPoll].filter((id) => union.has(id)).length).toBeGreaterThan(0);
      const archivedIds = new Set(archived.map((row) => row.id));
      expect([...deliveredInPoll].filter((id) => archivedIds.has(id))).toEqual([]);
      expect(archived.filter((row) => !union.has(row.id))).toEqual([]);
      expect([...union.keys()].filter((id) => !archivedIds.has(id) && !deliveredAny.has(id))).toEqual([]);
      // A retry count never goes down; in the poll's overlap it is the one the service sends now.
      const archivedById = new Map(archived.map((row) => [row.id, row]));
      const lowered = now.filter((row) => archivedById.get(row.id)!.retries > row.retries);
      const stale = now.filter(
        (row) => row.createdAt >= overlapFrom && archivedById.get(row.id)!.retries !== row.retries,
      );
      expect(lowered.length + stale.length).toBe(0);
      expect(
        now.some((row) => row.createdAt >= overlapFrom && row.createdAt <= before.coveredTo! && row.retries > 0),
      ).toBe(true);
      const { requests } = (await standin.control('GET', '/requests')) as { requests: unknown[] };
      // 250 + about 20 minutes of failures and a 10-minute overlap: a few pages, not the week.
      expect(requests.length).toBeLessThanOrEqual(6);
      await standin.control('POST', '/reset');
    }, 120_000);

    it('prunes failures older than the retention', async () => {
      const archive = await harness().fresh();
      const target = await ArchiveStore.open(await archive.open());
      const day = 24 * 3_600_000;
      const row = (id: string, createdAt: number): ArchivedFailure => ({
        id,
        streamId: 's',
        chain: '0x1',
        webhookUrl: 'https://x',
        tag: 't',
        retries: 0,
        deliveryStatus: 'failed',
        blockNumber: 1,
        errorMessage: 'e',
        type: 'evm',
        createdAt,
        archivedAt: createdAt,
      });
      await target.insert([
        row('old-1', TEST_NOW - 91 * day),
        row('old-2', TEST_NOW - 90 * day - 1),
        row('edge', TEST_NOW - 90 * day),
        row('new', TEST_NOW),
      ]);
      expect(await target.prune(TEST_NOW - 90 * day)).toBe(2);
      expect((await allRows(target)).map((entry) => entry.id).sort()).toEqual(['edge', 'new']);
      await target.close();
    });
  });
}
