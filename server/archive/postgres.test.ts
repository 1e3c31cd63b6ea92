import { afterAll, beforeAll } from 'vitest';
import { startTestPostgres, type TestPostgres } from '../testing/postgres.ts';
import { defineArchiveSuite } from './archive-suite.ts';
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

defineArchiveSuite('postgresql', () => ({
  async fresh() {
    const url = await cluster.createDatabase(`archive_${(n += 1)}`);
    return { open: async () => openPostgres(url) };
  },
}));

defineErrorTextTests('postgresql', async () => openPostgres(await cluster.createDatabase(`error_text_${(n += 1)}`)));

defineStatisticsTests('postgresql', async () => openPostgres(await cluster.createDatabase(`statistics_${(n += 1)}`)));
