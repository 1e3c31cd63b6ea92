import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildInfo } from './buildInfo.ts';
import { ConfigError, loadConfig } from './config.ts';
import { startProxy, startRecorder, testConfig } from './testing/harness.ts';

/** The running build's version and commit: from the environment, else from git, never one fixed string. */

const ROOT = path.resolve(import.meta.dirname, '..');

describe('build info', () => {
  it('takes the commit from git and puts it in the version', () => {
    const head = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
    const info = buildInfo({});
    expect(info.commit).toBe(head);
    expect(info.version).toMatch(new RegExp(`^\\d+\\.\\d+\\.\\d+\\+${head.slice(0, 12)}$`));
    expect(loadConfig({}).commit).toBe(head);
  });

  it('prefers CHAINBOARD_VERSION and CHAINBOARD_COMMIT, and refuses malformed ones', () => {
    expect(buildInfo({ CHAINBOARD_VERSION: '2.4.1', CHAINBOARD_COMMIT: 'ABCDEF1234' })).toEqual({
      version: '2.4.1',
      commit: 'abcdef1234',
    });
    expect(() => loadConfig({ CHAINBOARD_COMMIT: 'main; rm -rf /' })).toThrow(ConfigError);
    expect(() => loadConfig({ CHAINBOARD_VERSION: '<script>' })).toThrow(/CHAINBOARD_VERSION must be/);
  });

  it('says unknown without git or a variable', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'cb-build-info-'));
    writeFileSync(path.join(root, 'package.json'), '{"version":"3.1.4"}');
    expect(buildInfo({}, root)).toEqual({ version: '3.1.4', commit: 'unknown' });
  });

  it('is in /api/status', async () => {
    const recorder = await startRecorder();
    const proxy = await startProxy(testConfig(recorder.url));
    try {
      const status = (await (await fetch(`${proxy.url}/api/status`)).json()) as { version: string; commit: string };
      expect(status).toMatchObject({ version: '9.9.9-test', commit: 'c0ffee0c0ffee0c0ffee0c0ffee0c0ffee0c0ffe' });
    } finally {
      await proxy.close();
      await recorder.close();
    }
  });
});
