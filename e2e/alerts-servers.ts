import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ALERTS_LOG_FILE, ALERTS_PORT, ALERTS_STANDIN_PORT, E2E_KEY, LOG_DIR, OUT_DIR } from './env';

/**
 * The alerts spec's own servers, started only when it runs: a stand-in whose clock runs with the
 * machine's (the server judges windows by its own clock, so the failures must be "now"), and the
 * real server in live mode in front of it with the watcher polling every second and private
 * receivers allowed. The shared e2e servers keep their watcher off (playwright.config.ts says why).
 */

export const ALERTS_STANDIN_URL = `http://127.0.0.1:${ALERTS_STANDIN_PORT}`;
export const ALERTS_URL = `http://127.0.0.1:${ALERTS_PORT}`;

async function waitFor(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export interface AlertServers {
  stop(): Promise<void>;
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

export async function startAlertServers(): Promise<AlertServers> {
  const dataDir = path.join(LOG_DIR, 'data-alerts');
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const node = [process.execPath, '--import', 'tsx'];
  const standin = spawn(node[0]!, [...node.slice(1), 'standin/main.ts'], {
    env: {
      ...process.env,
      STANDIN_PORT: String(ALERTS_STANDIN_PORT),
      STANDIN_API_KEY: E2E_KEY,
      STANDIN_CONTROL: '1',
      STANDIN_NOW: '',
    },
    stdio: 'ignore',
  });
  const server = spawn(node[0]!, [...node.slice(1), 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(ALERTS_PORT),
      API_KEY: E2E_KEY,
      DATA_API_URL: `${ALERTS_STANDIN_URL}/evm`,
      CHAIN_B_API_URL: `${ALERTS_STANDIN_URL}/chain-b`,
      STREAMS_API_URL: `${ALERTS_STANDIN_URL}/streams`,
      RPC_API_URL: `${ALERTS_STANDIN_URL}/rpc`,
      CHAINBOARD_OUT_DIR: OUT_DIR,
      CHAINBOARD_LOG_FILE: ALERTS_LOG_FILE,
      CHAINBOARD_API_ONLY: '',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      WATCH_INTERVAL_S: '1',
      // The rules see failures only once the first backfill is done: a few hundred pages.
      WATCH_PAGE_GAP_MS: '20',
      ALERT_EVALUATE_INTERVAL_S: '1',
      ALERT_ALLOW_PRIVATE: 'true',
      RATE_LIMIT_PER_MINUTE: '100000',
      CU_PER_CLIENT_PER_MINUTE: '100000000',
      CU_DAILY_BUDGET: '1000000000',
      TRUST_PROXY: '',
      ALLOWED_HOSTS: '',
      AUTH: '',
      LOG_LEVEL: 'info',
    },
    stdio: 'ignore',
  });
  try {
    await waitFor(`${ALERTS_STANDIN_URL}/__control/clock`, standin, 60_000);
    await waitFor(`${ALERTS_URL}/api/status`, server, 60_000);
  } catch (error) {
    await Promise.all([stopChild(server), stopChild(standin)]);
    throw error;
  }
  return { stop: async () => void (await Promise.all([stopChild(server), stopChild(standin)])) };
}
