import { execFile, spawnSync } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * podman for the packaging tests: whether it can run here, the locally built base images
 * (scripts/container-bases/build.sh) and the repository's own Dockerfile built once on them.
 */

export const ROOT = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);

/** Why podman cannot run containers here, or null when it can. */
export function podmanUnavailable(): string | null {
  if (process.env.CHAINBOARD_SKIP_CONTAINERS === '1') return 'CHAINBOARD_SKIP_CONTAINERS=1';
  const version = spawnSync('podman', ['--version'], { encoding: 'utf8' });
  if (version.error || version.status !== 0)
    return 'podman is not installed (scripts/test-packages.sh installs it as root)';
  const info = spawnSync('podman', ['info', '--format', '{{.Host.OCIRuntime.Name}}'], {
    encoding: 'utf8',
    timeout: 60_000,
  });
  if (info.status !== 0) return `podman cannot run here: ${(info.stderr || info.stdout).trim().split('\n').pop()}`;
  if (spawnSync('sh', ['-c', 'command -v debootstrap']).status !== 0) {
    return 'debootstrap is not installed (scripts/test-packages.sh installs it as root)';
  }
  return null;
}

export async function podman(
  args: readonly string[],
  options: { timeoutMs?: number; cwd?: string } = {},
): Promise<string> {
  try {
    const { stdout } = await run('podman', [...args], {
      cwd: options.cwd ?? ROOT,
      timeout: options.timeoutMs ?? 60_000,
      maxBuffer: 64 * 1024 * 1024,
    });
    return stdout;
  } catch (error) {
    const failed = error as { stderr?: string; message: string };
    throw new Error(`podman ${args.slice(0, 2).join(' ')} failed: ${(failed.stderr || failed.message).slice(-4000)}`);
  }
}

export interface Images {
  readonly NODE_IMAGE: string;
  readonly POSTGRES_IMAGE: string;
  readonly REDIS_IMAGE: string;
  readonly NGINX_IMAGE: string;
  /** The repository's Dockerfile built on NODE_IMAGE. */
  readonly CHAINBOARD_IMAGE: string;
}

let images: Promise<Images> | undefined;

/** The local base images and the image of the repository's Dockerfile (scripts/packaging/build-image.sh), built once. */
export function testImages(): Promise<Images> {
  images ??= run(path.join(ROOT, 'scripts/packaging/build-image.sh'), [], {
    cwd: ROOT,
    timeout: 40 * 60_000,
    maxBuffer: 64 * 1024 * 1024,
  }).then(
    ({ stdout }) =>
      Object.fromEntries(
        stdout
          .trim()
          .split('\n')
          .map((line) => line.split('=', 2)),
      ) as unknown as Images,
  );
  return images;
}

/** Polls `probe` until it resolves true, or fails naming `what` after `timeoutMs`. */
export async function waitFor(what: string, probe: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await probe().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} within ${timeoutMs} ms`);
}
