import { expect } from 'vitest';
import { failedDeliveryLogsPage, type FailedDeliveryLog } from '../../contract/schemas/streams.ts';
import type { TestStandin } from '../../standin/test-helpers.ts';
import type { ServerConfig } from '../config.ts';
import type { SqlDb } from './db.ts';
import { readLogPage } from './logPage.ts';
import { streamsLogFetcher } from './service.ts';
import type { ArchiveStore } from './store.ts';
import type { ArchivedFailure } from './types.ts';
import { Watcher, type WatcherOptions } from './watcher.ts';

/**
 * What the archive suites compare and how they break a process: the stand-in's full walk, the
 * rows a store holds (without the archive's own timestamp), and a store killed after N writes.
 */

/** How each engine's test file (sqlite.test.ts, postgres.test.ts) gives the suites a database. */
export interface EngineHarness {
  /** A new empty archive; each `open()` is a new connection to it (a restarted process). */
  fresh(): Promise<{ open(): Promise<SqlDb> }>;
}

/** A watcher reading the stand-in's real /history/logs into `store`; it walks only when told. */
export const watcherFor = (config: ServerConfig, store: ArchiveStore, extra: Partial<WatcherOptions> = {}) =>
  new Watcher({ store, fetchLogs: streamsLogFetcher(config), intervalMs: 60_000, pageGapMs: 0, ...extra });

export class Crash extends Error {}

/** The store as a process sees it until it is killed after `writes` more page writes. */
export function dyingAfter(store: ArchiveStore, writes: number): ArchiveStore {
  let left = writes;
  return new Proxy(store, {
    get(target, property) {
      if (property === 'writePage') {
        return async (...args: Parameters<ArchiveStore['writePage']>) => {
          if (left <= 0) throw new Crash('killed');
          left -= 1;
          return target.writePage(...args);
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

export async function standinWalk(standin: TestStandin): Promise<FailedDeliveryLog[]> {
  const logs: FailedDeliveryLog[] = [];
  let cursor: string | null = null;
  do {
    const { body } = await standin.getJson(
      `/streams/history/logs?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    const page = failedDeliveryLogsPage.parse(body);
    logs.push(...page.result);
    cursor = page.cursor;
  } while (cursor);
  return logs;
}

export type Comparable = Omit<ArchivedFailure, 'archivedAt'>;
export const comparable = ({ archivedAt: _archivedAt, ...rest }: ArchivedFailure): Comparable => rest;
export const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

export function expected(logs: readonly FailedDeliveryLog[]): Comparable[] {
  const page = readLogPage({ result: logs, cursor: null }, 0);
  expect(page?.skipped).toBe(0);
  return [...new Map(page!.rows.map((row) => [row.id, comparable(row)])).values()].sort(byId);
}

export async function allRows(store: ArchiveStore): Promise<ArchivedFailure[]> {
  const rows: ArchivedFailure[] = [];
  for await (const batch of store.batches({}, 5_000)) rows.push(...batch);
  return rows;
}

export async function contents(store: ArchiveStore): Promise<Comparable[]> {
  return (await allRows(store)).map(comparable).sort(byId);
}
