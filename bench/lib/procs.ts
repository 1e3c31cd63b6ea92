import { spawn, type ChildProcess } from 'node:child_process';
import { createConnection } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_ARGS } from '../../scripts/proc.mjs';

/**
 * The processes the bench measures, each in its own Node process (so the load generator never
 * shares an event loop with what it measures): the real server (server/main.ts) in demo or live
 * mode, and the stand-in alone (standin/main.ts) with its control API on.
 */

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface Proc {
  url: string;
  child: ChildProcess;
  /** The tail of its stderr (why it died, when it did). */
  errors(): string;
  stop(): Promise<void>;
}

function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function waitFor(
  url: string,
  init: RequestInit,
  child: ChildProcess,
  ms: number,
  output: () => string,
): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (child.exitCode !== null)
      throw new Error(`${url}: the process exited (${child.exitCode}): ${output().slice(-500)}`);
    try {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${ms / 1000} s: ${output().slice(-500)}`);
}

function launch(
  nodeArgs: string[],
  env: Record<string, string>,
  port: number,
  readyPath: string,
  readyInit: RequestInit = {},
  cwd = ROOT,
): Promise<Proc> {
  return (async () => {
    if (await portInUse(port)) throw new Error(`port ${port} is in use: set BENCH_PORT to another base port`);
    const child = spawn(process.execPath, nodeArgs, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      errors = (errors + chunk.toString()).slice(-4_000);
    });
    const url = `http://127.0.0.1:${port}`;
    const stop = async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    };
    try {
      await waitFor(`${url}${readyPath}`, readyInit, child, 60_000, () => errors);
    } catch (error) {
      await stop();
      throw error;
    }
    return { url, child, stop, errors: () => errors };
  })();
}

/**
 * The server in demo mode (no API_KEY: the in-process stand-in), with the bench's rate limit and
 * test hooks. `root` is the checkout whose server runs (another worktree, to compare two builds).
 */
export function startDemoServer(
  port: number,
  outDir: string,
  root = ROOT,
  extra: Record<string, string> = {},
): Promise<Proc> {
  const env: Record<string, string> = {
    PORT: String(port),
    HOST: '127.0.0.1',
    CHAINBOARD_OUT_DIR: outDir,
    RATE_LIMIT_PER_MINUTE: '10000000',
    CHAINBOARD_TEST_HOOKS: '1',
    API_KEY: '',
    ...extra,
  };
  return launch(SERVER_NODE_ARGS, env, port, '/api/status', {}, root);
}

/** The stand-in alone, control API on, on its own port. */
export function startStandinProcess(port: number, apiKey: string, extra: Record<string, string> = {}): Promise<Proc> {
  const env = {
    STANDIN_PORT: String(port),
    STANDIN_HOST: '127.0.0.1',
    STANDIN_API_KEY: apiKey,
    STANDIN_CONTROL: '1',
    STANDIN_LOG: '',
    ...extra,
  };
  return launch(['--import', 'tsx', 'standin/main.ts'], env, port, '/__control/requests');
}

/** The server in live mode pointed at a stand-in (key injection on the real path). */
export function startLiveServer(
  port: number,
  outDir: string,
  standinUrl: string,
  apiKey: string,
  extra: Record<string, string> = {},
): Promise<Proc> {
  const env: Record<string, string> = {
    PORT: String(port),
    HOST: '127.0.0.1',
    CHAINBOARD_OUT_DIR: outDir,
    API_KEY: apiKey,
    DATA_API_URL: `${standinUrl}/evm`,
    CHAIN_B_API_URL: `${standinUrl}/chain-b`,
    STREAMS_API_URL: `${standinUrl}/streams`,
    RPC_API_URL: `${standinUrl}/rpc`,
    RATE_LIMIT_PER_MINUTE: '10000000',
    CHAINBOARD_TEST_HOOKS: '1',
    ...extra,
  };
  return launch(SERVER_NODE_ARGS, env, port, '/api/status');
}

/** Clears the server's response cache (CHAINBOARD_TEST_HOOKS=1), so the next call is a miss. */
export async function resetProxyCache(serverUrl: string): Promise<void> {
  const response = await fetch(`${serverUrl}/api/__test/reset-cache`, { method: 'POST' });
  if (response.status !== 204) throw new Error(`reset-cache answered ${response.status}`);
}

export interface LoggedRequest {
  method: string;
  path: string;
}

/** The stand-in's log of service requests (control API). */
export async function standinRequests(standinUrl: string): Promise<LoggedRequest[]> {
  const response = await fetch(`${standinUrl}/__control/requests`);
  const body: unknown = await response.json();
  const list = Array.isArray(body)
    ? body
    : body && typeof body === 'object' && 'requests' in body
      ? (body as { requests: unknown }).requests
      : [];
  return (Array.isArray(list) ? list : []).map((entry) => {
    const e = entry as Record<string, unknown>;
    return { method: String(e.method ?? 'GET'), path: String(e.path ?? e.url ?? '') };
  });
}

export async function clearStandinRequests(standinUrl: string): Promise<void> {
  await fetch(`${standinUrl}/__control/requests`, { method: 'DELETE' });
}
