import type { FastifyInstance } from 'fastify';
import { spawnSync } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from './app.ts';
import type { ServerConfig } from './config.ts';
import { Readiness } from './health.ts';
import { LogCapture, rawRequest, startRecorder, testConfig, TEST_KEY, type Recorder } from './testing/harness.ts';
import { startTestPostgres, type TestPostgres } from './testing/postgres.ts';
import { startTestRedis, type TestRedis } from './testing/redis.ts';

/** GET /livez and /readyz: answered to any Host and signed out, and /readyz follows what the instance needs. */

let recorder: Recorder;
let postgres: TestPostgres;
let redis: TestRedis;

beforeAll(async () => {
  [recorder, postgres, redis] = await Promise.all([startRecorder(), startTestPostgres(), startTestRedis()]);
}, 120_000);

afterAll(async () => {
  await Promise.all([recorder?.close(), postgres?.stop(), redis?.close()]);
});

async function start(
  config: ServerConfig,
  readiness = new Readiness(),
): Promise<{ app: FastifyInstance; port: number; readiness: Readiness; logs: LogCapture }> {
  const logs = new LogCapture();
  const app = await buildServer(config, { logStream: logs, readiness });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, port: (app.server.address() as AddressInfo).port, readiness, logs };
}

/** A probe as a kubelet sends it: the pod's address as Host, no cookie. */
async function probe(port: number, path: string, method = 'GET') {
  const answer = await rawRequest(
    port,
    `${method} ${path} HTTP/1.1\r\nHost: 10.244.1.17:18881\r\nConnection: close\r\n\r\n`,
  );
  return {
    status: answer.status,
    headers: answer.headers,
    body: answer.body === '' ? null : (JSON.parse(answer.body) as Record<string, unknown>),
  };
}

