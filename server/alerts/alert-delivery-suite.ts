import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SqlDb } from '../archive/db.ts';
import type { ArchiveStore } from '../archive/store.ts';
import { AlertService } from './service.ts';
import {
  type AlertEngineHarness,
  countRule,
  evaluateAndDeliver,
  failure,
  MINUTE,
  openAlertService,
  type Sent,
  T0,
} from './alert-test-helpers.ts';

/**
 * How alert events reach their channel, run once per engine (sqlite.test.ts, postgres.test.ts):
 * retries with backoff and every attempt stored, a delivery a stopped process left pending, and a
 * test send.
 */

export function defineAlertDeliverySuite(engine: string, harness: () => AlertEngineHarness): void {
  describe(`alert deliveries on ${engine}`, () => {
    let db: SqlDb;
    let archive: ArchiveStore;
    let alerts: AlertService;
    let now: number;
    let sent: Sent[];
    let answer: (call: number) => { statusCode: number | null; error: string | null };

    beforeEach(async () => {
      now = T0;
      sent = [];
      answer = () => ({ statusCode: 200, error: null });
      ({ db, archive, alerts } = await openAlertService(
        harness,
        () => now,
        async (url, body) => {
          sent.push({ url, body: body as Record<string, unknown> });
          return answer(sent.length);
        },
      ));
    });
    afterEach(async () => {
      await alerts.stop();
      await archive.close();
    });

    const evaluate = () => evaluateAndDeliver(alerts);

    it('retries a failing channel with backoff, stores every attempt, gives up after the last', async () => {
      await alerts.store.createRule(countRule({ threshold: 1 }), 'https://hooks.example/x', now);
      answer = (call) =>
        call === 1
          ? { statusCode: 503, error: 'HTTP 503' }
          : call === 2
            ? { statusCode: null, error: 'connect ECONNREFUSED' }
            : { statusCode: 204, error: null };
      await archive.insert([failure(now)]);
      expect(await evaluate()).toEqual(['fired']);
      const [event] = await alerts.store.events(1);
      expect(event?.status).toBe('delivered');
      const attempts = await alerts.store.attempts([event!.id]);
      expect(attempts.map((attempt) => [attempt.attempt, attempt.ok, attempt.statusCode, attempt.error])).toEqual([
        [1, false, 503, 'HTTP 503'],
        [2, false, null, 'connect ECONNREFUSED'],
        [3, true, 204, null],
      ]);

      answer = () => ({ statusCode: 500, error: 'HTTP 500' });
      now += 20 * MINUTE;
      expect(await evaluate()).toEqual(['resolved']);
      const [resolved] = await alerts.store.events(1);
      expect(resolved?.status).toBe('failed');
      expect((await alerts.store.attempts([resolved!.id])).length).toBe(3);
    });

    it('resumes a delivery a stopped process left pending', async () => {
      await alerts.store.createRule(countRule({ threshold: 1 }), 'https://hooks.example/x', now);
      await archive.insert([failure(now)]);
      answer = () => ({ statusCode: 500, error: 'HTTP 500' });
      const stopping = new AlertService(
        db,
        { allowPrivate: false, evaluateIntervalS: 30 },
        {
          now: () => now,
          post: async () => ({ statusCode: 500, error: 'HTTP 500' }),
          retryBaseMs: 60_000,
          maxAttempts: 3,
        },
      );
      await stopping.evaluate();
      // Stopped during the first backoff: the event stays pending after one attempt.
      await new Promise((resolve) => setTimeout(resolve, 50));
      await stopping.stop();
      const [event] = await alerts.store.events(1);
      expect(event?.status).toBe('pending');
      answer = () => ({ statusCode: 200, error: null });
      alerts.start();
      await new Promise((resolve) => setTimeout(resolve, 50));
      await alerts.deliverer.drain();
      const attempts = await alerts.store.attempts([event!.id]);
      expect(attempts.map((attempt) => [attempt.attempt, attempt.ok])).toEqual([
        [1, false],
        [2, true],
      ]);
      expect((await alerts.store.events(1))[0]?.status).toBe('delivered');
    });

    it('a test send is stored with its one attempt and reports the summary', async () => {
      const rule = await alerts.store.createRule(countRule(), 'https://hooks.example/x', now);
      const { event, attempt } = await alerts.sendTest(rule);
      expect(event.kind).toBe('test');
      expect(attempt).toMatchObject({ attempt: 1, ok: true, statusCode: 200 });
      expect(sent[0]?.body.type).toBe('alert.test');
      expect(await alerts.status()).toEqual({ rules: 1, firing: 0, lastFiredAt: null });
    });
  });
}
