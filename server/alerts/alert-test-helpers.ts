import type { SqlDb } from '../archive/db.ts';
import { ArchiveStore } from '../archive/store.ts';
import type { ArchivedFailure } from '../archive/types.ts';
import type { Post } from './delivery.ts';
import { AlertService } from './service.ts';
import type { RuleSettings } from './types.ts';

/**
 * What the alert suites share: the engine's database, failures and rules to feed it, and an
 * alert service over a real archive whose clock and channel the test drives.
 */

export interface AlertEngineHarness {
  /** A new empty database. */
  fresh(): Promise<SqlDb>;
}

export const MINUTE = 60_000;
export const T0 = Date.parse('2026-11-20T12:00:00.000Z');
export const STREAM_A = '11111111-1111-4111-8111-111111111111';
export const STREAM_B = '22222222-2222-4222-8222-222222222222';

let serial = 0;
export function failure(at: number, overrides: Partial<ArchivedFailure> = {}): ArchivedFailure {
  serial += 1;
  return {
    id: `f-${serial.toString().padStart(8, '0')}`,
    streamId: STREAM_A,
    chain: '0x1',
    webhookUrl: 'https://receiver.example/hook',
    tag: 'orders',
    retries: 0,
    deliveryStatus: 'failed',
    blockNumber: 100,
    errorMessage: 'Request failed with status code 500',
    type: 'evm',
    createdAt: at,
    archivedAt: at,
    ...overrides,
  };
}

export const countRule = (overrides: Partial<RuleSettings> = {}): RuleSettings => ({
  name: 'five in ten',
  kind: 'count',
  threshold: 5,
  windowMinutes: 10,
  scope: 'all',
  scopeValue: '',
  channelKind: 'webhook',
  enabled: true,
  ...overrides,
});

export interface Sent {
  url: string;
  body: Record<string, unknown>;
}

/** A new database with its archive, and an alert service reading the clock and posting as told. */
export async function openAlertService(
  harness: () => AlertEngineHarness,
  now: () => number,
  post: Post,
): Promise<{ db: SqlDb; archive: ArchiveStore; alerts: AlertService }> {
  const db = await harness().fresh();
  const archive = await ArchiveStore.open(db);
  const alerts = new AlertService(
    db,
    { allowPrivate: false, evaluateIntervalS: 30 },
    { now, post, retryBaseMs: 1, maxAttempts: 3 },
  );
  return { db, archive, alerts };
}

/** One evaluation with its deliveries finished: the kinds of the events it recorded. */
export async function evaluateAndDeliver(alerts: AlertService): Promise<string[]> {
  const fired = await alerts.evaluate();
  await alerts.deliverer.drain();
  return fired.map(({ event }) => event.kind);
}
