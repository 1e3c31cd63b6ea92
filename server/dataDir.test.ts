import { mkdirSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startChildInstance, type ChildInstance } from './testing/childInstance.ts';

/** DATA_DIR and what the server writes there are readable by its own account only. */

const mode = (file: string) => statSync(file).mode & 0o777;
let instance: ChildInstance | null = null;

afterAll(async () => {
  await instance?.kill();
});

describe('DATA_DIR', () => {
  it('is 0700 with 0600 files, also when it existed before with looser modes', async () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'cb-data-modes-')), 'data');
    mkdirSync(dir, { mode: 0o755 });
    writeFileSync(path.join(dir, 'archive.sqlite'), '', { mode: 0o644 });
    // An empty file is a valid new SQLite database: the server opens it, then writes its WAL beside it.
    instance = await startChildInstance({ DATA_DIR: dir, WATCH_INTERVAL_S: '3600' });
    await fetch(`${instance.url}/api/archive/failures`);
    expect(mode(dir)).toBe(0o700);
    const files = ['archive.sqlite', 'archive.sqlite-wal'];
    for (const name of files) expect(mode(path.join(dir, name)), name).toBe(0o600);
  }, 120_000);
});
