import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildServer } from '../app.ts';
import { openSqlite } from '../archive/sqlite.ts';
import { LogCapture, testConfig } from '../testing/harness.ts';
import type { Post } from './delivery.ts';
import { AlertStore, MAX_RULES } from './store.ts';

/** What many rules may cost: a cap per deployment, and a save evaluates the saved rule only. */

const dir = mkdtempSync(path.join(tmpdir(), 'cb-alerts-limits-'));
const post: Post = async () => ({ statusCode: 200, error: null });
const json = { 'content-type': 'application/json' };
const rule = (n: number) => ({
  name: `rule ${n}`,
  kind: 'count',
  threshold: 5,
  windowMinutes: 60,
  scope: { type: 'error', value: `timeout ${n}` },
  channel: { kind: 'webhook', url: 'https://hooks.example/alerts' },
});

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildServer(
    testConfig('http://127.0.0.1:9', {
      archive: { watchIntervalS: 3_600, pageGapMs: 0, databaseUrl: null, archiveDays: 90 },
    }),
    {
      logStream: new LogCapture(),
      archive: { db: openSqlite(path.join(dir, 'archive.sqlite')), pageGapMs: 0 },
      alerts: { post },
    },
  );
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

const create = (n: number) => app.inject({ method: 'POST', url: '/api/alerts/rules', headers: json, payload: rule(n) });

describe('alert rule limits', () => {
  it('a save evaluates the saved rule alone, not every rule', async () => {
    for (let n = 0; n < 30; n += 1) expect((await create(n)).statusCode).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const counted = vi.spyOn(AlertStore.prototype, 'countFailures');
    try {
      const created = await create(30);
      expect(created.statusCode).toBe(201);
      const { id } = created.json<{ id: string }>();
      await vi.waitFor(() => expect(counted).toHaveBeenCalled());
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(counted).toHaveBeenCalledTimes(1);
      expect(counted.mock.calls[0]![0]).toMatchObject({ scopeValue: 'timeout 30' });

      counted.mockClear();
      expect(
        (
          await app.inject({
            method: 'PUT',
            url: `/api/alerts/rules/${id}`,
            headers: json,
            payload: { ...rule(31), channel: { kind: 'webhook' } },
          })
        ).statusCode,
      ).toBe(200);
      await vi.waitFor(() => expect(counted).toHaveBeenCalled());
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(counted).toHaveBeenCalledTimes(1);
      expect(counted.mock.calls[0]![0]).toMatchObject({ scopeValue: 'timeout 31' });
    } finally {
      counted.mockRestore();
    }
  });

  it(`keeps at most ${MAX_RULES} rules per deployment and says so`, async () => {
    expect(MAX_RULES).toBeGreaterThanOrEqual(200);
    const have = (await app.inject('/api/alerts/rules')).json<{ rules: unknown[] }>().rules.length;
    for (let n = have; n < MAX_RULES; n += 1) expect((await create(1_000 + n)).statusCode).toBe(201);
    const refused = await create(9_999);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: `This deployment already has ${MAX_RULES} alert rules, the most it keeps; delete one before adding another.`,
    });
    const rules = (await app.inject('/api/alerts/rules')).json<{ rules: { id: string }[] }>().rules;
    expect(rules).toHaveLength(MAX_RULES);
    expect((await app.inject({ method: 'DELETE', url: `/api/alerts/rules/${rules[0]!.id}` })).statusCode).toBe(200);
    expect((await create(10_000)).statusCode).toBe(201);
  }, 60_000);
});
