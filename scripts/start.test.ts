import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort } from '../server/testing/postgres.ts';

/** `npm start` as a supervisor runs it: the signal reaches the server, and a production start never builds. */

const ROOT = path.resolve(import.meta.dirname, '..');

function npmStart(env: Record<string, string>) {
  let output = '';
  const child = spawn('npm', ['start'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? tmpdir(),
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'cb-start-')),
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

const answers = (url: string) =>
  fetch(url).then(
    (response) => response.ok,
    () => false,
  );

describe('npm start', () => {
  it('passes SIGTERM on to the server, which stops', async () => {
    const port = await freePort();
    const started = npmStart({ PORT: String(port), CHAINBOARD_API_ONLY: '1' });
    const url = `http://127.0.0.1:${port}/livez`;
    const deadline = Date.now() + 60_000;
    while (!(await answers(url))) {
      if (Date.now() > deadline) throw new Error(`the server did not start: ${started.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    started.child.kill('SIGTERM');
    await started.exited;
    const stopDeadline = Date.now() + 10_000;
    while (await answers(url)) {
      if (Date.now() > stopDeadline) throw new Error('the server runs on after npm start was signalled');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(started.output()).toMatch(/"signal":"SIGTERM"/);
  }, 90_000);

  it('never builds in production: a missing build is one clear line', async () => {
    const started = npmStart({ NODE_ENV: 'production', CHAINBOARD_OUT_DIR: path.join(tmpdir(), 'cb-no-such-build') });
    expect(await started.exited).toBe(1);
    expect(started.output()).not.toMatch(/building the app/);
    expect(started.output()).toMatch(/chainboard: no build in .*cb-no-such-build and NODE_ENV=production never builds/);
    expect(started.output()).not.toMatch(/\n\s+at /);
  }, 60_000);
});
