import Fastify, { type FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARCHIVE_PATHS, archiveRoutes } from './routes.ts';
import { rateSpan } from './seen.ts';
import { openSqlite } from './sqlite.ts';
import { ArchiveStore } from './store.ts';
import type { SummaryBody } from './summary.ts';
import type { ArchivedFailure } from './types.ts';

/**
 * Rates per hour over the part of the window the archive covers, first and last seen per stream
 * and per error, and the list of streams the archive holds, over a small real SQLite archive.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const NOW = Date.UTC(2026, 10, 27, 12, 0);
const dir = mkdtempSync(path.join(tmpdir(), 'chainboard-archive-rate-'));
let app: FastifyInstance;
let store: ArchiveStore;

function failure(
  index: number,
  createdAt: number,
  streamId: string,
  errorMessage: string,
  tag = 'nft-mints',
): ArchivedFailure {
  return {
    id: `f-${index}`,
    streamId,
    chain: '0x89',
    webhookUrl: 'https://hooks.example.org/a',
    tag,
    retries: 1,
    deliveryStatus: 'failed',
    blockNumber: 1_000 + index,
    errorMessage,
    type: 'evm',
    createdAt,
    archivedAt: createdAt,
  };
}

// One failure an hour over the last 7 days (168), alternating two streams and two errors.
const rows = Array.from({ length: 168 }, (_, i) =>
  failure(
    i,
    NOW - 7 * DAY + i * HOUR + 30_000,
    i % 2 ? 'stream-b' : 'stream-a',
    i % 3 ? 'HTTP 500' : 'timeout',
    i % 2 ? 'dex' : 'nft-mints',
  ),
);

beforeAll(async () => {
  store = await ArchiveStore.open(openSqlite(path.join(dir, 'archive.sqlite')));
  await store.insert(rows);
  app = Fastify();
  await app.register(
    archiveRoutes({ store, retentionDays: 90, backfillCompletedAt: async () => NOW - 7 * DAY, now: () => NOW }),
  );
});
afterAll(async () => {
  await app.close();
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

const summaryOf = async (from: number, to = NOW) =>
  (await app.inject(`${ARCHIVE_PATHS.summary}?from=${from}&to=${to}`)).json<SummaryBody>();
const iso = (ms: number) => new Date(ms).toISOString();

describe('rates per hour', () => {
  const oldest = rows[0]!.createdAt;
  const coveredHours = (NOW - oldest) / HOUR;

  it.each([
    ['30 d', 30 * DAY],
    ['200 d (All)', 200 * DAY],
    ['7 d + 1 h', 7 * DAY + HOUR],
  ])('a %s window is rated over the hours the archive covers', async (_, span) => {
    const summary = await summaryOf(NOW - span);
    expect(summary.total).toBe(168);
    expect(summary.rate).toEqual({
      from: iso(oldest),
      to: iso(NOW),
      hours: Math.round(coveredHours * 1000) / 1000,
      failuresPerHour: Math.round((168 / coveredHours) * 1000) / 1000,
    });
    const a = summary.byStream.find((stream) => stream.streamId === 'stream-a')!;
    expect(a.health.failuresPerHour).toBeCloseTo(84 / coveredHours, 3);
  });

  it('a window inside the archive is rated over the window', async () => {
    const summary = await summaryOf(NOW - DAY);
    expect(summary.rate).toMatchObject({ from: iso(NOW - DAY), to: iso(NOW), hours: 24 });
    expect(summary.rate.failuresPerHour).toBeCloseTo(summary.total / 24, 3);
  });

  it('a window ending after now is rated up to now', async () => {
    const summary = await summaryOf(NOW - DAY, NOW + 5 * DAY);
    expect(summary.rate).toMatchObject({ to: iso(NOW), hours: 24 });
  });

  it('a window before the archive has no covered span and a rate of 0', async () => {
    const summary = await summaryOf(NOW - 30 * DAY, NOW - 20 * DAY);
    expect(summary.rate).toEqual({ from: null, to: null, hours: 0, failuresPerHour: 0 });
    expect(rateSpan({ from: 0, to: 10 }, { rows: 0, oldest: null, newest: null }, 100)).toBeNull();
  });
});

describe('first and last seen', () => {
  it('per stream and per error, exact to the millisecond within the window', async () => {
    const from = NOW - 2 * DAY;
    const summary = await summaryOf(from);
    const inWindow = rows.filter((row) => row.createdAt >= from);
    const seen = (list: ArchivedFailure[]) => ({
      firstSeen: iso(list[0]!.createdAt),
      lastSeen: iso(list[list.length - 1]!.createdAt),
    });
    for (const stream of summary.byStream)
      expect(stream).toMatchObject(seen(inWindow.filter((row) => row.streamId === stream.streamId)));
    for (const group of summary.byError.groups)
      expect(group).toMatchObject(seen(inWindow.filter((row) => row.errorMessage === group.key)));
    expect(summary.byError.groups.map((group) => group.key).sort()).toEqual(['HTTP 500', 'timeout']);
  });
});

describe('GET /api/archive/streams', () => {
  it('lists every archived stream with its newest tag, count and last failure, newest first', async () => {
    const response = await app.inject(ARCHIVE_PATHS.streams);
    expect(response.statusCode).toBe(200);
    const last = (id: string) =>
      iso(Math.max(...rows.filter((row) => row.streamId === id).map((row) => row.createdAt)));
    expect(response.json()).toEqual({
      streams: [
        { streamId: 'stream-b', tag: 'dex', count: 84, lastFailureAt: last('stream-b') },
        { streamId: 'stream-a', tag: 'nft-mints', count: 84, lastFailureAt: last('stream-a') },
      ],
    });
  });

  it('refuses parameters with a 400', async () => {
    const response = await app.inject(`${ARCHIVE_PATHS.streams}?limit=5`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'streams: takes no parameters' });
  });
});
