import { parentPort, workerData } from 'node:worker_threads';
import { openSqliteConnection, type SqliteConnection } from './sqliteConnection.ts';
import type { SqliteReply, SqliteRequest } from './sqlite.ts';

/**
 * The SQLite worker thread: owns the connection and runs one request at a time, in the order they
 * come, so the server's own thread never waits on a query. A failure goes back as its message
 * (and SQLite's code), never as a crash of the thread.
 */

const port = parentPort!;
let connection: SqliteConnection | null = null;
let openError: string | null = null;
try {
  connection = openSqliteConnection((workerData as { file: string }).file);
} catch (error) {
  openError = error instanceof Error ? error.message : String(error);
}

port.on('message', (request: SqliteRequest) => {
  let reply: SqliteReply;
  try {
    if (!connection) throw new Error(openError ?? 'the SQLite connection is closed');
    switch (request.kind) {
      case 'all':
        reply = { id: request.id, ok: true, value: connection.all(request.sql, request.params) };
        break;
      case 'batch':
        reply = { id: request.id, ok: true, value: connection.batch(request.statements) };
        break;
      case 'close':
        connection.close();
        connection = null;
        reply = { id: request.id, ok: true, value: null };
        break;
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    reply = {
      id: request.id,
      ok: false,
      message: error instanceof Error ? error.message : String(error),
      ...(typeof code === 'string' ? { code } : {}),
    };
  }
  port.postMessage(reply);
  if (request.kind === 'close') port.close();
});
