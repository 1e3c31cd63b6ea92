import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ArchiveStore } from '../archive/store.ts';
import type { AlertService } from './service.ts';
import {
  type AlertEngineHarness,
  countRule,
  evaluateAndDeliver,
  failure,
  MINUTE,
  openAlertService,
  type Sent,
  STREAM_B,
  T0,
} from './alert-test-helpers.ts';

/**
 * When alert rules fire, run once per engine (sqlite.test.ts, postgres.test.ts) over a real archive:
 * crossing, staying over, resolving, new error messages, scopes, disabled rules and edits.
 */

export function defineAlertRuleSuite(engine: string, harness: () => AlertEngineHarness): void {
  describe(`alert rules on ${engine}`, () => {
    let archive: ArchiveStore;
    let alerts: AlertService;
    let now: number;
    let sent: Sent[];
    let answer: (call: number) => { statusCode: number | null; error: string | null };

    beforeEach(async () => {
      now = T0;
      sent = [];
      answer = () => ({ statusCode: 200, error: null });
      ({ archive, alerts } = await openAlertService(
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

    it('fires once when a window reaches the threshold, stays quiet while over, resolves once when it empties', async () => {
      await alerts.store.createRule(countRule(), 'https://hooks.example/secret-path', now);
      await archive.insert([1, 2, 3, 4].map((k) => failure(now - k * MINUTE)));
      expect(await evaluate()).toEqual([]);

      await archive.insert([failure(now)]);
      expect(await evaluate()).toEqual(['fired']);
      // Still over, more failures, later: no storm.
      await archive.insert([failure(now + 1), failure(now + 2)]);
      now += MINUTE;
      expect(await evaluate()).toEqual([]);
      expect(await evaluate()).toEqual([]);

      // The window slides past the failures with none new: one "resolved".
      now = T0 + 11 * MINUTE;
      expect(await evaluate()).toEqual(['resolved']);
      expect(await evaluate()).toEqual([]);

      const events = await alerts.store.events(10);
      expect(events.map((event) => [event.kind, event.count, event.status])).toEqual([
        ['resolved', 0, 'delivered'],
        ['fired', 5, 'delivered'],
      ]);
      expect(sent.map((call) => call.body.type)).toEqual(['alert.fired', 'alert.resolved']);
      expect(sent.every((call) => call.url === 'https://hooks.example/secret-path')).toBe(true);
      // It can fire again after it resolved.
      await archive.insert([0, 1, 2, 3, 4].map((k) => failure(now + k)));
      expect(await evaluate()).toEqual(['fired']);
    });

    it('counts only its scope: one stream, a tag, a chain or error text', async () => {
      const url = 'https://hooks.example/x';
      const stream = await alerts.store.createRule(
        countRule({ name: 'stream', threshold: 3, scope: 'stream', scopeValue: STREAM_B }),
        url,
        now,
      );
      const tag = await alerts.store.createRule(
        countRule({ name: 'tag', threshold: 3, scope: 'tag', scopeValue: 'payments' }),
        url,
        now,
      );
      const chain = await alerts.store.createRule(
        countRule({ name: 'chain', threshold: 3, scope: 'chain', scopeValue: '0x89' }),
        url,
        now,
      );
      const text = await alerts.store.createRule(
        countRule({ name: 'text', threshold: 3, scope: 'error', scopeValue: 'TIMEOUT' }),
        url,
        now,
      );
      // Two of each: nothing fires.
      await archive.insert([
        failure(now, { streamId: STREAM_B }),
        failure(now, { streamId: STREAM_B }),
        failure(now, { tag: 'payments' }),
        failure(now, { tag: 'payments' }),
        failure(now, { chain: '0x89' }),
        failure(now, { chain: '0x89' }),
        failure(now, { errorMessage: 'upstream Timeout (30 s)' }),
        failure(now, { errorMessage: 'Request timeout after 10s' }),
        // Many outside every scope.
        ...Array.from({ length: 10 }, () => failure(now)),
      ]);
      expect(await evaluate()).toEqual([]);
      await archive.insert([failure(now, { streamId: STREAM_B }), failure(now, { errorMessage: 'gateway timeout' })]);
      const fired = await alerts.evaluate();
      expect(fired.map(({ rule }) => rule.id).sort()).toEqual([stream.id, text.id].sort());
      await archive.insert([failure(now, { tag: 'payments', chain: '0x89' })]);
      const next = await alerts.evaluate();
      expect(next.map(({ rule }) => rule.id).sort()).toEqual([tag.id, chain.id].sort());
      await alerts.deliverer.drain();
    });

    it('a disabled rule does not fire', async () => {
      await alerts.store.createRule(countRule({ threshold: 1, enabled: false }), 'https://hooks.example/x', now);
      await archive.insert([failure(now)]);
      expect(await evaluate()).toEqual([]);
    });

    it('a new error message fires once per message, never for what was there before the rule', async () => {
      await archive.insert([failure(now - 5 * MINUTE, { errorMessage: 'old and known' })]);
      await alerts.store.createRule(
        countRule({ name: 'new errors', kind: 'new-error', threshold: 1 }),
        'https://hooks.example/x',
        now,
      );
      await archive.insert([failure(now + 1, { errorMessage: 'old and known' })]);
      expect(await evaluate()).toEqual([]);

      await archive.insert([
        failure(now + 2, { errorMessage: 'certificate has expired' }),
        failure(now + 3, { errorMessage: 'certificate has expired' }),
      ]);
      expect(await evaluate()).toEqual(['new-error']);
      await archive.insert([failure(now + 4, { errorMessage: 'certificate has expired' })]);
      expect(await evaluate()).toEqual([]);
      const [event] = await alerts.store.events(1);
      expect(event).toMatchObject({ kind: 'new-error', subject: 'certificate has expired', count: 2 });
      expect(sent[0]?.body).toMatchObject({ type: 'alert.new-error', errorMessage: 'certificate has expired' });
    });

    it('a new-error rule scoped to a stream ignores other streams', async () => {
      await alerts.store.createRule(
        countRule({ kind: 'new-error', scope: 'stream', scopeValue: STREAM_B }),
        'https://hooks.example/x',
        now,
      );
      await archive.insert([failure(now + 1, { errorMessage: 'brand new elsewhere' })]);
      expect(await evaluate()).toEqual([]);
      await archive.insert([failure(now + 2, { streamId: STREAM_B, errorMessage: 'brand new elsewhere' })]);
      expect(await evaluate()).toEqual(['new-error']);
    });

    it('an edit keeps the saved URL unless a new one is given, and the state of a firing rule', async () => {
      const rule = await alerts.store.createRule(countRule({ threshold: 1 }), 'https://hooks.example/first', now);
      await archive.insert([failure(now)]);
      await evaluate();
      const kept = await alerts.store.updateRule(rule.id, countRule({ name: 'renamed', threshold: 1 }), null, now + 1);
      expect(kept).toMatchObject({ name: 'renamed', channelUrl: 'https://hooks.example/first', state: 'firing' });
      const changed = await alerts.store.updateRule(
        rule.id,
        countRule({ threshold: 2 }),
        'https://hooks.example/second',
        now + 2,
      );
      expect(changed?.channelUrl).toBe('https://hooks.example/second');
      // The raised threshold is no longer met: one "resolved", to the new URL.
      expect(await evaluate()).toEqual(['resolved']);
      expect(sent.at(-1)?.url).toBe('https://hooks.example/second');
      expect(await alerts.store.updateRule('00000000-0000-4000-8000-000000000000', countRule(), null, now)).toBeNull();
    });
  });
}
