import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_WALLETS } from '../../standin/catalog.ts';
import { freePort } from '../../server/testing/postgres.ts';
import { podman, testImages, waitFor } from './podman.ts';

/**
 * The repository's Dockerfile, built on the local stand-in of the official Node image: what it
 * declares, who runs inside it, readiness, a deep link and an /api answer, and a SIGTERM that ends
 * the container within SHUTDOWN_TIMEOUT_S.
 */

const SHUTDOWN_TIMEOUT_S = 5;
const WALLET = DEMO_WALLETS.busy.address;

export function imageSuite(): void {
  let image: string;
  let container: string;
  let url: string;

  beforeAll(async () => {
    image = (await testImages()).CHAINBOARD_IMAGE;
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    container = `chainboard-image-test-${process.pid}`;
    await podman(['rm', '-f', '-v', container]).catch(() => '');
    await podman([
      'run',
      '-d',
      '--name',
      container,
      '-p',
      `127.0.0.1:${port}:8080`,
      // Inside a container the server listens on every address; without sign-in that needs saying.
      '-e',
      'ALLOW_ANONYMOUS=true',
      '-e',
      `SHUTDOWN_TIMEOUT_S=${SHUTDOWN_TIMEOUT_S}`,
      '-e',
      'WATCH_INTERVAL_S=5',
      image,
    ]);
    await waitFor(
      'the container answers /readyz with 200',
      async () => (await fetch(`${url}/readyz`)).status === 200,
      60_000,
    );
  }, 30 * 60_000);

  afterAll(async () => {
    if (container) await podman(['rm', '-f', '-v', container]).catch(() => '');
  });

  it('declares a non-root user, the port, the data volume and a health check on /livez', async () => {
    const [config] = JSON.parse(await podman(['image', 'inspect', image])) as [
      { Config: Record<string, unknown>; Healthcheck?: { Test: string[] }; Size: number },
    ];
    expect(config.Config.User).toBe('chainboard:chainboard');
    expect(Object.keys(config.Config.ExposedPorts as object)).toEqual(['8080/tcp']);
    expect(Object.keys(config.Config.Volumes as object)).toEqual(['/data']);
    expect(config.Config.Entrypoint).toEqual(['/usr/bin/tini', '--']);
    expect(config.Healthcheck?.Test.join(' ')).toContain('/livez');
    console.log(`packaging: image ${image} is ${(config.Size / 1e6).toFixed(0)} MB`);
  });

  it("runs every process as the image's own user, not root", async () => {
    const listing = await podman([
      'exec',
      container,
      'sh',
      '-c',
      'for p in /proc/[0-9]*; do echo "$(stat -c %u "$p") $(tr "\\0" " " <"$p/cmdline")"; done',
    ]);
    const processes = listing
      .trim()
      .split('\n')
      .filter((line) => !/ sh -c | stat | tr /.test(` ${line} `) && line.trim() !== '');
    expect(processes.some((line) => line.includes('tini'))).toBe(true);
    expect(processes.some((line) => line.includes('server/main.ts'))).toBe(true);
    for (const line of processes) expect(line.split(' ')[0]).toBe('10001');
    // The app is read-only to that user; only the data volume is its own.
    expect((await podman(['exec', container, 'sh', '-c', 'touch /app/x 2>&1 || echo refused'])).trim()).toMatch(
      /refused$/,
    );
    expect((await podman(['exec', container, 'sh', '-c', 'touch /data/x && echo written'])).trim()).toBe('written');
  });

  it('is healthy by its own HEALTHCHECK and live on /livez', async () => {
    await podman(['healthcheck', 'run', container]);
    // The probe's own JSON, not the app's deep-link fallback.
    const live = await fetch(`${url}/livez`);
    expect(live.status).toBe(200);
    expect(live.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('serves a deep link and an /api answer', async () => {
    const page = await fetch(`${url}/wallet/${WALLET}?chain=eth`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(await page.text()).toContain('<div id="root">');
    const api = await fetch(`${url}/api/evm/${WALLET}?chain=eth&limit=3`, { headers: { accept: 'application/json' } });
    expect(api.status).toBe(200);
    const body = (await api.json()) as { result: unknown[] };
    expect(body.result).toHaveLength(3);
  });

  it('backs up its archive from inside, as docs/operations.md gives it', async () => {
    const output = await podman([
      'exec',
      container,
      'npm',
      'run',
      '--silent',
      'archive',
      '--',
      'backup',
      '/data/chainboard-archive.sqlite',
    ]);
    expect(output).toMatch(
      /^backed up \/data\/archive\.sqlite to \/data\/chainboard-archive\.sqlite: \d+ failures, 0 alert rules, integrity ok/,
    );
  });

  it('exits cleanly within SHUTDOWN_TIMEOUT_S of a SIGTERM', async () => {
    const started = Date.now();
    // podman stop sends SIGTERM to PID 1 (tini), which forwards it; the kill after 30 s would mean it did not.
    await podman(['stop', '-t', '30', container], { timeoutMs: 60_000 });
    const seconds = (Date.now() - started) / 1000;
    const state = (await podman(['inspect', container, '--format', '{{.State.ExitCode}}'])).trim();
    expect(state).toBe('0');
    // The margin is podman's own stop work (exec, signal, reap), which grows on a busy machine; a
    // server that ignored the timeout would run into the kill at 30 s (and exit 137, not 0).
    expect(seconds).toBeLessThan(SHUTDOWN_TIMEOUT_S + 5);
    const logs = await podman(['logs', container]);
    expect(logs).toContain('SIGTERM');
  });
}
