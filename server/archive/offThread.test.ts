import Fastify, { type FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AlertService } from '../alerts/service.ts';
import { ARCHIVE_PATHS, archiveRoutes } from './routes.ts';
import { openSqlite } from './sqlite.ts';
import { ArchiveStore } from './store.ts';
import type { ArchivedFailure } from './types.ts';

/**
 * A large SQLite archive must not freeze the server: while several clients' summaries scan raw
 * rows (a block range is not in the rollups), or a pass runs over 200 alert rules, a trivial
 * request still answers at once.
 */

const ROWS = 150_000;
const NOW = Date.UTC(2026, 10, 27);
const DAY_MS = 86_400_000;
const dir = mkdtempSync(path.join(tmpdir(), 'chainboard-archive-offthread-'));
let app: FastifyInstance;
let store: ArchiveStore;

function failure(i: number): ArchivedFailure {
  const createdAt = NOW - Math.floor((i / ROWS) * 29 * DAY_MS) - 1;
  return {
    id: `f${i}`,
    streamId: `stream-${i % 40}`,
    chain: `0x${(i % 7) + 1}`,
    webhookUrl: 'https://hooks.example/x',
    tag: `tag-${i % 13}`,
    retries: i % 5,
    deliveryStatus: 'failed',
    blockNumber: 20_000_000 - i,
    errorMessage: `upstream error ${i % 500}: timeout after ${i % 17} s`,
    type: 'evm',
    createdAt,
    archivedAt: createdAt,
  };
}

beforeAll(async () => {
  store = await ArchiveStore.open(openSqlite(path.join(dir, 'archive.sqlite')), {
    refreshEveryRows: Number.MAX_SAFE_INTEGER,
  });
  for (let start = 0; start < ROWS; start += 20_000) {
    await store.insert(Array.from({ length: Math.min(20_000, ROWS - start) }, (_, k) => failure(start + k)));
  }
  app = Fastify();
  app.get('/ping', async () => 'pong');
  await app.register(archiveRoutes({ store, retentionDays: 90, backfillCompletedAt: async () => NOW, now: () => NOW }));
}, 300_000);
afterAll(async () => {
  await app?.close();
  await store?.close();
  rmSync(dir, { recursive: true, force: true });
});

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)]!;

/** The latencies of trivial requests sent every 10 ms while `work` runs. */
async function pingsDuring(work: () => Promise<unknown>): Promise<{ latencies: number[]; result: unknown }> {
  let running = true;
  const latencies: number[] = [];
  const pinging = (async () => {
    while (running) {
      const sent = performance.now();
      await app.inject('/ping');
      latencies.push(performance.now() - sent);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  try {
    return { latencies, result: await work() };
  } finally {
    running = false;
    await pinging;
  }
}

describe('archive queries off the event loop', () => {
  it('a trivial request answers within 250 ms (p99) while five clients run raw-row summaries', async () => {
    const summary = `${ARCHIVE_PATHS.summary}?from=${new Date(NOW - 29 * DAY_MS).toISOString()}&to=${new Date(NOW).toISOString()}&from_block=1&to_block=30000000`;
    const one = performance.now();
    expect((await app.inject(summary)).statusCode).toBe(200);
    const summaryMs = performance.now() - one;

    const { latencies, result: answers } = await pingsDuring(() =>
      Promise.all(
        ['10.0.0.1', '10.0.0.2', '10.0.0.3', '10.0.0.4', '10.0.0.5'].map((remoteAddress) =>
          app.inject({ url: summary, remoteAddress }),
        ),
      ),
    );
    expect((answers as { statusCode: number }[]).map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const p99 = percentile(latencies, 99);
    expect(
      p99,
      `one summary took ${Math.round(summaryMs)} ms; pings: ${latencies.length}, max ${Math.round(Math.max(...latencies))} ms`,
    ).toBeLessThan(250);
  }, 120_000);

  it('a trivial request answers within 250 ms (p99) while a pass runs over 200 "error contains" rules', async () => {
    const alerts = new AlertService(
      store.db,
      { allowPrivate: false, evaluateIntervalS: 3_600 },
      {
        now: () => NOW,
        post: async () => ({ statusCode: 200, error: null }),
      },
    );
    for (let n = 0; n < 200; n += 1) {
      await alerts.store.createRule(
        {
          name: `rule ${n}`,
          kind: n % 4 === 0 ? 'new-error' : 'count',
          threshold: 1_000_000,
          windowMinutes: 24 * 60,
          scope: 'error',
          scopeValue: `timeout after ${n % 17} s`,
          channelKind: 'webhook',
          enabled: true,
        },
        'https://hooks.example/x',
        NOW,
      );
    }
    const started = performance.now();
    const { latencies } = await pingsDuring(() => alerts.evaluate());
    const passMs = performance.now() - started;
    await alerts.stop();
    const p99 = percentile(latencies, 99);
    expect(
      p99,
      `the pass took ${Math.round(passMs)} ms; pings: ${latencies.length}, max ${Math.round(Math.max(...latencies))} ms`,
    ).toBeLessThan(250);
  }, 300_000);
});
