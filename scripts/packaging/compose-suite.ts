import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseEnv, promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_WALLETS } from '../../standin/catalog.ts';
import { freePort } from '../../server/testing/postgres.ts';
import { podman, ROOT, testImages, waitFor } from './podman.ts';

/**
 * deploy/compose.yaml brought up by podman-compose as docs/operations.md gives it, on the local
 * base images, with deploy/standin.env's variables (the stand-in service as the upstream):
 * PostgreSQL, Redis, both instances ready behind nginx, and one datum asked of both instances and
 * of nginx reaching the upstream once.
 */

const run = promisify(execFile);
const COMPOSE_FILE = path.join(ROOT, 'deploy/compose.yaml');
const WALLET = DEMO_WALLETS.busy.address;

interface Answer {
  readonly status: number;
  readonly body: string;
}

/** A request made from inside a container (the instances publish no port: only nginx does). */
async function fetchInside(container: string, url: string, method = 'GET'): Promise<Answer> {
  const script =
    `fetch(${JSON.stringify(url)},{method:${JSON.stringify(method)},headers:{accept:'application/json'}})` +
    '.then(async r=>console.log(JSON.stringify({status:r.status,body:await r.text()})),e=>{console.error(String(e));process.exit(1)})';
  return JSON.parse(await podman(['exec', container, 'node', '-e', script])) as Answer;
}

export function composeSuite(): void {
  const project = `cbtest${process.pid}`;
  let env: Record<string, string>;
  let url: string;
  const container = (service: string) => `${project}_${service}_1`;
  const compose = (args: readonly string[], timeoutMs = 10 * 60_000) =>
    run('podman-compose', ['-p', project, '-f', COMPOSE_FILE, ...args], {
      cwd: ROOT,
      env,
      timeout: timeoutMs,
      maxBuffer: 64 * 1024 * 1024,
    });

  beforeAll(async () => {
    const images = await testImages();
    const secrets = path.join(mkdtempSync(path.join(tmpdir(), 'cb-compose-')), 'secrets');
    await run(path.join(ROOT, 'deploy/make-secrets.sh'), [secrets]);
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    env = {
      ...(process.env as Record<string, string>),
      ...parseEnv(readFileSync(path.join(ROOT, 'deploy/standin.env'), 'utf8')),
      ...images,
      CHAINBOARD_SECRETS: secrets,
      CHAINBOARD_PUBLISH: `127.0.0.1:${port}`,
      STANDIN_CONTROL: '1',
      LOG_LEVEL: 'warn',
    };
    await compose(['up', '-d']);
    await waitFor('nginx answers /readyz with 200', async () => (await fetch(`${url}/readyz`)).status === 200, 180_000);
  }, 40 * 60_000);

  afterAll(async () => {
    if (env)
      await compose(['down', '-v']).catch((error: unknown) => console.warn(`podman-compose down: ${String(error)}`));
  }, 5 * 60_000);

  it('brings PostgreSQL, Redis and both instances up, each instance ready on the shared stores', async () => {
    for (const service of ['chainboard-a', 'chainboard-b']) {
      await waitFor(
        `${service} ready`,
        async () => (await fetchInside(container(service), 'http://127.0.0.1:8080/readyz')).status === 200,
        120_000,
      );
      const status = JSON.parse((await fetchInside(container(service), 'http://127.0.0.1:8080/api/status')).body) as {
        mode: string;
        shared?: { redis: string; database: string };
      };
      expect(status.mode).toBe('live');
      expect(status.shared).toMatchObject({ redis: 'ok', database: 'ok' });
    }
    expect(
      (
        await podman([
          'exec',
          container('postgres'),
          'pg_isready',
          '-h',
          '127.0.0.1',
          '-U',
          'chainboard',
          '-d',
          'chainboard',
        ])
      ).trim(),
    ).toContain('accepting connections');
  });

  it('serves a deep link and an /api answer through nginx', async () => {
    const page = await fetch(`${url}/wallet/${WALLET}?chain=eth`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
  });

  it('asks the upstream once for one datum asked of both instances and of nginx', async () => {
    const standin = container('standin');
    const datum = `/api/evm/${WALLET}?chain=eth&limit=4`;
    await fetchInside(standin, 'http://127.0.0.1:8790/__control/requests', 'DELETE');
    const viaA = await fetchInside(container('chainboard-a'), `http://127.0.0.1:8080${datum}`);
    const viaB = await fetchInside(container('chainboard-b'), `http://127.0.0.1:8080${datum}`);
    const viaNginx = await fetch(`${url}${datum}`, { headers: { accept: 'application/json' } });
    expect([viaA.status, viaB.status, viaNginx.status]).toEqual([200, 200, 200]);
    expect(viaB.body).toBe(viaA.body);
    expect(await viaNginx.text()).toBe(viaA.body);
    const log = JSON.parse((await fetchInside(standin, 'http://127.0.0.1:8790/__control/requests')).body) as {
      requests: { path: string }[];
    };
    expect(log.requests.filter((request) => request.path.startsWith(`/evm/api/v2.2/${WALLET}`))).toHaveLength(1);
  });
}
