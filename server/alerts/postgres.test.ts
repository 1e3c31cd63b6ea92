import { afterAll, beforeAll } from 'vitest';
import { openPostgres } from '../archive/postgres.ts';
import { startTestPostgres, type TestPostgres } from '../testing/postgres.ts';
import { defineAlertSuite } from './alerts-suite.ts';

let cluster: TestPostgres;
let n = 0;
beforeAll(async () => {
  cluster = await startTestPostgres();
}, 120_000);
afterAll(async () => {
  await cluster?.stop();
});

defineAlertSuite('postgresql', () => ({
  fresh: async () => openPostgres(await cluster.createDatabase(`alerts_${(n += 1)}`)),
}));
