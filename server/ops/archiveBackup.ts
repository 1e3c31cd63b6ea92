import Database from 'better-sqlite3';
import { existsSync, renameSync, rmSync } from 'node:fs';

/**
 * Backup and restore of the embedded SQLite archive. A backup goes through SQLite's online backup
 * API (better-sqlite3's `backup`): a consistent copy of every committed transaction, the WAL's
 * included, taken while the server keeps writing. Copying the live file instead misses what is
 * still in the WAL and can catch a page half written.
 */

export class ArchiveOpsError extends Error {}

export interface Checked {
  readonly failures: number;
  readonly rules: number;
}

/** Opens `file` and checks it is a sound Chainboard archive: integrity, and its two main tables. */
export function checkArchive(file: string): Checked {
  if (!existsSync(file)) throw new ArchiveOpsError(`${file} does not exist`);
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const integrity = db.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') throw new ArchiveOpsError(`${file} fails SQLite's integrity check: ${String(integrity)}`);
    const count = (table: string) => {
      try {
        return (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
      } catch {
        throw new ArchiveOpsError(`${file} is not a Chainboard archive (no ${table} table)`);
      }
    };
    return { failures: count('failures'), rules: count('alert_rules') };
  } finally {
    db.close();
  }
}

/** Copies the live archive `from` into a new file `to` while the server may be writing. */
export async function backupArchive(from: string, to: string): Promise<Checked> {
  if (!existsSync(from)) throw new ArchiveOpsError(`no archive at ${from} (is DATA_DIR right?)`);
  if (existsSync(to)) throw new ArchiveOpsError(`${to} exists; a backup never overwrites a file`);
  const db = new Database(from, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    await db.backup(to);
  } finally {
    db.close();
  }
  return checkArchive(to);
}

/**
 * Puts the backup `from` in place of the archive `to`, keeping the archive it replaces beside it
 * (`<to>.before-restore-<time>`). Refuses while a server has the archive open: leaving WAL mode
 * needs the only connection, so a refusal there means one is running.
 */
export async function restoreArchive(
  from: string,
  to: string,
  now: Date = new Date(),
): Promise<Checked & { kept: string | null }> {
  const checked = checkArchive(from);
  let kept: string | null = null;
  if (existsSync(to)) {
    const live = new Database(to, { fileMustExist: true });
    try {
      live.pragma('journal_mode = DELETE');
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED') {
        throw new ArchiveOpsError(`${to} is in use: stop the server (every process using DATA_DIR) before restoring`);
      }
      throw error;
    } finally {
      live.close();
    }
    kept = `${to}.before-restore-${now.toISOString().replace(/[:.]/g, '-')}`;
    renameSync(to, kept);
  }
  for (const suffix of ['-wal', '-shm']) rmSync(`${to}${suffix}`, { force: true });
  // The same API in the other direction, into a new file renamed into place once complete.
  const db = new Database(from, { readonly: true, fileMustExist: true });
  try {
    rmSync(`${to}.restoring`, { force: true });
    await db.backup(`${to}.restoring`);
  } finally {
    db.close();
  }
  renameSync(`${to}.restoring`, to);
  return { ...checked, kept };
}
