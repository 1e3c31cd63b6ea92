import { createServer, type Server } from 'node:http';
import { LIVEZ_PATH, READYZ_PATH } from './health.ts';

/**
 * Starting while PostgreSQL is away: the server cannot be built until its archive's schema is
 * checked, but exiting makes a restart during an outage crash-loop. Instead the port answers at
 * once (`/livez` 200, `/readyz` 503 naming the database, everything else 503) while the build is
 * tried again with backoff; once it succeeds this stand-by listener closes and the server listens.
 */

/** Errors of a database (or other dependency) that is not there yet; anything else stops the start. */
const TRANSIENT_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  '57P03',
]);

export function isTransientStartError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const code = 'code' in error ? String(error.code) : '';
  if (TRANSIENT_CODES.has(code) || code.startsWith('08')) return true;
  const message = error instanceof Error ? error.message : '';
  return /Connection terminated|timeout expired/i.test(message);
}

export const FIRST_RETRY_MS = 1_000;
export const MAX_RETRY_MS = 30_000;

export interface StandbyListener {
  close(): Promise<void>;
}

/** The port's answers while the server cannot be built yet. */
export async function listenNotReady(
  port: number,
  host: string,
  missing: Record<string, string>,
): Promise<StandbyListener> {
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '').split('?', 1)[0];
    const json = (status: number, body: object) =>
      response
        .writeHead(status, {
          'content-type': 'application/json; charset=utf-8',
          'cache-control': 'no-store',
          connection: 'close',
        })
        .end(JSON.stringify(body));
    if (path === LIVEZ_PATH) return json(200, { status: 'live' });
    if (path === READYZ_PATH) return json(503, { status: 'not ready', missing });
    return json(503, { message: 'Chainboard is starting: it waits for its database.' });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface RetryOptions {
  readonly port: number;
  readonly host: string;
  readonly log: (message: string) => void;
  readonly sleep?: (ms: number) => Promise<void>;
}

/**
 * `build()` until it succeeds; transient failures keep a stand-by listener on the port and wait
 * FIRST_RETRY_MS, doubling to MAX_RETRY_MS. Resolves with the built value and the stand-by (if
 * one was opened), which the caller closes right before listening.
 */
export async function buildWithRetry<T>(
  build: () => Promise<T>,
  options: RetryOptions,
): Promise<{ value: T; standby: StandbyListener | null }> {
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  let standby: StandbyListener | null = null;
  let wait = FIRST_RETRY_MS;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return { value: await build(), standby };
    } catch (error) {
      if (!isTransientStartError(error)) {
        await standby?.close();
        throw error;
      }
      const reason = error instanceof Error ? error.message.split('\n')[0]!.slice(0, 160) : String(error);
      options.log(
        `chainboard: the database is not reachable yet (${reason}); not ready, trying again in ${wait / 1000} s (attempt ${attempt})`,
      );
      standby ??= await listenNotReady(options.port, options.host, { archive: 'waiting for the database' });
      await sleep(wait);
      wait = Math.min(wait * 2, MAX_RETRY_MS);
    }
  }
}
