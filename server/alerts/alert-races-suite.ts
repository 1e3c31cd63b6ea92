import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SqlDb } from '../archive/db.ts';
import type { ArchiveStore } from '../archive/store.ts';
import { AlertService } from './service.ts';
import { type AlertEngineHarness, countRule, failure, openAlertService, type Sent, T0 } from './alert-test-helpers.ts';

/**
 * Evaluations that run at once, run once per engine (sqlite.test.ts, postgres.test.ts): two
 * services racing for the same crossing, and the watcher's write and the timer in one process.
 */

export function defineAlertRaceSuite(engine: string, harness: () => AlertEngineHarness): void {
  describe(`alert evaluations that overlap on ${engine}`, () => {
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

    it('records one event however many evaluations race for the same crossing', async () => {
      await alerts.store.createRule(countRule({ threshold: 1 }), 'https://hooks.example/x', now);
      await archive.insert([failure(now)]);
      const rival = new AlertService(
        db,
        { allowPrivate: false, evaluateIntervalS: 30 },
        { now: () => now, post: async () => ({ statusCode: 200, error: null }) },
      );
      const both = await Promise.all([alerts.evaluator.evaluateOnce(), rival.evaluator.evaluateOnce()]);
      expect(both.flat().map(({ event }) => event.kind)).toEqual(['fired']);
      expect((await alerts.store.events(10)).length).toBe(1);
    });

    it("delivers an event once when evaluations overlap (the watcher's write and the timer)", async () => {
      await alerts.store.createRule(countRule({ threshold: 1 }), 'https://hooks.example/once', now);
      await archive.insert([failure(now)]);
      // The second call joins the pass the first started and is handed the same events.
      const [first, second] = await Promise.all([alerts.evaluate(), alerts.evaluate()]);
      await alerts.deliverer.drain();
      expect([...first, ...second].map(({ event }) => event.kind)).toEqual(['fired', 'fired']);
      expect(sent.map((call) => call.body.type)).toEqual(['alert.fired']);
    });
  });
}
