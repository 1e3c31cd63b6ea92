import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPostgres, type TestPostgres } from '../testing/postgres.ts';
import { defineArchiveReadSuite } from './archive-reads-suite.ts';
import { defineArchiveWriteSuite } from './archive-writes-suite.ts';
import { defineErrorTextTests } from './error-text-suite.ts';
import { defineStatisticsTests } from './statistics-suite.ts';
import { openPostgres } from './postgres.ts';

let cluster: TestPostgres;
let n = 0;
beforeAll(async () => {
  cluster = await startTestPostgres();
}, 120_000);
afterAll(async () => {
  await cluster?.stop();
});

/** A new empty archive per call; each `open()` is a new connection to it. */
const archives = () => ({
  async fresh() {
    const url = await cluster.createDatabase(`archive_${(n += 1)}`);
    return { open: async () => openPostgres(url) };
  },
});

defineArchiveWriteSuite('postgresql', archives);

defineArchiveReadSuite('postgresql', archives);

defineErrorTextTests('postgresql', async () => openPostgres(await cluster.createDatabase(`error_text_${(n += 1)}`)));

defineStatisticsTests('postgresql', async () => openPostgres(await cluster.createDatabase(`statistics_${(n += 1)}`)));

describe('PostgreSQL query cost', () => {
  it('cancels a read that runs past the read timeout; a batch is not cut off', async () => {
    const db = openPostgres(await cluster.createDatabase(`timeout_${(n += 1)}`), { readTimeoutMs: 300 });
    try {
      await expect(db.all('SELECT pg_sleep(2)')).rejects.toThrow(/statement timeout/);
      expect(await db.all<{ ok: number }>('SELECT 1 AS ok')).toEqual([{ ok: 1 }]);
      await expect(db.batch([{ sql: 'SELECT pg_sleep(0.6)' }])).resolves.toEqual([1]);
    } finally {
      await db.close();
    }
  });
});
