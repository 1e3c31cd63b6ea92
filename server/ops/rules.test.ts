import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AlertService } from '../alerts/service.ts';
import type { SqlDb } from '../archive/db.ts';
import { openPostgres } from '../archive/postgres.ts';
import { openSqlite } from '../archive/sqlite.ts';
import { ArchiveStore } from '../archive/store.ts';
import { startTestPostgres, type TestPostgres } from '../testing/postgres.ts';
import { RULES_FORMAT } from './rules.ts';
import { npmRun } from './testing/npmRun.ts';

/**
 * `npm run rules -- export|import` as docs/operations.md gives them: rules leave one archive with
 * their channel URLs (which the API masks) and, imported into another engine's archive, fire to
 * the same URLs.
 */

const T0 = Date.parse('2026-11-20T12:00:00.000Z');
const SECRET_URL = 'https://hooks.example/services/T000/B000/very-secret-token';

let postgres: TestPostgres;
beforeAll(async () => {
  postgres = await startTestPostgres();
}, 60_000);
afterAll(async () => {
  await postgres?.stop();
});

async function withArchive<T>(
  db: SqlDb,
  body: (archive: ArchiveStore, alerts: AlertService) => Promise<T>,
): Promise<T> {
  const archive = await ArchiveStore.open(db);
  const alerts = new AlertService(db, { allowPrivate: false, evaluateIntervalS: 30 });
  try {
    return await body(archive, alerts);
  } finally {
    await alerts.stop();
    await archive.close();
  }
}

describe('npm run rules', () => {
  it(
    'exports rules with their URLs from SQLite and imports them into PostgreSQL, where they fire',
    { timeout: 120_000 },
    async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'cb-rules-'));
      await withArchive(openSqlite(path.join(dataDir, 'archive.sqlite')), async (_archive, alerts) => {
        await alerts.store.createRule(
          {
            name: 'three in five',
            kind: 'count',
            threshold: 3,
            windowMinutes: 5,
            scope: 'chain',
            scopeValue: '0x1',
            channelKind: 'slack',
            enabled: true,
          },
          SECRET_URL,
          T0,
        );
        await alerts.store.createRule(
          {
            name: 'new errors',
            kind: 'new-error',
            threshold: 1,
            windowMinutes: 60,
            scope: 'all',
            scopeValue: '',
            channelKind: 'webhook',
            enabled: false,
          },
          'https://receiver.example/new',
          T0 + 1,
        );
      });

      const file = path.join(mkdtempSync(path.join(tmpdir(), 'cb-rules-out-')), 'rules.json');
      const exported = await npmRun('rules', ['export', file], { DATA_DIR: dataDir });
      expect(exported.code).toBe(0);
      // The file holds secrets: its owner's only.
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const content = JSON.parse(readFileSync(file, 'utf8')) as {
        format: string;
        rules: { channel: { url: string } }[];
      };
      expect(content.format).toBe(RULES_FORMAT);
      expect(content.rules.map((rule) => rule.channel.url)).toEqual([SECRET_URL, 'https://receiver.example/new']);
      // Never overwritten.
      expect((await npmRun('rules', ['export', file], { DATA_DIR: dataDir })).stderr).toMatch(/cannot create .*EEXIST/);

      const databaseUrl = await postgres.createDatabase('rules_import');
      const env = { DATABASE_URL: databaseUrl, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'cb-rules-pg-')) };
      const imported = await npmRun('rules', ['import', file], env);
      expect(imported.stderr).toBe('');
      expect(imported.stdout).toContain('2 created, 0 updated');
      // Importing again updates the same rules instead of doubling them.
      expect((await npmRun('rules', ['import', file], env)).stdout).toContain('0 created, 2 updated');

      await withArchive(openPostgres(databaseUrl), async (archive, alerts) => {
        const rules = await alerts.store.listRules();
        expect(rules.map((rule) => [rule.name, rule.enabled, rule.channelUrl])).toEqual([
          ['three in five', true, SECRET_URL],
          ['new errors', false, 'https://receiver.example/new'],
        ]);
        const sent: string[] = [];
        const firing = new AlertService(
          openPostgres(databaseUrl),
          { allowPrivate: false, evaluateIntervalS: 30 },
          {
            now: () => T0 + 60_000,
            post: async (url) => {
              sent.push(url);
              return { statusCode: 200, error: null };
            },
          },
        );
        try {
          await archive.insert(
            [1, 2, 3].map((n) => ({
              id: `f-${n}`,
              streamId: '11111111-1111-4111-8111-111111111111',
              chain: '0x1',
              webhookUrl: 'https://r.example/h',
              tag: 'orders',
              retries: 0,
              deliveryStatus: 'failed',
              blockNumber: n,
              errorMessage: 'Request failed with status code 500',
              type: 'evm',
              createdAt: T0 + n * 1000,
              archivedAt: T0 + n * 1000,
            })),
          );
          const fired = await firing.evaluate();
          await firing.deliverer.drain();
          expect(fired.map(({ event }) => [event.ruleName, event.kind])).toEqual([['three in five', 'fired']]);
          expect(sent).toEqual([SECRET_URL]);
        } finally {
          await firing.stop();
        }
      });
    },
  );

  it('writes nothing when one rule of the file is wrong, and says which', { timeout: 60_000 }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'cb-rules-bad-'));
    const file = path.join(dataDir, 'rules.json');
    const good = {
      name: 'ok',
      kind: 'count',
      threshold: 1,
      windowMinutes: 1,
      scope: { type: 'all' },
      channel: { kind: 'webhook', url: 'https://r.example/a' },
    };
    writeFileSync(
      file,
      JSON.stringify({
        format: RULES_FORMAT,
        rules: [good, { ...good, name: 'bad', channel: { kind: 'webhook', url: 'ftp://r.example/x' } }],
      }),
    );
    const result = await npmRun('rules', ['import', file], { DATA_DIR: dataDir });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^chainboard rules: rule 2: channel\.url: /);
    const listed = await npmRun('rules', ['export'], { DATA_DIR: dataDir });
    expect((JSON.parse(listed.stdout) as { rules: unknown[] }).rules).toEqual([]);

    writeFileSync(file, '{"rules": []}');
    expect((await npmRun('rules', ['import', file], { DATA_DIR: dataDir })).stderr).toMatch(/not a rules export/);
  });
});
