import type { FastifyInstance } from 'fastify';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../app.ts';
import { openSqlite } from '../archive/sqlite.ts';
import { LogCapture, testConfig } from '../testing/harness.ts';
import type { Post } from './delivery.ts';
import { ALERTS_OFF_MESSAGE } from './routes.ts';

/** The alert API through the whole server: validation, secrets, same-origin writes, sign-in, archive off. */

const SECRET_URL = 'https://hooks.slack.com/services/T0/B0/very-secret-token';
const sent: { url: string; body: unknown }[] = [];
const post: Post = async (url, body) => {
  sent.push({ url, body });
  return { statusCode: 200, error: null };
};

async function serverWithArchive(overrides: Parameters<typeof testConfig>[1] = {}): Promise<FastifyInstance> {
  const db = openSqlite(path.join(mkdtempSync(path.join(tmpdir(), 'cb-alerts-routes-')), 'archive.sqlite'));
  return buildServer(
    testConfig('http://127.0.0.1:9', {
      archive: { watchIntervalS: 3_600, pageGapMs: 0, databaseUrl: null, archiveDays: 90 },
      ...overrides,
    }),
    {
      logStream: new LogCapture(),
      archive: { db, pageGapMs: 0 },
      alerts: { post },
    },
  );
}

const countRule = {
  name: 'Orders failing',
  kind: 'count',
  threshold: 5,
  windowMinutes: 10,
  scope: { type: 'tag', value: 'orders' },
  channel: { kind: 'slack', url: SECRET_URL },
};

let app: FastifyInstance;
beforeAll(async () => {
  app = await serverWithArchive();
});
afterAll(async () => app.close());

const json = { 'content-type': 'application/json' };

