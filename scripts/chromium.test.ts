import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

/**
 * `CHROME_PATH=$(node scripts/chromium.mjs --install)` on a machine without Chromium: the script
 * runs apt-get, whose progress must not end up in the captured path. A fake apt-get, first on
 * PATH, prints noise on stdout and stderr and "installs" a Chromium into a temporary folder that
 * CHROMIUM_SEARCH_PATHS names; PLAYWRIGHT_BROWSERS_PATH points at an empty folder, so no browser
 * Playwright installed is found either.
 */

const SCRIPT = path.resolve(__dirname, 'chromium.mjs');
// The script installs only as root (apt-get needs it); elsewhere it reports that none was found.
const asRoot = process.getuid?.() === 0;

let dir: string;
let fakeChromium: string;

function writeFakeAptGet(installs: boolean): void {
  const bin = path.join(dir, 'bin');
  mkdirSync(bin, { recursive: true });
  const install = installs ? `printf '#!/bin/sh\\n' > "${fakeChromium}" && chmod +x "${fakeChromium}"` : 'exit 100';
  writeFileSync(
    path.join(bin, 'apt-get'),
    [
      '#!/bin/sh',
      'echo "Reading package lists... Done"',
      'echo "Get:1 http://deb.debian.org/debian bookworm InRelease [151 kB]"',
      'echo "apt-get progress on stderr" >&2',
      'if [ "$1" = install ]; then',
      `  ${install}`,
      'fi',
      '',
    ].join('\n'),
  );
  chmodSync(path.join(bin, 'apt-get'), 0o755);
}

function runScript() {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PATH: `${path.join(dir, 'bin')}:${process.env.PATH ?? ''}`,
    CHROMIUM_SEARCH_PATHS: fakeChromium,
    PLAYWRIGHT_BROWSERS_PATH: path.join(dir, 'no-browsers'),
  };
  delete env.CHROME_PATH;
  return spawnSync(process.execPath, [SCRIPT, '--install'], { env, encoding: 'utf8', timeout: 60_000 });
}

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'chromium-test-'));
  mkdirSync(path.join(dir, 'no-browsers'));
  fakeChromium = path.join(dir, 'installed', 'chromium');
  mkdirSync(path.dirname(fakeChromium));
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(!asRoot)('scripts/chromium.mjs --install with no Chromium on the machine', () => {
  it('prints exactly the installed path on stdout; apt-get output goes to stderr', () => {
    writeFakeAptGet(true);
    const result = runScript();
    expect(result.status, result.stderr).toBe(0);
    expect(existsSync(fakeChromium)).toBe(true);
    expect(result.stdout).toBe(`${fakeChromium}\n`);
    expect(result.stderr).toContain('Reading package lists... Done');
    expect(result.stderr).toContain('apt-get progress on stderr');
  });

  it('prints nothing on stdout and fails with a message when the install fails', () => {
    writeFakeAptGet(false);
    const result = runScript();
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('"apt-get install -y chromium" failed (exit 100)');
  });
});

describe('scripts/chromium.mjs with CHROME_PATH set', () => {
  it('prints that path and installs nothing', () => {
    writeFakeAptGet(true);
    writeFileSync(path.join(dir, 'chrome'), '#!/bin/sh\n');
    chmodSync(path.join(dir, 'chrome'), 0o755);
    const result = spawnSync(process.execPath, [SCRIPT, '--install'], {
      env: {
        ...process.env,
        PATH: `${path.join(dir, 'bin')}:${process.env.PATH ?? ''}`,
        CHROME_PATH: path.join(dir, 'chrome'),
      },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toBe(`${path.join(dir, 'chrome')}\n`);
    expect(existsSync(fakeChromium)).toBe(false);
  });
});
