import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './postgres.ts';

/**
 * nginx in front of test instances, run with the repository's own deploy/nginx.conf (the file
 * docs/deploy.md gives teams): only its listen address and the upstream's server lines are
 * rewritten to loopback test ports. Debian's nginx, installed by scripts/test-packages.sh.
 */

export const NGINX = process.env.NGINX ?? '/usr/sbin/nginx';
export const DEPLOY_NGINX_CONF = path.resolve(import.meta.dirname, '../../deploy/nginx.conf');

export interface TestNginx {
  readonly url: string;
  readonly port: number;
  stop(): Promise<void>;
}

/** deploy/nginx.conf with `listen` on `port` and one server line per instance port. */
export function nginxConfigFor(template: string, port: number, instances: readonly number[]): string {
  const listen = /^(\s*)listen\s+[^;]+;/m;
  const servers = /^(\s*)server\s+127\.0\.0\.1:\d+\s+([^;]*);\n(?:\s*server\s+127\.0\.0\.1:\d+[^;]*;\n)*/m;
  if (!listen.test(template) || !servers.test(template))
    throw new Error('deploy/nginx.conf no longer has the listen and server lines the tests rewrite');
  return template
    .replace(listen, (_all, indent: string) => `${indent}listen 127.0.0.1:${port};`)
    .replace(servers, (_all, indent: string, options: string) =>
      instances.map((p) => `${indent}server 127.0.0.1:${p} ${options};\n`).join(''),
    );
}

/** `port`: where nginx listens (default TEST_NGINX_PORT or a free port). */
export async function startTestNginx(instances: readonly number[], port?: number): Promise<TestNginx> {
  if (!existsSync(NGINX))
    throw new Error(`nginx is not installed (${NGINX} is missing): run scripts/test-packages.sh as root.`);
  port ??= Number(process.env.TEST_NGINX_PORT ?? (await freePort()));
  const prefix = mkdtempSync(path.join(tmpdir(), 'chainboard-nginx-'));
  // Started as root, nginx's workers run as nobody: they need to reach the prefix's temp files.
  chmodSync(prefix, 0o755);
  mkdirSync(path.join(prefix, 'tmp'), { mode: 0o777 });
  mkdirSync(path.join(prefix, 'logs'));
  const conf = path.join(prefix, 'nginx.conf');
  writeFileSync(conf, nginxConfigFor(readFileSync(DEPLOY_NGINX_CONF, 'utf8'), port, instances));
  const run = (...args: string[]) =>
    spawnSync(NGINX, ['-p', `${prefix}/`, '-c', conf, '-e', 'stderr', ...args], { encoding: 'utf8', timeout: 10_000 });
  const started = run();
  if (started.status !== 0) throw new Error(`nginx failed to start: ${started.stderr}`);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    const up = await fetch(`${url}/`).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`nginx did not answer on ${url}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    port,
    async stop() {
      try {
        run('-s', 'stop');
      } finally {
        rmSync(prefix, { recursive: true, force: true });
      }
    },
  };
}
