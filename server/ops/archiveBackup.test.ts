import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { npmRun } from './testing/npmRun.ts';

/**
 * `npm run archive -- backup|restore` as docs/operations.md gives them, against an archive that
 * another process keeps writing to: the backup holds every transaction committed before it began,
 * with no gap, and the restore puts exactly that back.
 */

const WRITER = path.resolve(import.meta.dirname, 'testing/archiveWriter.ts');

interface Writer {
  readonly child: ChildProcess;
  committed(): number;
  stop(): Promise<void>;
}

function startWriter(dataDir: string): Writer {
  const child = spawn(process.execPath, ['--import', 'tsx', WRITER, dataDir], { stdio: ['ignore', 'pipe', 'inherit'] });
  let committed = 0;
  child.stdout!.on('data', (chunk: Buffer) => {
    const last = chunk.toString().trim().split('\n').pop();
    if (last) committed = Number(last);
  });
  return {
    child,
    committed: () => committed,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

async function until(what: string, test: () => boolean, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!test()) {
    if (Date.now() > deadline) throw new Error(`${what} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The failures' numbers in a backup, in order. */
function failureNumbers(file: string): number[] {
  const db = new Database(file, { readonly: true });
  try {
    return (db.prepare('SELECT id FROM failures').all() as { id: string }[])
      .map((row) => Number(row.id.slice(2)))
      .sort((a, b) => a - b);
  } finally {
    db.close();
  }
}

let writer: Writer | undefined;
afterEach(async () => {
  await writer?.stop();
  writer = undefined;
});

describe('npm run archive', () => {
  it('backs up the live archive under write load and restores it with nothing lost', { timeout: 180_000 }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'cb-backup-data-'));
    const backup = path.join(mkdtempSync(path.join(tmpdir(), 'cb-backup-')), 'archive-backup.sqlite');
    const env = { DATA_DIR: dataDir };
    writer = startWriter(dataDir);
    await until('the writer committed 2,000 failures', () => writer!.committed() >= 2_000);

    const before = writer.committed();
    const result = await npmRun('archive', ['backup', backup], env);
    const after = writer.committed();
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    // The writer went on during the backup, so the copy was taken under load.
    expect(after).toBeGreaterThan(before);

    const saved = failureNumbers(backup);
    expect(saved.length).toBeGreaterThanOrEqual(before);
    expect(saved.length).toBeLessThanOrEqual(after);
    // A consistent snapshot: whole transactions, every one from the first, no gap.
    expect(saved.length % 50).toBe(0);
    expect(saved).toEqual(Array.from({ length: saved.length }, (_, k) => k + 1));
    expect(result.stdout).toContain(`${saved.length} failures`);

    // A running writer holds the archive: restoring over it is refused and changes nothing.
    const refused = await npmRun('archive', ['restore', backup], env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/is in use: stop the server/);

    await writer.stop();
    const written = writer.committed();
    expect(written).toBeGreaterThan(saved.length);
    const restored = await npmRun('archive', ['restore', backup], env);
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    expect(failureNumbers(path.join(dataDir, 'archive.sqlite'))).toEqual(saved);
    // The archive it replaced is kept beside it, whole.
    const kept = readdirSync(dataDir).find((name) => name.startsWith('archive.sqlite.before-restore-'));
    expect(kept).toBeDefined();
    expect(failureNumbers(path.join(dataDir, kept!))).toHaveLength(written);
  });

  it(
    'refuses to overwrite a file, to back up a missing archive, and to run without an action',
    { timeout: 120_000 },
    async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'cb-backup-data-'));
      const missing = await npmRun('archive', ['backup', path.join(dataDir, 'copy.sqlite')], { DATA_DIR: dataDir });
      expect(missing.code).toBe(1);
      expect(missing.stderr).toMatch(/no archive at .*archive\.sqlite/);
      expect(existsSync(path.join(dataDir, 'copy.sqlite'))).toBe(false);

      writer = startWriter(dataDir);
      await until('the writer committed', () => writer!.committed() > 0);
      const taken = await npmRun('archive', ['backup', path.join(dataDir, 'archive.sqlite')], { DATA_DIR: dataDir });
      expect(taken.code).toBe(1);
      expect(taken.stderr).toMatch(/exists; a backup never overwrites a file/);

      const usage = await npmRun('archive', ['copy'], { DATA_DIR: dataDir });
      expect(usage.code).toBe(1);
      expect(usage.stderr).toMatch(/usage: npm run archive -- backup FILE \| restore FILE/);
    },
  );
});
