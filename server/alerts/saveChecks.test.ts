import type { FastifyInstance } from 'fastify';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../app.ts';
import { openSqlite } from '../archive/sqlite.ts';
import { ArchiveStore } from '../archive/store.ts';
import { LogCapture, testConfig } from '../testing/harness.ts';
import type { Post } from './delivery.ts';
import { savedUrlRefusal, unknownStreamMessage, type LookupAll } from './saveChecks.ts';

/** A rule is saved only when its stream is archived (or said not seen yet) and its webhook host is public. */

const sent: string[] = [];
const post: Post = async (url) => {
  sent.push(url);
  return { statusCode: 200, error: null };
};
const names: Record<string, string[]> = {
  'hooks.example.org': ['93.184.215.14'],
  'lan.example.org': ['93.184.215.14', '192.168.1.20'],
};
const lookup: LookupAll = async (host) => {
  const found = names[host];
  if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
  return found;
};

async function server(allowPrivate: boolean): Promise<FastifyInstance> {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'cb-alerts-save-')), 'archive.sqlite');
  const store = await ArchiveStore.open(openSqlite(file));
  await store.insert([
    {
      id: 'f-1',
      streamId: 'a1b2c3d4-0000-4000-8000-000000000001',
      chain: '0x89',
      webhookUrl: 'https://x.example',
      tag: 'nft-mints',
      retries: 1,
      deliveryStatus: 'failed',
      blockNumber: 1,
      errorMessage: 'HTTP 500',
      type: 'evm',
      createdAt: Date.now() - 60_000,
      archivedAt: Date.now(),
    },
  ]);
  await store.close();
  return buildServer(
    testConfig('http://127.0.0.1:9', {
      archive: { watchIntervalS: 3_600, pageGapMs: 0, databaseUrl: null, archiveDays: 90 },
      alerts: { allowPrivate, evaluateIntervalS: 30 },
    }),
    { logStream: new LogCapture(), archive: { db: openSqlite(file), pageGapMs: 0 }, alerts: { post, lookup } },
  );
}

const json = { 'content-type': 'application/json' };
const rule = (scope: Record<string, unknown>, url = 'https://hooks.example.org/h') => ({
  name: 'r',
  kind: 'count',
  threshold: 1_000,
  windowMinutes: 10,
  scope,
  channel: { kind: 'webhook', url },
});

let app: FastifyInstance;
beforeAll(async () => {
  app = await server(false);
});
afterAll(async () => app.close());

const save = (payload: unknown) =>
  app.inject({ method: 'POST', url: '/api/alerts/rules', headers: json, payload: payload as object });

describe('saving a stream rule', () => {
  it('saves a stream the archive holds', async () => {
    expect((await save(rule({ type: 'stream', value: 'a1b2c3d4-0000-4000-8000-000000000001' }))).statusCode).toBe(201);
  });

  it('refuses an unknown stream id (a tag typed as an id) with a 400 that says what to do', async () => {
    const answer = await save(rule({ type: 'stream', value: 'nft-mints' }));
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ message: unknownStreamMessage('nft-mints') });
  });

  it('saves an unknown stream id when told it has not failed yet', async () => {
    const answer = await save(rule({ type: 'stream', value: 'e5f6-new-stream', notSeenYet: true }));
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject({ scope: { type: 'stream', value: 'e5f6-new-stream' } });
  });

  it('refuses an unknown stream id on an edit too', async () => {
    const created = (await save(rule({ type: 'tag', value: 'nft-mints' }))).json<{ id: string }>();
    const edit = await app.inject({
      method: 'PUT',
      url: `/api/alerts/rules/${created.id}`,
      headers: json,
      payload: rule({ type: 'stream', value: 'nope' }),
    });
    expect(edit.statusCode).toBe(400);
  });
});

describe('saving a private or loopback webhook URL', () => {
  it.each([
    'http://127.0.0.1:8080/hook',
    'http://[::1]/hook',
    'http://localhost:3000/x',
    'http://api.localhost/x',
    'http://10.0.0.5/x',
    'http://169.254.169.254/latest/meta-data',
    'http://[::ffff:192.168.0.1]/x',
    'https://lan.example.org/h',
  ])('refuses %s with a 400 and sends nothing', async (url) => {
    const before = sent.length;
    const answer = await save(rule({ type: 'all' }, url));
    expect(answer.statusCode).toBe(400);
    expect(answer.json<{ message: string }>().message).toMatch(
      /^channel\.url: \S+ resolves to a loopback, private or link-local address; alert deliveries go to public addresses only \(ALERT_ALLOW_PRIVATE=true allows them\)$/,
    );
    expect(sent.length).toBe(before);
  });

  it('saves a public address, and a name that does not resolve now (each delivery checks again)', async () => {
    expect((await save(rule({ type: 'all' }, 'https://hooks.example.org/h'))).statusCode).toBe(201);
    expect((await save(rule({ type: 'all' }, 'https://not-yet.example.org/h'))).statusCode).toBe(201);
  });

  it('with ALERT_ALLOW_PRIVATE saves a loopback URL', async () => {
    const allowing = await server(true);
    try {
      expect(
        (
          await allowing.inject({
            method: 'POST',
            url: '/api/alerts/rules',
            headers: json,
            payload: rule({ type: 'all' }, 'http://127.0.0.1:9/x'),
          })
        ).statusCode,
      ).toBe(201);
    } finally {
      await allowing.close();
    }
  });

  it('gives up on a lookup that takes longer than 3 s and saves', async () => {
    const never: LookupAll = () => new Promise(() => undefined);
    const started = Date.now();
    expect(await savedUrlRefusal('https://slow.example.org/h', false, never)).toBeNull();
    expect(Date.now() - started).toBeLessThan(4_000);
  });
});
