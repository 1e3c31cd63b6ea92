import path from 'node:path';
import type { Budget } from '../budget/budget.ts';
import type { ServerConfig } from '../config.ts';
import { callUpstream, type UpstreamAnswer } from '../proxy/upstream.ts';
import { Leadership, type Role } from '../scale/leadership.ts';
import type { SqlDb } from './db.ts';
import type { ArchiveApiSource } from './routes.ts';
import { ArchiveStore } from './store.ts';
import { PAGE_LIMIT, Watcher, type ChargeHook, type WatcherStatus } from './watcher.ts';
import { UPSTREAM_ROUTES } from '../../contract/endpoints/upstream.ts';

/**
 * The archive as the server runs it: the store (SQLite under DATA_DIR, or PostgreSQL with
 * DATABASE_URL), the watcher over the streams service, hourly pruning, and what /api/status shows.
 * With PostgreSQL, several instances share the archive and only the one holding the watcher's
 * lock watches (server/scale/leadership.ts); the others stand by.
 */

export const PRUNE_EVERY_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface ArchiveStatus {
  watcher: Omit<WatcherStatus, 'lastPollAt' | 'lastSuccessAt' | 'backfillCompletedAt' | 'state'> & {
    /** `standby`: another instance watches; `paused`: the database is away. */
    state: WatcherStatus['state'] | 'off' | 'standby' | 'paused';
    /** With PostgreSQL: this instance's part among the instances sharing the archive. */
    role?: Role;
    lastPollAt: string | null;
    lastSuccessAt: string | null;
    backfillCompletedAt: string | null;
  };
  archive: {
    engine: 'sqlite' | 'postgresql' | 'off';
    rows: number | null;
    oldest: string | null;
    newest: string | null;
    retentionDays: number;
    error?: string;
  };
}

export interface ArchiveService {
  readonly api: ArchiveApiSource;
  /** The watcher of this instance's current term (a new one each time it becomes the leader). */
  readonly watcher: Watcher | null;
  /** With PostgreSQL: who watches. */
  readonly leadership: Leadership | null;
  start(): void;
  status(): Promise<ArchiveStatus>;
  /** Stops the watcher and pruning and gives up the watcher's lock; the store stays open for requests. */
  stopWatching(): Promise<void>;
  /** For /readyz: null when the store answers a query, else what is missing. */
  readiness(): Promise<string | null>;
  close(): Promise<void>;
}

export interface ArchiveServiceOptions {
  readonly charge?: ChargeHook;
  readonly now?: () => number;
  /** Tests: an already open database instead of the configured one. */
  readonly db?: SqlDb;
  /** Tests: pause between pages (default 200 ms). */
  readonly pageGapMs?: number;
  readonly onError?: (message: string) => void;
  /** Start-up facts worth a log line (the schema migrations). */
  readonly onInfo?: (message: string) => void;
  /** After each watcher write that stored failures. */
  readonly onWrite?: () => void;
}

/** The embedded archive's file (SQLite, without DATABASE_URL); `npm run archive` backs it up and restores it. */
export function sqliteArchiveFile(config: Pick<ServerConfig, 'dataDir'>): string {
  return path.resolve(config.dataDir, 'archive.sqlite');
}

async function openConfigured(config: ServerConfig): Promise<SqlDb> {
  if (config.archive.databaseUrl) {
    const { openPostgres } = await import('./postgres.ts');
    return openPostgres(config.archive.databaseUrl);
  }
  const { openSqlite } = await import('./sqlite.ts');
  return openSqlite(sqliteArchiveFile(config));
}

/** The budget's client key the watcher's calls are charged to. */
export const WATCHER_CLIENT_KEY = 'server:watcher';

/** The watcher's charge hook over the compute-unit budget: its calls count against the day like any client's. */
export function budgetCharge(budget: Pick<Budget, 'tryCharge'>): ChargeHook {
  return async (computeUnits) => (await budget.tryCharge(WATCHER_CLIENT_KEY, computeUnits)).ok;
}

