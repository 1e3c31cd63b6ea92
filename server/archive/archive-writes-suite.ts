import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStandin, TEST_NOW, type TestStandin } from '../../standin/test-helpers.ts';
import { STREAMS } from '../../standin/streams/config.ts';
import type { ServerConfig } from '../config.ts';
import { testConfig } from '../testing/harness.ts';
import type { SqlDb } from './db.ts';
import { MIGRATIONS } from './migrations.ts';
import { ArchiveStore } from './store.ts';
import type { ArchivedFailure } from './types.ts';
import type { WatcherOptions } from './watcher.ts';
import {
  allRows,
  type Comparable,
  contents,
  Crash,
  dyingAfter,
  type EngineHarness,
  expected,
  standinWalk,
  watcherFor,
} from './archive-test-helpers.ts';

/**
 * How the archive is written, run once per engine (sqlite.test.ts, postgres.test.ts) against real
 * databases and the stand-in's real /history/logs over HTTP: migrations, the backfill and its
 * faults and kills, the polls after it, and pruning. The poll test reads the archive the backfill
 * test wrote, so this describe's tests run in order.
 */

export function defineArchiveWriteSuite(engine: string, harness: () => EngineHarness): void {
  describe(`writing the failures archive on ${engine}`, () => {
    let standin: TestStandin;
    let config: ServerConfig;
    let reference: Comparable[];
    /** Every log of the full walk, delivered ones included (pages count them all). */
    let walkedLogs: number;
    let main: { open(): Promise<SqlDb> };
    let store: ArchiveStore;

    const watcherOver = (target: ArchiveStore, extra: Partial<WatcherOptions> = {}) =>
      watcherFor(config, target, extra);

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
