import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import {
  ARCHIVE_LOG_FILE,
  ARCHIVE_PORT,
  E2E_KEY,
  E2E_PORT,
  E2E_WORKERS,
  DEMO_DATA_DIR,
  DEMO_LOG_FILE,
  DEMO_PORT,
  HOSTILE_LOG_FILE,
  HOSTILE_PORT,
  HOSTILE_TIMEOUT_MS,
  HOSTILE_UPSTREAM_PORT,
  HOSTILE_UPSTREAM_URL,
  liveLogFile,
  LOG_DIR,
  OIDC_PROVIDER_URL,
  OUT_DIR,
  REPLAY_LOG_FILE,
  REPLAY_PORT,
  REPLAY_UPSTREAM_PORT,
  REPLAY_UPSTREAM_URL,
  SIGNIN_LOG_FILE,
  SIGNIN_PORT,
  SIGNIN_URL,
  slotPorts,
} from './e2e/env';
import { TEST_ALLOWED, TEST_CLIENT_ID, TEST_CLIENT_SECRET, TEST_SESSION_SECRET } from './server/testing/oidcTestClient';
import { E2E_NOW } from './standin/catalog';

/**
 * Run through `npm run test:e2e` (scripts/e2e.mjs), which finds Chromium (CHROME_PATH) and builds
 * the app into CHAINBOARD_OUT_DIR first. The servers: per worker, the stand-in with its control
 * API and the real server in live mode in front of it; the real server in demo mode, a hostile
 * upstream (e2e/hostile/upstream.ts) and an upstream replaying the real captured
 * answers of fixtures/real/ (e2e/replay/upstream.ts), each with the real server in live mode in
 * front of it, and the sign-in pair (a test OpenID provider and a server using it).
 */

// Fresh log files per run, so the key-leak check reads this run's lines only. This module is
// loaded again in each worker: only the main process (no worker index yet) may clear them.
if (process.env.TEST_WORKER_INDEX === undefined) {
  rmSync(LOG_DIR, { recursive: true, force: true });
  mkdirSync(LOG_DIR, { recursive: true });
}

const node = `"${process.execPath}" --import tsx`;
const serverEnv = {
  CHAINBOARD_OUT_DIR: OUT_DIR,
  // Tests load many pages from one address; the limit and the compute-unit budgets themselves are
  // covered by the server tests (server/guard.test.ts, server/budget/).
  RATE_LIMIT_PER_MINUTE: '100000',
  CU_PER_CLIENT_PER_MINUTE: '100000000',
  CU_DAILY_BUDGET: '1000000000',
  // The suite never trusts a forwarded-for header, and answers only its own loopback names.
  TRUST_PROXY: '',
  ALLOWED_HOSTS: '',
  LOG_LEVEL: 'info',
  // Playwright passes its own environment on: never let a developer's shell settings leak in.
  CHAINBOARD_API_ONLY: '',
  UPSTREAM_TIMEOUT_MS: '10000',
  AUTH: '',
  // The archive's watcher off: on the live servers its polls would share the stand-in's request log
  // and faults with the tests, and on any server its first backfill (about 230 pages) competes
  // with the pages under test for the first minute. A spec of the archive starts one with it on.
  WATCH_INTERVAL_S: '0',
  DATABASE_URL: '',
};

/** A worker slot's controlled stand-in and the real server in live mode in front of it (e2e/env.ts). */
type WebServer = Extract<PlaywrightTestConfig['webServer'], unknown[]>[number];

