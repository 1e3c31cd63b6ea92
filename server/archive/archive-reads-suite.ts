import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliDecompressSync } from 'node:zlib';
import { startTestStandin, TEST_NOW, type TestStandin } from '../../standin/test-helpers.ts';
import { STREAMS } from '../../standin/streams/config.ts';
import { buildServer } from '../app.ts';
import type { ServerConfig } from '../config.ts';
import { LogCapture, testConfig } from '../testing/harness.ts';
import type { SqlDb } from './db.ts';
import { ArchiveStore } from './store.ts';
import { buildSummary, SCHEDULED_RETRIES } from './summary.ts';
import type { ArchivedFailure } from './types.ts';
import { defineRollupTests } from './rollup-suite.ts';
import { allRows, type EngineHarness, watcherFor } from './archive-test-helpers.ts';

/**
 * How the archive is read, run once per engine (sqlite.test.ts, postgres.test.ts) over an archive
 * backfilled from the stand-in's real /history/logs: the summary and its rollups against counts
 * over the raw rows, and the HTTP API with the archive on and off.
 */

export function defineArchiveReadSuite(engine: string, harness: () => EngineHarness): void {
  describe(`reading the failures archive on ${engine}`, () => {
    let standin: TestStandin;
    let config: ServerConfig;
    let main: { open(): Promise<SqlDb> };
    let store: ArchiveStore;

    beforeAll(async () => {
      standin = await startTestStandin();
      config = testConfig(standin.baseUrl, { apiKey: standin.apiKey });
      main = await harness().fresh();
      store = await ArchiveStore.open(await main.open());
      const backfill = await watcherFor(config, store).walk();
      if (backfill !== 'complete') throw new Error(`the backfill ended ${backfill}`);
    }, 120_000);
    afterAll(async () => {
      await store?.close();
      await standin?.close();
    });

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
  });
}
