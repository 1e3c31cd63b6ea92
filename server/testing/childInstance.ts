import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './postgres.ts';

/**
 * A server instance as its own process (`node --import tsx server/main.ts`, as `npm start` runs
 * it), so a test can kill it outright (SIGKILL: no shutdown hooks, its connections just drop).
 */

export interface ChildInstance {
  readonly url: string;
  readonly child: ChildProcess;
  output(): string;
  kill(): Promise<void>;
}

const ROOT = path.resolve(import.meta.dirname, '../..');

/** `waitFor`: the path whose 200 means started (default /api/status; /livez for an instance that starts not ready). */
export async function startChildInstance(
  env: Record<string, string>,
  options: { waitFor?: string } = {},
): Promise<ChildInstance> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      CHAINBOARD_API_ONLY: '1',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'cb-data-child-')),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the instance exited (${child.exitCode}): ${output.slice(-800)}`);
    const up = await fetch(`${url}${options.waitFor ?? '/api/status'}`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`the instance did not answer on ${url}: ${output.slice(-800)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    child,
    output: () => output,
    kill: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      }),
  };
}
