import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { defineArchiveReadSuite } from './archive-reads-suite.ts';
import { defineArchiveWriteSuite } from './archive-writes-suite.ts';
import { defineErrorTextTests } from './error-text-suite.ts';
import { defineStatisticsTests } from './statistics-suite.ts';
import { openSqlite } from './sqlite.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'chainboard-archive-'));
let n = 0;
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A new empty archive per call; each `open()` is a new connection to it. */
const archives = () => ({
  async fresh() {
    const file = path.join(dir, `archive-${(n += 1)}.sqlite`);
    return { open: async () => openSqlite(file) };
  },
});

defineArchiveWriteSuite('sqlite', archives);

defineArchiveReadSuite('sqlite', archives);

defineErrorTextTests('sqlite', async () => openSqlite(path.join(dir, `error-text-${(n += 1)}.sqlite`)));

defineStatisticsTests('sqlite', async () => openSqlite(path.join(dir, `statistics-${(n += 1)}.sqlite`)));
