import { closeSync, openSync, readFileSync, writeSync } from 'node:fs';
import { AlertStore } from '../alerts/store.ts';
import type { SqlDb } from '../archive/db.ts';
import { sqliteArchiveFile } from '../archive/service.ts';
import { ArchiveStore } from '../archive/store.ts';
import { cliConfig, fail } from './cliConfig.ts';
import { exportRules, importRules, RulesFileError } from './rules.ts';

/**
 * `npm run rules -- export [FILE]` and `npm run rules -- import FILE`: the alert rules of the
 * archive the server uses (SQLite under DATA_DIR, or DATABASE_URL), channel URLs included. The
 * export holds those secrets: a FILE is created for its owner only and never overwritten.
 */

const USAGE = 'usage: npm run rules -- export [FILE] | import FILE';
const [action, file, ...rest] = process.argv.slice(2);
if (!(action === 'export' || (action === 'import' && file)) || rest.length > 0) fail('rules', USAGE);

const config = cliConfig('rules');
let db: SqlDb;
if (config.archive.databaseUrl) {
  const { openPostgres } = await import('../archive/postgres.ts');
  db = openPostgres(config.archive.databaseUrl);
} else {
  const { openSqlite } = await import('../archive/sqlite.ts');
  db = openSqlite(sqliteArchiveFile(config));
}
// Opening the archive brings its schema up to date, as the server does at start.
const archive = await ArchiveStore.open(db);
const store = new AlertStore(db);
try {
  if (action === 'export') {
    const text = `${JSON.stringify(await exportRules(store), null, 2)}\n`;
    if (file) {
      let fd: number;
      try {
        fd = openSync(file, 'wx', 0o600);
      } catch (error) {
        fail('rules', `cannot create ${file}: ${(error as Error).message}`);
      }
      writeSync(fd, text);
      closeSync(fd);
      console.error(`exported ${JSON.parse(text).rules.length} alert rules to ${file}`);
    } else {
      process.stdout.write(text);
    }
  } else {
    let parsed: unknown;
    try {
      parsed = JSON.parse(readFileSync(file!, 'utf8'));
    } catch (error) {
      fail('rules', `cannot read ${file} as JSON: ${(error as Error).message}`);
    }
    const result = await importRules(store, parsed, Date.now());
    console.log(`imported alert rules from ${file}: ${result.created} created, ${result.updated} updated`);
  }
} catch (error) {
  if (error instanceof RulesFileError) fail('rules', error.message);
  throw error;
} finally {
  await archive.close();
}
