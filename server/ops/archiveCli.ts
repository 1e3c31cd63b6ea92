import path from 'node:path';
import { sqliteArchiveFile } from '../archive/service.ts';
import { ArchiveOpsError, backupArchive, restoreArchive } from './archiveBackup.ts';
import { cliConfig, fail } from './cliConfig.ts';

/**
 * `npm run archive -- backup FILE` (while the server runs) and `npm run archive -- restore FILE`
 * (with every server on DATA_DIR stopped): the embedded SQLite archive under DATA_DIR.
 */

const USAGE = 'usage: npm run archive -- backup FILE | restore FILE';
const [action, file, ...rest] = process.argv.slice(2);
if ((action !== 'backup' && action !== 'restore') || !file || rest.length > 0) fail('archive', USAGE);

const config = cliConfig('archive');
if (config.archive.databaseUrl)
  fail(
    'archive',
    'the archive is in PostgreSQL (DATABASE_URL): back it up with pg_dump and restore it with pg_restore (docs/operations.md)',
  );
const live = sqliteArchiveFile(config);
const target = path.resolve(file);

try {
  if (action === 'backup') {
    const copied = await backupArchive(live, target);
    console.log(
      `backed up ${live} to ${target}: ${copied.failures} failures, ${copied.rules} alert rules, integrity ok`,
    );
  } else {
    const restored = await restoreArchive(target, live);
    console.log(
      `restored ${target} to ${live}: ${restored.failures} failures, ${restored.rules} alert rules${restored.kept ? `; the archive it replaced is ${restored.kept}` : ''}`,
    );
  }
} catch (error) {
  if (error instanceof ArchiveOpsError) fail('archive', error.message);
  throw error;
}
