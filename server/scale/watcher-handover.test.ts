import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failedDeliveryLogsPage } from '../../contract/schemas/streams.ts';
import { STREAMS } from '../../standin/streams/config.ts';
import { startTestStandin, TEST_NOW, type TestStandin } from '../../standin/test-helpers.ts';
import { openPostgres } from '../archive/postgres.ts';
import { ArchiveStore } from '../archive/store.ts';
import { startChildInstance, type ChildInstance } from '../testing/childInstance.ts';
import { TEST_KEY } from '../testing/harness.ts';
import { startTestPostgres, type TestPostgres } from '../testing/postgres.ts';

/**
 * Two instances (real processes) sharing one PostgreSQL archive: one watches, the other stands
 * by; the watcher's instance is killed (SIGKILL) and the other takes over within two intervals,
 * leaving the archive with every failure the service logged, once.
 */

const INTERVAL_S = 2;
/** What the archive already covers: the watcher polls from here on instead of a week's backfill. */
const COVERED_TO = TEST_NOW - 5 * 60_000;

let cluster: TestPostgres;
let standin: TestStandin;
let databaseUrl: string;
const instances: ChildInstance[] = [];
/** The stand-in's clock: runs with real time from TEST_NOW until the test stops it. */
let standinNow = TEST_NOW;
const ticking = setInterval(() => (standinNow += 100), 100);

interface WatcherView {
  role?: string;
  state: string;
  lastSuccessAt: string | null;
}

async function watcherOf(instance: ChildInstance): Promise<WatcherView> {
  const body = (await (await fetch(`${instance.url}/api/status`)).json()) as { watcher: WatcherView };
  return body.watcher;
}

async function until<T>(what: string, timeoutMs: number, probe: () => Promise<T | null>): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`${what} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Every failed delivery's id the stand-in logs from `from` on, walking its log as the service's clients do. */
async function loggedSince(from: number): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  for (;;) {
    const { body } = await standin.getJson(
      `/streams/history/logs?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    const page = failedDeliveryLogsPage.parse(body);
    const recent = page.result.filter((log) => Date.parse(log.createdAt) >= from);
    // A log marked delivered is a failure a retry delivered: the archive keeps failures only.
    ids.push(...recent.filter((log) => log.deliveryStatus !== 'success').map((log) => log.id));
    if (!page.cursor || recent.length < page.result.length) return ids;
    cursor = page.cursor;
  }
}

async function archivedSince(from: number): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ id: string }>('SELECT id FROM failures WHERE created_at >= $1', [from]);
    return result.rows.map((row) => row.id);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  // The stand-in's clock runs, so failures keep arriving while the watch changes hands.
  [cluster, standin] = await Promise.all([
    startTestPostgres(),
    startTestStandin({ apiKey: TEST_KEY, now: () => standinNow }),
  ]);
  databaseUrl = await cluster.createDatabase('scale_watch');
  const store = await ArchiveStore.open(await openPostgres(databaseUrl));
  await store.writePage([], { walk: null, coveredTo: COVERED_TO, backfillCompletedAt: COVERED_TO });
  await store.close();
  const env = {
    API_KEY: TEST_KEY,
    DATABASE_URL: databaseUrl,
    WATCH_INTERVAL_S: String(INTERVAL_S),
    DATA_API_URL: standin.urls.evm,
    CHAIN_B_API_URL: standin.urls.chainB,
    STREAMS_API_URL: standin.urls.streams,
    RPC_API_URL: standin.urls.rpc,
  };
  instances.push(...(await Promise.all([startChildInstance(env), startChildInstance(env)])));
}, 120_000);

afterAll(async () => {
  clearInterval(ticking);
  await Promise.all(instances.map((instance) => instance.kill()));
  await standin?.close();
  await cluster?.stop();
});

describe('one watcher among instances sharing PostgreSQL', () => {
  it("hands the watch over when the watcher's instance is killed, with no gap and no duplicate", async () => {
    // Exactly one watches; the other stands by.
    const [leader, standby] = await until('one instance leads after a complete walk', 20_000, async () => {
      const views = await Promise.all(instances.map(watcherOf));
      const leading = views.findIndex((view) => view.role === 'leader' && view.lastSuccessAt !== null);
      if (leading === -1) return null;
      expect(views.filter((view) => view.role === 'leader')).toHaveLength(1);
      return [instances[leading]!, instances[1 - leading]!] as const;
    });
    expect(await watcherOf(standby)).toMatchObject({ role: 'standby', state: 'standby' });

    // Failures keep arriving around the kill: some before, some while nobody watches.
    await standin.control('POST', '/streams/burst', { stream: STREAMS[1]!.tag, count: 7 });
    await leader.kill();
    const killedAt = Date.now();
    await standin.control('POST', '/streams/burst', { stream: STREAMS[1]!.tag, count: 5 });

    await until('the standby takes the watch over', 2 * INTERVAL_S * 1000, async () =>
      (await watcherOf(standby)).role === 'leader' ? true : null,
    );
    expect(Date.now() - killedAt).toBeLessThan(2 * INTERVAL_S * 1000);
    // The service's log stops growing; two walks later (the second begun after that) the archive
    // holds exactly what the service logged since what it covered: no gap, no duplicate.
    clearInterval(ticking);
    let seen = (await watcherOf(standby)).lastSuccessAt;
    for (let walks = 0; walks < 2; walks += 1) {
      const before = seen;
      seen = await until('the new leader completes a walk', 20_000, async () => {
        const { lastSuccessAt } = await watcherOf(standby);
        return lastSuccessAt !== null && lastSuccessAt !== before ? lastSuccessAt : null;
      });
    }
    const logged = await loggedSince(COVERED_TO);
    const archived = await archivedSince(COVERED_TO);
    expect(logged.length).toBeGreaterThanOrEqual(12);
    expect(archived.length).toBe(logged.length);
    expect([...archived].sort()).toEqual([...logged].sort());
  }, 60_000);
});