describe('the alert API', () => {
  it('creates, lists, edits and deletes a rule; the saved URL never comes back in full', async () => {
    const created = await app.inject({ method: 'POST', url: '/api/alerts/rules', headers: json, payload: countRule });
    expect(created.statusCode).toBe(201);
    expect(created.body).not.toContain('very-secret-token');
    const rule = created.json<{ id: string; channel: { url: string } }>();
    expect(rule).toMatchObject({
      name: 'Orders failing',
      state: 'ok',
      channel: { kind: 'slack', url: 'https://hooks.slack.com/…' },
      scope: { type: 'tag', value: 'orders' },
    });

    const list = await app.inject({ url: '/api/alerts/rules' });
    expect(list.body).not.toContain('very-secret-token');
    expect(list.json<{ rules: unknown[] }>().rules).toHaveLength(1);

    // An edit without a URL keeps the saved one: the test send goes there.
    const { channel: _channel, ...withoutUrl } = countRule;
    const edited = await app.inject({
      method: 'PUT',
      url: `/api/alerts/rules/${rule.id}`,
      headers: json,
      payload: { ...withoutUrl, name: 'Renamed', channel: { kind: 'slack' } },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'Renamed', channel: { url: 'https://hooks.slack.com/…' } });
    const test = await app.inject({
      method: 'POST',
      url: `/api/alerts/rules/${rule.id}/test`,
      headers: json,
      payload: {},
    });
    expect(test.statusCode).toBe(200);
    expect(test.json()).toMatchObject({
      kind: 'test',
      status: 'delivered',
      deliveries: [{ attempt: 1, ok: true, statusCode: 200, error: null }],
    });
    expect(sent.at(-1)?.url).toBe(SECRET_URL);

    const events = await app.inject({ url: '/api/alerts/events?limit=10' });
    expect(events.json<{ events: { kind: string; ruleName: string }[] }>().events).toEqual([
      expect.objectContaining({ kind: 'test', ruleName: 'Renamed' }),
    ]);

    const status = await app.inject({ url: '/api/status' });
    expect(status.json()).toMatchObject({ alerts: { rules: 1, firing: 0, lastFiredAt: null } });
    expect(status.body).not.toContain('very-secret-token');

    expect((await app.inject({ method: 'DELETE', url: `/api/alerts/rules/${rule.id}` })).json()).toEqual({
      deleted: rule.id,
    });
    expect((await app.inject({ method: 'DELETE', url: `/api/alerts/rules/${rule.id}` })).statusCode).toBe(404);
    expect(
      (await app.inject({ method: 'PUT', url: '/api/alerts/rules/not-an-id', headers: json, payload: countRule }))
        .statusCode,
    ).toBe(404);
  });

  it.each([
    [{ ...countRule, threshold: 0 }, 'threshold: must be at least 1'],
    [{ ...countRule, windowMinutes: undefined }, 'threshold and windowMinutes: a count rule needs both'],
    [{ ...countRule, scope: { type: 'stream' } }, 'scope.value: name the stream the rule watches'],
    [
      { ...countRule, scope: { type: 'planet', value: 'x' } },
      'scope.type: must be one of all, stream, tag, chain, error',
    ],
    [{ ...countRule, channel: { kind: 'slack' } }, 'channel.url: a new rule needs the webhook URL it sends to'],
    [
      { ...countRule, channel: { kind: 'slack', url: 'file:///etc/passwd' } },
      'channel.url: must start with https:// or http://',
    ],
    [
      { ...countRule, channel: { kind: 'email', url: SECRET_URL } },
      'channel.kind: must be one of webhook, slack, discord',
    ],
    [{ ...countRule, name: '  ' }, 'name: must not be empty'],
    [{ ...countRule, extra: 1 }, 'body: Unrecognized key: "extra"'],
    ['not json at all', 'body:'],
  ])('refuses a bad rule with a clear 400 (%#)', async (payload, message) => {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/alerts/rules',
      headers: typeof payload === 'string' ? { 'content-type': 'text/plain' } : json,
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json<{ message: string }>().message).toContain(message);
  });

  it('refuses a bad events query', async () => {
    const answer = await app.inject({ url: '/api/alerts/events?limit=0' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ message: 'limit: must be at least 1' });
  });

  it('refuses cross-site and cross-origin writes, and changes nothing', async () => {
    const created = (
      await app.inject({ method: 'POST', url: '/api/alerts/rules', headers: json, payload: countRule })
    ).json<{ id: string }>();
    const attempts = [
      {
        method: 'POST' as const,
        url: '/api/alerts/rules',
        headers: { ...json, 'sec-fetch-site': 'cross-site' },
        payload: countRule,
      },
      {
        method: 'POST' as const,
        url: '/api/alerts/rules',
        headers: { ...json, origin: 'https://evil.example' },
        payload: countRule,
      },
      {
        method: 'PUT' as const,
        url: `/api/alerts/rules/${created.id}`,
        headers: { ...json, 'sec-fetch-site': 'same-site' },
        payload: { ...countRule, name: 'x' },
      },
      {
        method: 'PUT' as const,
        url: `/api/alerts/rules/${created.id}`,
        headers: { ...json, origin: 'null' },
        payload: { ...countRule, name: 'x' },
      },
      { method: 'DELETE' as const, url: `/api/alerts/rules/${created.id}`, headers: { origin: 'http://localhost:1' } },
      {
        method: 'POST' as const,
        url: `/api/alerts/rules/${created.id}/test`,
        headers: { ...json, 'sec-fetch-site': 'cross-site' },
        payload: {},
      },
    ];
    for (const attempt of attempts)
      expect((await app.inject(attempt)).statusCode, `${attempt.method} ${JSON.stringify(attempt.headers)}`).toBe(403);
    const rules = (await app.inject({ url: '/api/alerts/rules' })).json<{ rules: { id: string; name: string }[] }>()
      .rules;
    expect(rules.filter((rule) => rule.id === created.id)).toEqual([
      expect.objectContaining({ name: 'Orders failing' }),
    ]);
    expect(rules).toHaveLength(1);
    // The page's own origin passes.
    const own = await app.inject({
      method: 'DELETE',
      url: `/api/alerts/rules/${created.id}`,
      headers: { host: 'localhost:8080', origin: 'http://localhost:8080', 'sec-fetch-site': 'same-origin' },
    });
    expect(own.statusCode).toBe(200);
  });

  it('with sign-in on, a signed-out request reaches none of it', async () => {
    const signedIn = await serverWithArchive({
      auth: { mode: 'proxy', proxyHeader: 'x-user' },
      trustProxy: ['127.0.0.1/32'],
    });
    try {
      expect((await signedIn.inject({ url: '/api/alerts/rules' })).statusCode).toBe(401);
      expect(
        (await signedIn.inject({ method: 'POST', url: '/api/alerts/rules', headers: json, payload: countRule }))
          .statusCode,
      ).toBe(401);
      expect((await signedIn.inject({ url: '/api/alerts/events' })).statusCode).toBe(401);
      const status = await signedIn.inject({ url: '/api/status' });
      expect(status.json()).not.toHaveProperty('alerts');
      const user = { 'x-user': 'alice@example.org' };
      expect(
        (
          await signedIn.inject({
            method: 'POST',
            url: '/api/alerts/rules',
            headers: { ...json, ...user },
            payload: countRule,
          })
        ).statusCode,
      ).toBe(201);
    } finally {
      await signedIn.close();
    }
  });

  it('answers 404 "alerts need the archive" when the watcher is off', async () => {
    const off = await buildServer(testConfig('http://127.0.0.1:9'), { logStream: new LogCapture() });
    try {
      for (const request of [
        { url: '/api/alerts/rules' },
        { url: '/api/alerts/events' },
        { method: 'POST' as const, url: '/api/alerts/rules', headers: json, payload: countRule },
      ]) {
        const answer = await off.inject(request);
        expect(answer.statusCode).toBe(404);
        expect(answer.json()).toEqual({ message: ALERTS_OFF_MESSAGE, alerts: 'off' });
      }
      expect((await off.inject({ url: '/api/status' })).json()).toMatchObject({ alerts: { state: 'off' } });
    } finally {
      await off.close();
    }
  });
});
