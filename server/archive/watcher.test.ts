import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ENDPOINTS } from '../../contract/endpoints/records.ts';
import type { UpstreamAnswer } from '../proxy/upstream.ts';
import { budgetCharge, WATCHER_CLIENT_KEY } from './service.ts';
import { openSqliteOnThisThread } from './sqliteConnection.ts';
import { ArchiveStore } from './store.ts';
import { Watcher } from './watcher.ts';

/** The watcher's walk over a scripted log (the stand-in's own log is the archive suite's). */

const MINUTE = 60_000;
const T0 = Date.parse('2026-11-20T00:00:00Z');

function log(n: number) {
  return {
    id: `id-${String(n).padStart(4, '0')}`,
    streamId: 's1',
    chain: '0x1',
    webhookUrl: 'https://h',
    tag: 't',
    retries: 0,
    deliveryStatus: 'failed',
    blockNumber: n,
    errorMessage: 'e',
    type: 'evm',
    createdAt: new Date(T0 + n * MINUTE).toISOString(),
  };
}

/** A log of `count` failures one a minute, newest first, paged by 100 with an index cursor. */
function scriptedLog(count: () => number) {
  const calls: (string | null)[] = [];
  const fetchLogs = async (cursor: string | null): Promise<UpstreamAnswer> => {
    calls.push(cursor);
    const start = cursor === null ? 0 : Number(cursor);
    const all = Array.from({ length: count() }, (_, i) => log(count() - 1 - i));
    const page = all.slice(start, start + 100);
    const next = start + 100 < all.length ? String(start + 100) : null;
    return {
      status: 200,
      body: JSON.stringify({ result: page, cursor: next, total: all.length }),
      retryAfter: null,
      synthetic: false,
    };
  };
  return { calls, fetchLogs };
}

// On the test's own thread: the loop test's fake timers cannot wait for the SQLite worker's answers.
let store: ArchiveStore;
beforeEach(async () => {
  store = await ArchiveStore.open(openSqliteOnThisThread(':memory:'));
});
afterEach(async () => {
  await store.close();
});

describe('Watcher.walk', () => {
  it('backfills once, then polls from the top down to its overlap only', async () => {
    let count = 450;
    const log = scriptedLog(() => count);
    const charged: number[] = [];
    const watcher = new Watcher({
      store,
      fetchLogs: log.fetchLogs,
      intervalMs: 60_000,
      pageGapMs: 0,
      overlapMs: 10 * MINUTE,
      charge: (cu) => (charged.push(cu), true),
    });
    expect(await watcher.walk()).toBe('complete');
    expect(log.calls).toEqual([null, '100', '200', '300', '400']);
    expect(charged).toEqual(Array(5).fill(ENDPOINTS.logs.computeUnits));
    expect((await store.coverage()).rows).toBe(450);
    count = 600;
    log.calls.length = 0;
    expect(await watcher.walk()).toBe('complete');
    // 150 new, and the 10-minute overlap below the old top: two pages.
    expect(log.calls).toEqual([null, '100']);
    expect((await store.coverage()).rows).toBe(600);
    expect((await store.readState()).coveredTo).toBe(T0 + 599 * MINUTE);
  });

  it('reads again from the top when the service refuses the stored cursor', async () => {
    const log = scriptedLog(() => 250);
    let refused = false;
    const watcher = new Watcher({
      store,
      intervalMs: 60_000,
      pageGapMs: 0,
      fetchLogs: async (cursor) => {
        if (cursor === '200' && !refused) {
          refused = true;
          return { status: 400, body: '{"message":"Invalid cursor"}', retryAfter: null, synthetic: false };
        }
        return log.fetchLogs(cursor);
      },
    });
    expect(await watcher.walk()).toBe('complete');
    expect(log.calls).toEqual([null, '100', null, '100', '200']);
    expect((await store.coverage()).rows).toBe(250);
  });

  it('spends nothing and says so when the budget refuses', async () => {
    const log = scriptedLog(() => 10);
    const refusing = {
      tryCharge: (client: string) => (
        expect(client).toBe(WATCHER_CLIENT_KEY),
        { ok: false as const, scope: 'daily' as const, retryAfterS: 60, message: 'spent' }
      ),
    };
    const watcher = new Watcher({
      store,
      fetchLogs: log.fetchLogs,
      intervalMs: 60_000,
      charge: budgetCharge(refusing),
    });
    expect(await watcher.walk()).toBe('budget-exhausted');
    expect(log.calls).toEqual([]);
    expect(watcher.status()).toMatchObject({ state: 'budget-exhausted', lastError: expect.stringContaining('budget') });
  });

  it('skips an unreadable log and archives the rest', async () => {
    const body = JSON.stringify({ result: [log(1), { id: 'broken' }, log(2)], cursor: null, total: 3 });
    const watcher = new Watcher({
      store,
      intervalMs: 60_000,
      fetchLogs: async () => ({ status: 200, body, retryAfter: null, synthetic: false }),
    });
    expect(await watcher.walk()).toBe('complete');
    expect((await store.coverage()).rows).toBe(2);
    expect(watcher.status().lastError).toBe('1 unreadable log(s) skipped on the last page.');
  });
});

describe('Watcher loop', () => {
  it('starts its walks an interval apart, the walk’s own time included', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    try {
      const log = scriptedLog(() => 50);
      const starts: number[] = [];
      const fetchLogs = async (cursor: string | null) => {
        starts.push(performance.now());
        await new Promise((resolve) => setTimeout(resolve, 400));
        return log.fetchLogs(cursor);
      };
      const watcher = new Watcher({ store, fetchLogs, intervalMs: 1_000, pageGapMs: 0 });
      watcher.start();
      await vi.advanceTimersByTimeAsync(3_500);
      await watcher.stop();
      expect(starts.map((at) => at - starts[0]!)).toEqual([0, 1_000, 2_000, 3_000]);
    } finally {
      vi.useRealTimers();
    }
  });
});
