import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { openSqlite } from '../archive/sqlite.ts';
import { defineAlertSuite } from './alerts-suite.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'chainboard-alerts-'));
let n = 0;
afterAll(() => rmSync(dir, { recursive: true, force: true }));

defineAlertSuite('sqlite', () => ({
  fresh: async () => openSqlite(path.join(dir, `alerts-${(n += 1)}.sqlite`)),
}));
