import { chmodSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * DATA_DIR holds saved webhook URLs (credentials, in the archive's alert rules), the day's budget
 * and signed-out sessions: only the account the server runs as may read it. The process creates
 * everything with umask 077 (directories 0700, files 0600), and at start the directory and the
 * files directly in it are brought to those modes, which also mends a directory made before.
 */
export function secureDataDir(dir: string): void {
  process.umask(0o077);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    const stat = statSync(file, { throwIfNoEntry: false });
    if (stat?.isFile()) chmodSync(file, 0o600);
    else if (stat?.isDirectory()) chmodSync(file, 0o700);
  }
}
