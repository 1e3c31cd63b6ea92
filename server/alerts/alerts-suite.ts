import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SqlDb } from '../archive/db.ts';
import { ArchiveStore } from '../archive/store.ts';
import type { ArchivedFailure } from '../archive/types.ts';
import type { Post } from './delivery.ts';
import { AlertService } from './service.ts';
import type { RuleSettings } from './types.ts';

/**
 * The alert rules over a real archive, run once per engine (sqlite.test.ts, postgres.test.ts):
 * crossing, staying over, resolving, new error messages, scopes, deliveries and their retries.
 */

export interface AlertEngineHarness {
  /** A new empty database. */
  fresh(): Promise<SqlDb>;
}

const MINUTE = 60_000;
const T0 = Date.parse('2026-11-20T12:00:00.000Z');
const STREAM_A = '11111111-1111-4111-8111-111111111111';
const STREAM_B = '22222222-2222-4222-8222-222222222222';

let serial = 0;
function failure(at: number, overrides: Partial<ArchivedFailure> = {}): ArchivedFailure {
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

const countRule = (overrides: Partial<RuleSettings> = {}): RuleSettings => ({
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

interface Sent {
  url: string;
  body: Record<string, unknown>;
}

export function defineAlertSuite(engine: string, harness: () => AlertEngineHarness): void {
  describe(`alert rules on ${engine}`, () => {
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
      db = await harness().fresh();
      archive = await ArchiveStore.open(db);
      const post: Post = async (url, body) => {
        sent.push({ url, body: body as Record<string, unknown> });
        return answer(sent.length);
      };
      alerts = new AlertService(
        db,
        { allowPrivate: false, evaluateIntervalS: 30 },
        { now: () => now, post, retryBaseMs: 1, maxAttempts: 3 },
      );
    });
    afterEach(async () => {
      await alerts.stop();
      await archive.close();
    });

    async function evaluate() {
      const fired = await alerts.evaluate();
      await alerts.deliverer.drain();
      return fired.map(({ event }) => event.kind);
    }

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
