import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { openSqlite } from '../archive/sqlite.ts';
import { defineAlertDeliverySuite } from './alert-delivery-suite.ts';
import { defineAlertRaceSuite } from './alert-races-suite.ts';
import { defineAlertRuleSuite } from './alert-rules-suite.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'chainboard-alerts-'));
let n = 0;
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A new empty database per call. */
const databases = () => ({
  fresh: async () => openSqlite(path.join(dir, `alerts-${(n += 1)}.sqlite`)),
});

defineAlertRuleSuite('sqlite', databases);

defineAlertDeliverySuite('sqlite', databases);

defineAlertRaceSuite('sqlite', databases);
