import { Worker } from 'node:worker_threads';
import type { SqlDb, SqlValue, Statement } from './db.ts';

/**
 * The embedded engine behind the async SqlDb interface, with its connection in a worker thread
 * (sqliteWorker.ts): better-sqlite3 is synchronous, and a summary over a large archive would
 * otherwise hold the server's only thread, and every other request with it, for as long as it
 * runs. The worker runs the requests one at a time in order, as the single connection did.
 *
 * The server runs TypeScript through tsx (`node --import tsx`), and so do the tests (Vitest);
 * a worker thread starts with neither, so it registers tsx itself before it imports its module.
 */

export type SqliteRequest =
  | { readonly id: number; readonly kind: 'all'; readonly sql: string; readonly params: readonly SqlValue[] }
  | { readonly id: number; readonly kind: 'batch'; readonly statements: readonly Statement[] }
  | { readonly id: number; readonly kind: 'close' };

export type SqliteReply =
  | { readonly id: number; readonly ok: true; readonly value: unknown }
  | { readonly id: number; readonly ok: false; readonly message: string; readonly code?: string };

type RequestBody =
  | { readonly kind: 'all'; readonly sql: string; readonly params: readonly SqlValue[] }
  | { readonly kind: 'batch'; readonly statements: readonly Statement[] }
  | { readonly kind: 'close' };

const TSX_API = import.meta.resolve('tsx/esm/api');
const WORKER_MODULE = new URL('./sqliteWorker.ts', import.meta.url).href;
const BOOTSTRAP = `import(${JSON.stringify(TSX_API)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(WORKER_MODULE)}); });`;

export class SqliteError extends Error {
  override name = 'SqliteError';
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
  }
}

export function openSqlite(file: string): SqlDb {
  const worker = new Worker(BOOTSTRAP, { eval: true, workerData: { file } });
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let stopped: Error | null = null;
  // An idle connection does not keep the process alive; one with a query running does.
  worker.unref();

  const failAll = (error: Error) => {
    stopped = error;
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };
  worker.on('message', (reply: SqliteReply) => {
    const waiting = pending.get(reply.id);
    if (!waiting) return;
    pending.delete(reply.id);
    if (pending.size === 0) worker.unref();
    if (reply.ok) waiting.resolve(reply.value);
    else waiting.reject(new SqliteError(reply.message, reply.code));
  });
  worker.on('error', (error) => failAll(new Error(`the SQLite worker failed: ${error.message}`)));
  worker.on('exit', () => failAll(stopped ?? new Error('the SQLite worker stopped')));

  const send = (body: RequestBody): Promise<unknown> => {
    if (stopped) return Promise.reject(stopped);
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      if (pending.size === 1) worker.ref();
      worker.postMessage({ ...body, id } satisfies SqliteRequest);
    });
  };

  return {
    engine: 'sqlite',
    all: async <T>(sql: string, params: readonly SqlValue[] = []) => (await send({ kind: 'all', sql, params })) as T[],
    batch: async (statements) => (await send({ kind: 'batch', statements })) as number[],
    close: async () => {
      if (stopped) return;
      try {
        await send({ kind: 'close' });
      } finally {
        stopped = new Error('the SQLite connection is closed');
        await worker.terminate();
      }
    },
  };
}
