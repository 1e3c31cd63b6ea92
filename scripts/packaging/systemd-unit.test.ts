import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * deploy/chainboard.service as systemd itself reads it (`systemd-analyze verify`, and the offline
 * exposure score of `systemd-analyze security`), with and without the credentials drop-in that
 * docs/operations.md gives; skipped, saying why, where systemd is not installed.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const UNIT = path.join(ROOT, 'deploy/chainboard.service');
const text = readFileSync(UNIT, 'utf8');
const analyze = spawnSync('systemd-analyze', ['--version'], { encoding: 'utf8' });
const unavailable =
  analyze.error || analyze.status !== 0 ? 'systemd-analyze is not installed (Debian package systemd)' : null;
if (unavailable) console.warn(`systemd unit checks skipped: ${unavailable}`);

/** The unit (and drop-ins) in a directory of their own, as systemd would find them. */
function unitDir(dropIn?: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'cb-unit-'));
  copyFileSync(UNIT, path.join(dir, 'chainboard.service'));
  if (dropIn) {
    mkdirSync(path.join(dir, 'chainboard.service.d'));
    writeFileSync(path.join(dir, 'chainboard.service.d', 'credentials.conf'), dropIn);
  }
  return dir;
}

function verify(dir: string) {
  return spawnSync('systemd-analyze', ['verify', path.join(dir, 'chainboard.service')], {
    encoding: 'utf8',
    env: { ...process.env, SYSTEMD_UNIT_PATH: `${dir}:` },
  });
}

describe('deploy/chainboard.service', () => {
  it('declares an env file, a dynamic user, its state directory, restarts and hardening', () => {
    for (const line of [
      'EnvironmentFile=-/etc/chainboard/chainboard.env',
      'DynamicUser=yes',
      'StateDirectory=chainboard',
      'Environment=NODE_ENV=production DATA_DIR=%S/chainboard',
      'Restart=on-failure',
      'NoNewPrivileges=yes',
      'ProtectSystem=strict',
      'ProtectHome=yes',
      'PrivateTmp=yes',
      'CapabilityBoundingSet=',
    ])
      expect(text.split('\n')).toContain(line);
    // The server itself is the process systemd signals, and it never builds.
    expect(text).toMatch(/^ExecStart=\/usr\/bin\/node [^\n]*server\/main\.ts$/m);
    // systemd's kill comes well after the server's own drain limit (SHUTDOWN_TIMEOUT_S, 10 s by default).
    expect(Number(/^TimeoutStopSec=(\d+)$/m.exec(text)?.[1])).toBeGreaterThan(10);
  });

  it.skipIf(unavailable !== null)('passes systemd-analyze verify, alone and with the credentials drop-in', () => {
    const alone = verify(unitDir());
    expect(alone.stderr + alone.stdout).toBe('');
    expect(alone.status).toBe(0);
    const withCredentials = verify(
      unitDir(
        '[Service]\nLoadCredential=api_key:/etc/chainboard/credentials/api_key\nEnvironment=API_KEY_FILE=%d/api_key\n',
      ),
    );
    expect(withCredentials.stderr + withCredentials.stdout).toBe('');
    expect(withCredentials.status).toBe(0);
  });

  it.skipIf(unavailable !== null)('rates "OK" or better in systemd-analyze security', () => {
    const result = spawnSync(
      'systemd-analyze',
      ['security', '--offline=true', path.join(unitDir(), 'chainboard.service')],
      { encoding: 'utf8' },
    );
    const score = Number(/Overall exposure level for chainboard\.service: ([\d.]+)/.exec(result.stdout)?.[1]);
    expect(score).toBeLessThanOrEqual(2);
  });
});