function slotServers(slot: number): WebServer[] {
  const ports = slotPorts(slot);
  const standinUrl = `http://127.0.0.1:${ports.standin}`;
  return [
    {
      command: `${node} standin/main.ts`,
      url: `${standinUrl}/__control/clock`,
      env: {
        STANDIN_PORT: String(ports.standin),
        STANDIN_API_KEY: E2E_KEY,
        STANDIN_CONTROL: '1',
        STANDIN_NOW: E2E_NOW,
      },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
    },
    {
      command: `${node} server/main.ts`,
      url: `http://127.0.0.1:${ports.live}/api/status`,
      env: {
        ...serverEnv,
        PORT: String(ports.live),
        API_KEY: E2E_KEY,
        DATA_API_URL: `${standinUrl}/evm`,
        CHAIN_B_API_URL: `${standinUrl}/chain-b`,
        STREAMS_API_URL: `${standinUrl}/streams`,
        RPC_API_URL: `${standinUrl}/rpc`,
        CHAINBOARD_LOG_FILE: liveLogFile(slot),
        DATA_DIR: path.join(LOG_DIR, `data-live-${slot}`),
        // Lets the standin fixture's reset() clear the proxy cache, so an injected fault is seen.
        CHAINBOARD_TEST_HOOKS: '1',
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ];
}

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  forbidOnly: process.env.CI === 'true',
  retries: 0,
  workers: E2E_WORKERS,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  globalTeardown: './e2e/global-teardown.ts',
  // Per E2E_PORT, so concurrent runs on one machine do not empty each other's traces.
  outputDir: `test-results/e2e-${E2E_PORT}`,
  use: {
    baseURL: `http://127.0.0.1:${DEMO_PORT}`,
    // Recording a trace costs each test about a sixth of its time; CI keeps the failure's
    // screenshot and page snapshot (error-context.md) instead.
    trace: process.env.CI === 'true' ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
          // Keeps Chromium's own background look-ups (updates, safe browsing) off the network.
          args: ['--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1'],
        },
      },
    },
  ],
  webServer: [
    ...Array.from({ length: E2E_WORKERS }, (_, slot) => slotServers(slot)).flat(),
    {
      command: `${node} server/main.ts`,
      url: `http://127.0.0.1:${DEMO_PORT}/api/status`,
      env: {
        ...serverEnv,
        PORT: String(DEMO_PORT),
        API_KEY: '',
        CHAINBOARD_LOG_FILE: DEMO_LOG_FILE,
        DATA_DIR: DEMO_DATA_DIR,
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `${node} server/main.ts`,
      url: `http://127.0.0.1:${ARCHIVE_PORT}/api/status`,
      env: {
        ...serverEnv,
        PORT: String(ARCHIVE_PORT),
        API_KEY: '',
        CHAINBOARD_LOG_FILE: ARCHIVE_LOG_FILE,
        DATA_DIR: path.join(LOG_DIR, 'data-archive'),
        WATCH_INTERVAL_S: '60',
        // The first backfill walks a few hundred pages; at the default gap that is over a minute of
        // competing with the pages under test.
        WATCH_PAGE_GAP_MS: '20',
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `${node} e2e/hostile/upstream.ts`,
      url: `${HOSTILE_UPSTREAM_URL}/__hostile/rules`,
      env: { HOSTILE_UPSTREAM_PORT: String(HOSTILE_UPSTREAM_PORT), HOSTILE_API_KEY: E2E_KEY, STANDIN_NOW: E2E_NOW },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
    },
    {
      command: `${node} server/main.ts`,
      url: `http://127.0.0.1:${HOSTILE_PORT}/api/status`,
      env: {
        ...serverEnv,
        PORT: String(HOSTILE_PORT),
        API_KEY: E2E_KEY,
        DATA_API_URL: `${HOSTILE_UPSTREAM_URL}/evm`,
        CHAIN_B_API_URL: `${HOSTILE_UPSTREAM_URL}/chain-b`,
        STREAMS_API_URL: `${HOSTILE_UPSTREAM_URL}/streams`,
        RPC_API_URL: `${HOSTILE_UPSTREAM_URL}/rpc`,
        CHAINBOARD_LOG_FILE: HOSTILE_LOG_FILE,
        DATA_DIR: path.join(LOG_DIR, 'data-hostile'),
        CHAINBOARD_TEST_HOOKS: '1',
        // A hanging upstream must answer 504 within a test's time.
        UPSTREAM_TIMEOUT_MS: String(HOSTILE_TIMEOUT_MS),
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `${node} e2e/replay/upstream.ts`,
      url: `${REPLAY_UPSTREAM_URL}/logos/ready.png`,
      env: { REPLAY_UPSTREAM_PORT: String(REPLAY_UPSTREAM_PORT), REPLAY_API_KEY: E2E_KEY },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
    },
    {
      command: `${node} server/main.ts`,
      url: `http://127.0.0.1:${REPLAY_PORT}/api/status`,
      env: {
        ...serverEnv,
        PORT: String(REPLAY_PORT),
        API_KEY: E2E_KEY,
        DATA_API_URL: `${REPLAY_UPSTREAM_URL}/evm`,
        CHAIN_B_API_URL: `${REPLAY_UPSTREAM_URL}/chain-b`,
        STREAMS_API_URL: `${REPLAY_UPSTREAM_URL}/streams`,
        RPC_API_URL: `${REPLAY_UPSTREAM_URL}/rpc`,
        CHAINBOARD_LOG_FILE: REPLAY_LOG_FILE,
        DATA_DIR: path.join(LOG_DIR, 'data-replay'),
        // The spec selects or corrupts a capture, then empties the proxy's response cache.
        CHAINBOARD_TEST_HOOKS: '1',
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `${node} e2e/oidc/provider.ts`,
      url: `${OIDC_PROVIDER_URL}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
    },
    {
      command: `${node} server/main.ts`,
      url: `${SIGNIN_URL}/api/status`,
      env: {
        ...serverEnv,
        PORT: String(SIGNIN_PORT),
        API_KEY: '',
        CHAINBOARD_LOG_FILE: SIGNIN_LOG_FILE,
        AUTH: 'oidc',
        OIDC_ISSUER: OIDC_PROVIDER_URL,
        OIDC_CLIENT_ID: TEST_CLIENT_ID,
        OIDC_CLIENT_SECRET: TEST_CLIENT_SECRET,
        OIDC_ALLOWED: TEST_ALLOWED,
        PUBLIC_URL: SIGNIN_URL,
        SESSION_SECRET: TEST_SESSION_SECRET,
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
  metadata: { e2ePort: E2E_PORT },
});
