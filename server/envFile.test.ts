import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { loadDotEnv } from './envFile.ts';
import { freePort } from './testing/postgres.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const EXAMPLE = readFileSync(path.join(ROOT, '.env.example'), 'utf8');

describe('.env.example', () => {
  it('is valid as a Docker or systemd env file: whole-line comments, NAME=value, no spaces or # in a value', () => {
    // Docker's --env-file and systemd's EnvironmentFile keep everything after `=`, a trailing
    // "# comment" included, so a comment after a value would become the value.
    const lines = EXAMPLE.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('#'));
    expect(lines.length).toBeGreaterThan(20);
    for (const line of lines) expect(line).toMatch(/^[A-Z][A-Z0-9_]*=[^\s#'"]*$/);
  });

  it('copied as it is, starts the server in demo mode (an empty value counts as unset)', () => {
    const config = loadConfig(parseEnv(EXAMPLE));
    expect(config.mode).toBe('demo');
    expect(config.host).toBe('127.0.0.1');
  });
});

describe('loadDotEnv', () => {
  const saved = { ...process.env };
  afterEach(() => {
    for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name];
    Object.assign(process.env, saved);
  });

  it('reads .env from the working directory without replacing a variable already set', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cb-dotenv-'));
    writeFileSync(path.join(dir, '.env'), 'CB_DOTENV_TEST_A=from-file\nCB_DOTENV_TEST_B=from-file\n');
    process.env.CB_DOTENV_TEST_A = 'from-environment';
    expect(loadDotEnv(dir)).toBe(path.join(dir, '.env'));
    expect(process.env.CB_DOTENV_TEST_A).toBe('from-environment');
    expect(process.env.CB_DOTENV_TEST_B).toBe('from-file');
  });

  it('returns null where there is no .env', () => {
    expect(loadDotEnv(mkdtempSync(path.join(tmpdir(), 'cb-dotenv-')))).toBeNull();
  });
});

describe('the server started in a directory with a .env', () => {
  it('takes its settings from the file and names the file in the start log', { timeout: 60_000 }, async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cb-dotenv-server-'));
    const port = await freePort();
    writeFileSync(
      path.join(dir, '.env'),
      `PORT=${port}\nHOST=127.0.0.1\nCHAINBOARD_API_ONLY=1\nDATA_DIR=${path.join(dir, 'data')}\nWATCH_INTERVAL_S=0\n`,
    );
    const child = spawn(process.execPath, ['--import', import.meta.resolve('tsx'), path.join(ROOT, 'server/main.ts')], {
      cwd: dir,
      env: { PATH: process.env.PATH ?? '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    try {
      const deadline = Date.now() + 50_000;
      while (!output.includes('Chainboard is serving')) {
        if (child.exitCode !== null) throw new Error(`the server exited: ${output}`);
        if (Date.now() > deadline) throw new Error(`no start log line: ${output}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const start = JSON.parse(output.split('\n').find((line) => line.includes('Chainboard is serving')) ?? '{}') as {
        envFile?: string;
        url?: string;
      };
      expect(start.envFile).toBe(path.join(dir, '.env'));
      expect(start.url).toBe(`http://127.0.0.1:${port}`);
      expect((await fetch(`http://127.0.0.1:${port}/api/status`)).status).toBe(200);
    } finally {
      child.kill('SIGTERM');
    }
  });
});
