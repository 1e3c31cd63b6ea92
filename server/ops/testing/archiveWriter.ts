import path from 'node:path';
import { openSqlite } from '../../archive/sqlite.ts';
import { ArchiveStore } from '../../archive/store.ts';
import type { ArchivedFailure } from '../../archive/types.ts';

/**
 * Write load for the backup tests, as its own process like a server: inserts failures f-1, f-2, …
 * into DATA_DIR's archive in transactions of 50 until SIGTERM, printing the count committed after
 * each transaction.
 */

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: archiveWriter.ts DATA_DIR');
const store = await ArchiveStore.open(openSqlite(path.join(dataDir, 'archive.sqlite')));
let committed = 0;
let stopping = false;
process.on('SIGTERM', () => (stopping = true));

function failure(n: number): ArchivedFailure {
  const at = Date.parse('2026-11-20T12:00:00.000Z') + n * 1000;
  return {
    id: `f-${n}`,
    streamId: '11111111-1111-4111-8111-111111111111',
    chain: '0x1',
    webhookUrl: 'https://receiver.example/hook',
    tag: 'orders',
    retries: 0,
    deliveryStatus: 'failed',
    blockNumber: n,
    errorMessage: `Request failed with status code ${500 + (n % 4)}`,
    type: 'evm',
    createdAt: at,
    archivedAt: at,
  };
}

while (!stopping) {
  await store.insert(Array.from({ length: 50 }, (_, k) => failure(committed + k + 1)));
  committed += 50;
  process.stdout.write(`${committed}\n`);
  // Let the SIGTERM handler run between transactions.
  await new Promise((resolve) => setImmediate(resolve));
}
await store.close();
process.exit(0);
