import Fastify, { type FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARCHIVE_PATHS, archiveRoutes, TOO_MANY_QUERIES_MESSAGE } from './routes.ts';
import { openSqlite } from './sqlite.ts';
import { ArchiveStore } from './store.ts';

/** The archive API's answers to bad input, over a small real SQLite archive. */

const dir = mkdtempSync(path.join(tmpdir(), 'chainboard-archive-routes-'));
let app: FastifyInstance;
let store: ArchiveStore;

beforeAll(async () => {
  store = await ArchiveStore.open(openSqlite(path.join(dir, 'archive.sqlite')));
  app = Fastify();
  await app.register(
    archiveRoutes({
      store,
      retentionDays: 30,
      backfillCompletedAt: async () => null,
      now: () => Date.UTC(2026, 10, 27),
    }),
  );
});
afterAll(async () => {
  await app.close();
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the archive API', () => {
  it.each(
    [ARCHIVE_PATHS.failures, ARCHIVE_PATHS.summary, ARCHIVE_PATHS.csv].flatMap((endpoint) => [
      [endpoint, 'from=9999999999999999'],
      [endpoint, 'to=9999999999999999'],
      [endpoint, 'from=8640000000000001'],
    ]),
  )('%s?%s: an out-of-range time is a 400 that says the limit', async (endpoint, query) => {
    const response = await app.inject(`${endpoint}?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(
      /^(from|to): unix milliseconds must be at most 8640000000000000/,
    );
  });

  it('a client with two archive queries running gets a 429 for a third; other clients and later queries go on', async () => {
    const one = (url: string, remoteAddress = '10.1.1.1') => app.inject({ url, remoteAddress });
    const answers = await Promise.all([
      one(ARCHIVE_PATHS.summary),
      one(ARCHIVE_PATHS.failures),
      one(ARCHIVE_PATHS.csv),
      one(ARCHIVE_PATHS.summary, '10.2.2.2'),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 429, 200]);
    expect(answers[2]!.json()).toEqual({ message: TOO_MANY_QUERIES_MESSAGE });
    expect(answers[2]!.headers['retry-after']).toBe('1');
    expect((await one(ARCHIVE_PATHS.csv)).statusCode).toBe(200);
    expect(
      (await Promise.all([one(ARCHIVE_PATHS.csv), one(ARCHIVE_PATHS.csv)])).map((answer) => answer.statusCode),
    ).toEqual([200, 200]);
  });

  it('takes the latest time a date can hold', async () => {
    const response = await app.inject(`${ARCHIVE_PATHS.summary}?to=8640000000000000`);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ window: { to: string } }>().window.to).toBe('+275760-09-13T00:00:00.000Z');
  });
});
