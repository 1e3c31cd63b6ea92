import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../app.ts';
import { LogCapture, startRecorder, testConfig, type Recorder } from '../testing/harness.ts';
import { startInstance, type Instance } from '../testing/instances.ts';
import { startTestPostgres, type TestPostgres } from '../testing/postgres.ts';
import { LATEST_VERSION } from './migrations.ts';

/** Instances starting together on one PostgreSQL, and code older than the schema it finds. */

let recorder: Recorder;
let postgres: TestPostgres;

beforeAll(async () => {
  [recorder, postgres] = await Promise.all([startRecorder(), startTestPostgres()]);
}, 120_000);

afterAll(async () => {
  await Promise.all([recorder?.close(), postgres?.stop()]);
});

const archiveOn = (databaseUrl: string) => ({
  archive: { watchIntervalS: 3_600, pageGapMs: 0, databaseUrl, archiveDays: 90 },
});

describe('PostgreSQL migrations', () => {
  it.each([1, 2, 3])(
    'three instances started at once on an empty database all become ready (round %i)',
    async (round) => {
      const databaseUrl = await postgres.createDatabase(`three_at_once_${round}`);
      const config = testConfig(recorder.url, archiveOn(databaseUrl));
      const started = await Promise.allSettled([startInstance(config), startInstance(config), startInstance(config)]);
      const instances = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
      try {
        expect(started.map((result) => (result.status === 'rejected' ? String(result.reason) : 'ok'))).toEqual([
          'ok',
          'ok',
          'ok',
        ]);
        for (const instance of instances) expect((await fetch(`${instance.url}/readyz`)).status).toBe(200);
        // One instance applied each migration, and said so; the others found nothing to do.
        const lines = instances.flatMap((instance: Instance) => instance.logs.lines);
        expect(lines.filter((line) => line.includes('applying migration 1 ')).length).toBe(1);
        expect(
          lines.filter((line) => line.includes(`archive schema at version ${LATEST_VERSION} (nothing to apply)`))
            .length,
        ).toBe(2);
      } finally {
        await Promise.all(instances.map((instance) => instance.app.close()));
      }
    },
    60_000,
  );

  it('refuses to start on a schema newer than it knows, naming both versions', async () => {
    const databaseUrl = await postgres.createDatabase('newer_schema');
    const first = await startInstance(testConfig(recorder.url, archiveOn(databaseUrl)));
    await first.app.close();
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query('INSERT INTO archive_migrations (version, name, applied_at) VALUES ($1, $2, 0)', [
      LATEST_VERSION + 1,
      'from a newer build',
    ]);
    await client.end();
    await expect(
      buildServer(testConfig(recorder.url, archiveOn(databaseUrl)), { logStream: new LogCapture() }),
    ).rejects.toThrow(
      `The archive's schema is at version ${LATEST_VERSION + 1}, but this build of Chainboard knows versions up to ${LATEST_VERSION}`,
    );
  }, 60_000);
});
