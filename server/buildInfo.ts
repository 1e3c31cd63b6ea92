import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Which build is running, for /api/status, the metrics and the start log line. The commit is
 * CHAINBOARD_COMMIT when set (an image built without its .git directory passes it as a build
 * argument), else the checkout's HEAD as git reports it at start, else "unknown". The version is
 * CHAINBOARD_VERSION when set, else package.json's version with the short commit as semver build
 * metadata ("0.1.0+3f2a9c1d0b7e"), so two builds of one release tell themselves apart.
 */

const ROOT = path.resolve(import.meta.dirname, '..');

export class BuildInfoError extends Error {
  override name = 'BuildInfoError';
}

export interface BuildInfo {
  readonly version: string;
  readonly commit: string;
}

export function packageVersion(root: string = ROOT): string {
  try {
    const pkg: unknown = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
    if (pkg && typeof pkg === 'object' && 'version' in pkg && typeof pkg.version === 'string') return pkg.version;
  } catch {
    // Fall through: a missing version must not stop the server.
  }
  return '0.0.0';
}

function gitCommit(root: string): string | null {
  if (!existsSync(path.join(root, '.git'))) return null;
  try {
    const out = execFileSync('git', ['rev-parse', 'HEAD'], {
      cwd: root,
      timeout: 2_000,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return /^[0-9a-f]{40}$/.test(out) ? out : null;
  } catch {
    return null;
  }
}

export function buildInfo(env: Record<string, string | undefined>, root: string = ROOT): BuildInfo {
  const givenCommit = env.CHAINBOARD_COMMIT?.trim() || null;
  if (givenCommit !== null && !/^[0-9a-f]{7,40}$/i.test(givenCommit)) {
    throw new BuildInfoError('CHAINBOARD_COMMIT must be a git commit id (7 to 40 hexadecimal digits).');
  }
  const givenVersion = env.CHAINBOARD_VERSION?.trim() || null;
  if (givenVersion !== null && !/^[0-9A-Za-z.+_-]{1,64}$/.test(givenVersion)) {
    throw new BuildInfoError(
      'CHAINBOARD_VERSION must be 1 to 64 letters, digits, dots, pluses, hyphens or underscores.',
    );
  }
  const commit = (givenCommit ?? gitCommit(root))?.toLowerCase() ?? 'unknown';
  const version =
    givenVersion ?? (commit === 'unknown' ? packageVersion(root) : `${packageVersion(root)}+${commit.slice(0, 12)}`);
  return { version, commit };
}
