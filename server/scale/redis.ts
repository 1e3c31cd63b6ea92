import { Redis } from 'ioredis';

/**
 * The connection to the shared Redis (REDIS_URL). Commands never queue while it is away: they
 * fail at once, so every caller falls back to its local state (cache, limits) and the request
 * is served without waiting. ioredis reconnects by itself; `up` says whether it is usable now.
 */

export interface SharedRedis {
  readonly client: Redis;
  /** True while connected and ready: callers ask Redis only then. */
  readonly up: boolean;
  /** Why it is down (the last connection error), null while up. */
  readonly reason: string | null;
  /** True while the last connection attempt failed on its credentials (REDIS_URL's user or password). */
  readonly credentialsRefused: boolean;
  /** Called each time the connection becomes ready again after being lost. */
  onRejoin(listener: () => void): void;
  /** Resolves once connected, or after `timeoutMs` (the instance then starts alone and joins later). */
  ready(timeoutMs: number): Promise<void>;
  close(): Promise<void>;
}

export interface SharedRedisOptions {
  /** Per-command limit: a Redis that hangs must not hold a request longer than this. */
  readonly commandTimeoutMs?: number;
  readonly onChange?: (up: boolean, reason: string | null) => void;
}

/** Reconnect after 100 ms, backing off to 1 s: a Redis that returns is used again within a second. */
const retryStrategy = (attempt: number): number => Math.min(100 * attempt, 1_000);

/** Redis's answers to a wrong password or user (AUTH, or a command sent without one). */
export const CREDENTIALS_REFUSED = /^(WRONGPASS|NOAUTH)\b|invalid password/i;

export function connectRedis(url: string, options: SharedRedisOptions = {}): SharedRedis {
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 2_000,
    commandTimeout: options.commandTimeoutMs ?? 1_000,
    retryStrategy,
    // The key prefix keeps Chainboard's keys apart from anything else in a shared Redis.
    keyPrefix: 'cb:',
  });
  let reason: string | null = 'connecting';
  let everReady = false;
  const rejoin: (() => void)[] = [];
  client.on('ready', () => {
    reason = null;
    options.onChange?.(true, null);
    if (everReady) for (const listener of rejoin) listener();
    everReady = true;
  });
  client.on('error', (error: Error) => {
    reason = error.message.slice(0, 160) || 'connection error';
  });
  client.on('close', () => {
    if (reason === null) reason = 'connection closed';
    options.onChange?.(false, reason);
  });
  return {
    client,
    get up() {
      return client.status === 'ready';
    },
    get reason() {
      return client.status === 'ready' ? null : reason;
    },
    get credentialsRefused() {
      return client.status !== 'ready' && reason !== null && CREDENTIALS_REFUSED.test(reason);
    },
    onRejoin: (listener) => void rejoin.push(listener),
    ready: (timeoutMs) =>
      client.status === 'ready'
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            const timer = setTimeout(done, timeoutMs);
            client.once('ready', done);
            function done() {
              clearTimeout(timer);
              client.off('ready', done);
              resolve();
            }
          }),
    async close() {
      await client.quit().catch(() => client.disconnect());
    },
  };
}
