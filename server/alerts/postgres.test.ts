import { afterAll, beforeAll } from 'vitest';
import { openPostgres } from '../archive/postgres.ts';
import { startTestPostgres, type TestPostgres } from '../testing/postgres.ts';
import { defineAlertDeliverySuite } from './alert-delivery-suite.ts';
import { defineAlertRaceSuite } from './alert-races-suite.ts';
import { defineAlertRuleSuite } from './alert-rules-suite.ts';

let cluster: TestPostgres;
let n = 0;
beforeAll(async () => {
  cluster = await startTestPostgres();
}, 120_000);
afterAll(async () => {
  await cluster?.stop();
});

/** A new empty database per call. */
const databases = () => ({
  fresh: async () => openPostgres(await cluster.createDatabase(`alerts_${(n += 1)}`)),
});

defineAlertRuleSuite('postgresql', databases);

defineAlertDeliverySuite('postgresql', databases);

defineAlertRaceSuite('postgresql', databases);
