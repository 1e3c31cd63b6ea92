import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './postgres.ts';

/**
 * A throwaway Redis for tests (Debian's redis-server, installed by scripts/test-packages.sh): no
 * persistence, loopback only, on TEST_REDIS_PORT or a free port. `stop()` and `start()` again on
 * the same port let a test take Redis away and bring it back.
 */

export const REDIS_SERVER = process.env.REDIS_SERVER ?? '/usr/bin/redis-server';

export interface TestRedis {
  readonly url: string;
  readonly port: number;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Stops it and deletes its directory. */
  close(): Promise<void>;
}

async function waitFor(check: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`${what} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function startTestRedis(): Promise<TestRedis> {
  if (!existsSync(REDIS_SERVER)) {
    throw new Error(`Redis is not installed (${REDIS_SERVER} is missing): run scripts/test-packages.sh as root.`);
  }
  const port = Number(process.env.TEST_REDIS_PORT ?? (await freePort()));
  const dir = mkdtempSync(path.join(tmpdir(), 'chainboard-redis-'));
  const pidFile = path.join(dir, 'redis.pid');
  const cli = (...args: string[]) =>
    spawnSync('redis-cli', ['-h', '127.0.0.1', '-p', String(port), ...args], { encoding: 'utf8', timeout: 5_000 });
  const answers = () => cli('PING').stdout.trim() === 'PONG';
  const handle: TestRedis = {
    url: `redis://127.0.0.1:${port}/0`,
    port,
    async start() {
      const result = spawnSync(
        REDIS_SERVER,
        [
          '--port',
          String(port),
          '--bind',
          '127.0.0.1',
          '--save',
          '',
          '--appendonly',
          'no',
          '--daemonize',
          'yes',
          '--pidfile',
          pidFile,
          '--dir',
          dir,
          '--logfile',
          path.join(dir, 'redis.log'),
        ],
        { encoding: 'utf8', timeout: 10_000 },
      );
      if (result.status !== 0) throw new Error(`redis-server failed: ${result.stderr || result.stdout}`);
      await waitFor(answers, `Redis did not answer on port ${port}`);
    },
    async stop() {
      cli('SHUTDOWN', 'NOSAVE');
      await waitFor(() => !answers(), `Redis on port ${port} did not stop`);
    },
    async close() {
      try {
        if (answers()) await handle.stop();
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
  await handle.start();
  return handle;
}
