import { Agent, request as httpRequest } from 'node:http';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRecorder, TEST_KEY, type Recorder } from './testing/harness.ts';
import { startChildInstance, type ChildInstance } from './testing/childInstance.ts';
import { startTestPostgres, type TestPostgres } from './testing/postgres.ts';

/**
 * SIGTERM to a real server process, as an orchestrator sends it during a rolling restart: the
 * watcher's lock is given up before the requests under way finish, those requests are answered,
 * kept-alive connections (a reverse proxy's upstream pool) do not hold the process, and the
 * process exits within SHUTDOWN_TIMEOUT_S.
 */

let recorder: Recorder;
let postgres: TestPostgres;

beforeAll(async () => {
  [recorder, postgres] = await Promise.all([startRecorder(), startTestPostgres()]);
  // The block answer is slow: it is the request under way when the signal arrives.
  recorder.respond = (request) =>
    request.url.startsWith('/chain-b/') && request.url !== '/chain-b/'
      ? { body: '{"ok":true}', delayMs: 1_500 }
      : { body: '{}' };
}, 120_000);

afterAll(async () => {
  await Promise.all([recorder?.close(), postgres?.stop()]);
});

function liveEnv(extra: Record<string, string>): Record<string, string> {
  return {
    API_KEY: TEST_KEY,
    DATA_API_URL: `${recorder.url}/evm`,
    CHAIN_B_API_URL: `${recorder.url}/chain-b`,
    STREAMS_API_URL: `${recorder.url}/streams`,
    RPC_API_URL: `${recorder.url}/rpc`,
    LOG_LEVEL: 'info',
    ...extra,
  };
}

function get(url: string, agent: Agent): Promise<{ status: number; connection: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
    });
    req.on('error', reject);
    req.end();
  });
}

function exited(instance: ChildInstance): Promise<number | null> {
  return new Promise((resolve) => {
    if (instance.child.exitCode !== null) return resolve(instance.child.exitCode);
    instance.child.once('exit', (code) => resolve(code));
  });
}

async function advisoryLocks(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ n: string }>("SELECT count(*) AS n FROM pg_locks WHERE locktype = 'advisory'");
    return Number(result.rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

describe('SIGTERM', () => {
  it('gives up the watcher lock first, finishes the request under way and exits without waiting for kept-alive connections', async () => {
    const databaseUrl = await postgres.createDatabase('sigterm');
    const instance = await startChildInstance(liveEnv({ DATABASE_URL: databaseUrl, WATCH_INTERVAL_S: '3600' }));
    const idleAgent = new Agent({ keepAlive: true, keepAliveMsecs: 60_000 });
    const busyAgent = new Agent({ keepAlive: true, keepAliveMsecs: 60_000 });
    try {
      for (let i = 0; i < 50 && (await advisoryLocks(databaseUrl)) === 0; i += 1)
        await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await advisoryLocks(databaseUrl)).toBe(1);
      // One kept-alive connection that is idle when the signal comes, one that is busy.
      expect((await get(`${instance.url}/api/status`, idleAgent)).status).toBe(200);
      const underWay = get(`${instance.url}/api/chain-b/blocks/7`, busyAgent);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const signalled = performance.now();
      instance.child.kill('SIGTERM');
      const exit = exited(instance);
      // The lock is free while the request is still under way.
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(await advisoryLocks(databaseUrl)).toBe(0);
      const answer = await underWay;
      expect(answer).toEqual({ status: 200, connection: 'close' });
      expect(await exit).toBe(0);
      // Well before any keep-alive timeout (nginx's 60 s, Fastify's 72 s).
      expect(performance.now() - signalled).toBeLessThan(4_000);
      expect(instance.output()).toMatch(/shutting down: not ready/);
      expect(instance.output()).toMatch(/"msg":"stopped"/);
    } finally {
      idleAgent.destroy();
      busyAgent.destroy();
      await instance.kill();
    }
  }, 60_000);

  it('exits with status 1 once SHUTDOWN_TIMEOUT_S is up, however long a request takes', async () => {
    recorder.respond = (request) =>
      request.url.startsWith('/chain-b/') && request.url !== '/chain-b/'
        ? { body: '{"ok":true}', delayMs: 8_000 }
        : { body: '{}' };
    const instance = await startChildInstance(liveEnv({ SHUTDOWN_TIMEOUT_S: '1', UPSTREAM_TIMEOUT_MS: '20000' }));
    const agent = new Agent({ keepAlive: true });
    try {
      const underWay = get(`${instance.url}/api/chain-b/blocks/8`, agent).catch(() => 'cut off');
      await new Promise((resolve) => setTimeout(resolve, 300));
      const signalled = performance.now();
      instance.child.kill('SIGTERM');
      expect(await exited(instance)).toBe(1);
      expect(performance.now() - signalled).toBeLessThan(3_000);
      expect(await underWay).toBe('cut off');
      expect(instance.output()).toMatch(/did not finish within SHUTDOWN_TIMEOUT_S/);
    } finally {
      agent.destroy();
      await instance.kill();
    }
  }, 60_000);

  it('an instance started while PostgreSQL is down answers not ready, retries, and becomes ready when it returns', async () => {
    const databaseUrl = await postgres.createDatabase('started_during_outage');
    await postgres.pause();
    let instance: ChildInstance | null = null;
    try {
      instance = await startChildInstance(liveEnv({ DATABASE_URL: databaseUrl }), { waitFor: '/livez' });
      const notReady = await fetch(`${instance.url}/readyz`);
      expect(notReady.status).toBe(503);
      expect(await notReady.json()).toEqual({ status: 'not ready', missing: { archive: 'waiting for the database' } });
      expect((await fetch(`${instance.url}/api/status`)).status).toBe(503);
      await postgres.resume();
      const deadline = Date.now() + 30_000;
      while (
        (await fetch(`${instance.url}/readyz`).then(
          (r) => r.status,
          () => 0,
        )) !== 200
      ) {
        if (Date.now() > deadline) throw new Error(`never ready: ${instance.output().slice(-600)}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(instance.child.exitCode).toBeNull();
      expect(instance.output()).toMatch(/the database is not reachable yet .*trying again in 1 s \(attempt 1\)/);
      expect((await fetch(`${instance.url}/api/status`)).status).toBe(200);
    } finally {
      await postgres.resume().catch(() => {});
      await instance?.kill();
    }
  }, 90_000);
});