async function until(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('the condition did not hold in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the probes', () => {
  it('answer a foreign Host signed out, as JSON, while the app refuses that Host', async () => {
    const config = testConfig(recorder.url, {
      auth: { mode: 'proxy', proxyHeader: 'x-user' },
      trustProxy: ['127.0.0.1/32'],
    });
    const { app, port } = await start(config);
    try {
      const live = await probe(port, '/livez');
      expect(live.status).toBe(200);
      expect(live.headers).toMatch(/content-type: application\/json/i);
      expect(live.body).toEqual({ status: 'live' });
      const ready = await probe(port, '/readyz?verbose=1');
      expect(ready.status).toBe(200);
      expect(ready.body).toEqual({ status: 'ready' });
      expect((await probe(port, '/readyz', 'HEAD')).status).toBe(200);
      // Only the exact paths: anything else meets the Host allowlist as before.
      for (const path of [
        '/readyz/',
        '/READYZ',
        '/livez/../api/status',
        '/%6civez',
        '/api/status',
        '/healthz',
        '/metrics',
      ]) {
        expect((await probe(port, path)).status, path).toBe(421);
      }
      expect((await probe(port, '/readyz', 'POST')).status).toBe(421);
      // No upstream was asked.
      expect(recorder.requests).toHaveLength(0);
    } finally {
      await app.close();
    }
  });

  it('readyz is 503 naming the draining instance once drained', async () => {
    const { app, port, readiness } = await start(testConfig(recorder.url));
    try {
      expect((await probe(port, '/readyz')).status).toBe(200);
      readiness.drain();
      const drained = await probe(port, '/readyz');
      expect(drained.status).toBe(503);
      expect(drained.body).toEqual({ status: 'not ready', missing: { draining: 'this instance is shutting down' } });
      expect((await probe(port, '/livez')).status).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('readyz follows Redis going away and returning', async () => {
    const { app, port } = await start(testConfig(recorder.url, { redisUrl: redis.url }));
    try {
      await until(async () => (await probe(port, '/readyz')).status === 200);
      await redis.stop();
      await until(async () => (await probe(port, '/readyz')).status === 503);
      expect((await probe(port, '/readyz')).body).toEqual({
        status: 'not ready',
        missing: { redis: 'Redis is not connected' },
      });
      await redis.start();
      await until(async () => (await probe(port, '/readyz')).status === 200);
    } finally {
      await app.close();
    }
  }, 60_000);

  it('readyz is 503 while Redis refuses the password, and the log says why', async () => {
    const redisCli = (...args: string[]) =>
      spawnSync('redis-cli', ['-h', '127.0.0.1', '-p', String(redis.port), ...args], { encoding: 'utf8' });
    redisCli('CONFIG', 'SET', 'requirepass', 'the-right-one');
    const wrongUrl = `redis://:not-the-password@127.0.0.1:${redis.port}/0`;
    const { app, port, logs } = await start(testConfig(recorder.url, { redisUrl: wrongUrl }));
    try {
      await until(async () =>
        logs.lines.some((line) => line.includes('Redis refused the credentials in REDIS_URL (WRONGPASS')),
      );
      const refused = await probe(port, '/readyz');
      expect(refused.status).toBe(503);
      expect(refused.body).toEqual({
        status: 'not ready',
        missing: { redis: 'Redis refused the credentials in REDIS_URL' },
      });
      expect(logs.lines.join('\n')).not.toContain('not-the-password');
    } finally {
      await app.close();
      redisCli('-a', 'the-right-one', '--no-auth-warning', 'CONFIG', 'SET', 'requirepass', '');
    }
  }, 30_000);

  it('readyz follows PostgreSQL going away and returning', async () => {
    const databaseUrl = await postgres.createDatabase('readyz_flip');
    const { app, port } = await start(
      testConfig(recorder.url, { archive: { watchIntervalS: 3_600, pageGapMs: 0, databaseUrl, archiveDays: 90 } }),
    );
    try {
      expect((await probe(port, '/readyz')).status).toBe(200);
      await postgres.pause();
      const down = await probe(port, '/readyz');
      expect(down.status).toBe(503);
      expect(down.body?.missing).toMatchObject({ archive: 'the archive store does not answer' });
      // No connection string, host or error text reaches an unauthenticated caller.
      expect(JSON.stringify(down.body)).not.toMatch(/postgres|127\.0\.0\.1|ECONN/i);
      await postgres.resume();
      await until(async () => (await probe(port, '/readyz')).status === 200);
    } finally {
      await app.close();
    }
  }, 60_000);
});

describe('/api/status upstream check', () => {
  it('sends the key and reports a refused key', async () => {
    recorder.requests.length = 0;
    recorder.respond = (request) =>
      request.headers['x-api-key'] === TEST_KEY || request.url === `/rpc/eth/${TEST_KEY}`
        ? { body: '{}' }
        : { status: 401, body: '{"message":"Token is invalid format"}' };
    const { app, port } = await start(testConfig(recorder.url));
    const revoked = await start(testConfig(recorder.url, { apiKey: 'cbk_revoked_key' }));
    try {
      const status = (await (await fetch(`http://127.0.0.1:${port}/api/status`)).json()) as {
        upstreams: Record<string, { ok: boolean; error: string | null }>;
      };
      expect(Object.values(status.upstreams).every((health) => health.ok)).toBe(true);
      expect(recorder.requests.map((request) => request.url).sort()).toEqual([
        '/chain-b/',
        '/evm/',
        `/rpc/eth/${TEST_KEY}`,
        '/streams/',
      ]);
      const refused = (await (await fetch(`http://127.0.0.1:${revoked.port}/api/status`)).json()) as {
        upstreams: Record<string, { ok: boolean; error: string | null }>;
      };
      for (const health of Object.values(refused.upstreams))
        expect(health).toMatchObject({ ok: false, error: 'the key was refused (HTTP 401)' });
    } finally {
      await Promise.all([app.close(), revoked.app.close()]);
    }
  });

  it('answers from the last result at once while a slow upstream is probed again', async () => {
    let now = 0;
    const { createStatusSource, STATUS_TTL_MS } = await import('./status.ts');
    recorder.respond = () => ({ body: '{}' });
    const status = createStatusSource(testConfig(recorder.url), () => now);
    const first = await status();
    recorder.respond = () => ({ body: '{}', delayMs: 2_000 });
    now += STATUS_TTL_MS + 1;
    const started = performance.now();
    expect(await status()).toBe(first);
    expect(performance.now() - started).toBeLessThan(200);
  });
});