/** The watcher's one upstream call: the proxy's client, key and timeout, no HTTP to ourselves. */
export function streamsLogFetcher(config: ServerConfig): (cursor: string | null) => Promise<UpstreamAnswer> {
  return (cursor) => {
    const url = `${config.upstreams.streams}${UPSTREAM_ROUTES.logs}?limit=${PAGE_LIMIT}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    return callUpstream(
      { method: 'GET', url, redactedUrl: url, headers: { accept: 'application/json', 'x-api-key': config.apiKey } },
      { apiKey: config.apiKey, timeoutMs: config.upstreamTimeoutMs },
    );
  };
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

function offService(retentionDays: number, now: () => number): ArchiveService {
  return {
    api: { store: null, retentionDays, backfillCompletedAt: async () => null, now },
    watcher: null,
    leadership: null,
    start: () => {},
    stopWatching: async () => {},
    readiness: async () => null,
    status: async () => ({
      watcher: {
        state: 'off',
        intervalS: 0,
        lastPollAt: null,
        lastSuccessAt: null,
        lagMs: null,
        lastError: null,
        backfillCompletedAt: null,
      },
      archive: { engine: 'off', rows: null, oldest: null, newest: null, retentionDays },
    }),
    close: async () => {},
  };
}

export async function createArchiveService(
  config: ServerConfig,
  options: ArchiveServiceOptions = {},
): Promise<ArchiveService> {
  const now = options.now ?? Date.now;
  const { watchIntervalS, archiveDays } = config.archive;
  if (watchIntervalS === 0) return offService(archiveDays, now);
  const db = options.db ?? (await openConfigured(config));
  let store: ArchiveStore;
  try {
    store = await ArchiveStore.open(db, options.onInfo ? { log: options.onInfo } : {});
  } catch (error) {
    // The start is tried again (server/startup.ts): this attempt's pool must not stay open.
    if (!options.db) await db.close().catch(() => {});
    throw error;
  }
  const newWatcher = () =>
    new Watcher({
      store,
      fetchLogs: streamsLogFetcher(config),
      intervalMs: watchIntervalS * 1000,
      now,
      ...(options.charge ? { charge: options.charge } : {}),
      pageGapMs: options.pageGapMs ?? config.archive.pageGapMs,
      ...(options.onError ? { onError: options.onError } : {}),
      ...(options.onWrite ? { onWrite: options.onWrite } : {}),
    });
  let watcher = newWatcher();
  const { databaseUrl } = config.archive;
  // A standby tries for the lock twice an interval: a dead leader's place is taken within one.
  const leadership =
    databaseUrl && !options.db
      ? new Leadership({
          databaseUrl,
          retryMs: Math.max(500, (watchIntervalS * 1000) / 2),
          lead: () => {
            const term = newWatcher();
            watcher = term;
            term.start();
            return () => term.stop();
          },
          ...(options.onError ? { onError: options.onError } : {}),
        })
      : null;
  let pruneTimer: NodeJS.Timeout | null = null;
  const stopWatching = async () => {
    if (pruneTimer) clearInterval(pruneTimer);
    if (leadership) await leadership.close();
    await watcher.stop();
  };
  const prune = () =>
    store
      .prune(now() - archiveDays * DAY_MS)
      .catch((error: unknown) => options.onError?.(`prune failed: ${String(error)}`));

  return {
    api: {
      store,
      retentionDays: archiveDays,
      backfillCompletedAt: async () => (await store.readState()).backfillCompletedAt,
      now,
    },
    get watcher() {
      return watcher;
    },
    leadership,
    start() {
      if (pruneTimer) return;
      void prune();
      pruneTimer = setInterval(() => void prune(), PRUNE_EVERY_MS);
      pruneTimer.unref();
      if (leadership) leadership.start();
      else watcher.start();
    },
    async readiness() {
      try {
        await store.db.all('SELECT 1');
        return null;
      } catch {
        return 'the archive store does not answer';
      }
    },
    async status() {
      const state = watcher.status();
      const role = leadership?.role;
      const watcherView = {
        ...state,
        ...(role ? { role } : {}),
        ...(role === 'standby' || role === 'paused' ? { state: role } : {}),
        ...(role === 'paused'
          ? { lastError: `The database is unreachable: ${leadership?.error ?? 'unknown error'}` }
          : {}),
        lastPollAt: iso(state.lastPollAt),
        lastSuccessAt: iso(state.lastSuccessAt),
        backfillCompletedAt: iso(state.backfillCompletedAt),
      };
      try {
        const coverage = await store.coverage();
        return {
          watcher: watcherView,
          archive: {
            engine: store.engine,
            rows: coverage.rows,
            oldest: iso(coverage.oldest),
            newest: iso(coverage.newest),
            retentionDays: archiveDays,
          },
        };
      } catch (error) {
        const reason = error instanceof Error ? error.message.split('\n')[0]!.slice(0, 160) : 'unknown error';
        return {
          watcher: watcherView,
          archive: {
            engine: store.engine,
            rows: null,
            oldest: null,
            newest: null,
            retentionDays: archiveDays,
            error: reason,
          },
        };
      }
    },
    stopWatching,
    async close() {
      await stopWatching();
      await store.close();
    },
  };
}
