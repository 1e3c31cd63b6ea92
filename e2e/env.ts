import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The end-to-end environment, shared by playwright.config.ts, the fixtures and the specs.
 * Ports come from E2E_PORT so several people can run the suite on one machine at once
 * (docs/CONVENTIONS.md): live server = E2E_PORT, demo server = +1, stand-in = +2; the rest below.
 */

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4170);

/**
 * Playwright's workers. Each has its own controlled stand-in and live server in front of it (its
 * slot): a test that injects faults, moves the clock or reads the request log holds its slot's
 * lock, and the other worker's tests never wait for it.
 */
export const E2E_WORKERS = 2;

/** A slot's live server and stand-in: slot 0 at E2E_PORT and +2, later slots from +17 on. */
export function slotPorts(slot: number): { live: number; standin: number } {
  return slot === 0
    ? { live: E2E_PORT, standin: E2E_PORT + 2 }
    : { live: E2E_PORT + 15 + 2 * slot, standin: E2E_PORT + 16 + 2 * slot };
}

/** This worker's slot (Playwright's TEST_PARALLEL_INDEX; 0 in the main process). */
const SLOT = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
if (SLOT >= E2E_WORKERS)
  throw new Error(
    `e2e: worker slot ${SLOT} has no servers; run with at most ${E2E_WORKERS} workers (e2e/env.ts E2E_WORKERS).`,
  );

export const LIVE_PORT = slotPorts(SLOT).live;
export const DEMO_PORT = E2E_PORT + 1;
export const STANDIN_PORT = slotPorts(SLOT).standin;
/** A hostile test upstream (e2e/hostile/upstream.ts) and the real server in live mode in front of it. */
export const HOSTILE_UPSTREAM_PORT = E2E_PORT + 3;
export const HOSTILE_PORT = E2E_PORT + 4;
/** The sign-in tests: an OpenID Connect provider and the real server with AUTH=oidc (demo data) using it. */
export const OIDC_PROVIDER_PORT = E2E_PORT + 7;
export const SIGNIN_PORT = E2E_PORT + 8;
/** The real captures (e2e/replay/upstream.ts, replaying fixtures/real/) and the real server in live mode in front of it (+10 is guard.spec's foreign page). */
export const REPLAY_UPSTREAM_PORT = E2E_PORT + 11;
export const REPLAY_PORT = E2E_PORT + 12;
/** A demo-mode server with the failures watcher on, for the archive specs alone (its backfill would slow the others). */
export const ARCHIVE_PORT = E2E_PORT + 13;
/** The alerts spec's own stand-in (a running clock), the real server with the watcher on in front of it, and a webhook receiver. */
export const ALERTS_STANDIN_PORT = E2E_PORT + 14;
export const ALERTS_PORT = E2E_PORT + 15;
export const ALERTS_RECEIVER_PORT = E2E_PORT + 16;

/** The real server in live mode, pointed at the stand-in below: exercises key injection. */
export const LIVE_URL = `http://127.0.0.1:${LIVE_PORT}`;
/** The real server in demo mode (its own in-process stand-in, no control API). */
export const DEMO_URL = `http://127.0.0.1:${DEMO_PORT}`;
/** The stand-in run alone, with the control API (faults, clock, request log). */
export const STANDIN_URL = `http://127.0.0.1:${STANDIN_PORT}`;
/** The hostile upstream: forwards to the stand-in and damages the answers per mode (its /__hostile control). */
export const HOSTILE_UPSTREAM_URL = `http://127.0.0.1:${HOSTILE_UPSTREAM_PORT}`;
/** The real server in live mode in front of the hostile upstream (short upstream timeout): pages load from here. */
export const HOSTILE_URL = `http://127.0.0.1:${HOSTILE_PORT}`;
/** That server's upstream timeout: a hanging upstream answers 504 after this. */
export const HOSTILE_TIMEOUT_MS = 2000;

/** The replaying upstream (its /__replay control) and the real server in live mode in front of it. */
export const REPLAY_UPSTREAM_URL = `http://127.0.0.1:${REPLAY_UPSTREAM_PORT}`;
export const REPLAY_URL = `http://127.0.0.1:${REPLAY_PORT}`;

/** The test provider (e2e/oidc/provider.ts) and the AUTH=oidc server that signs in with it. */
export const OIDC_PROVIDER_URL = `http://127.0.0.1:${OIDC_PROVIDER_PORT}`;
export const SIGNIN_URL = `http://127.0.0.1:${SIGNIN_PORT}`;
export const ARCHIVE_URL = `http://127.0.0.1:${ARCHIVE_PORT}`;

/** A key nobody would type by chance: the suite asserts it never reaches the browser or a log. */
export const E2E_KEY = 'cbk_e2e_7f3a9c1d5b2e4f60_do_not_leak';

export const OUT_DIR = process.env.CHAINBOARD_OUT_DIR || 'dist';

/** Server logs, outside test-results (Playwright empties that folder when a run starts). */
export const LOG_DIR = path.join(tmpdir(), `chainboard-e2e-${E2E_PORT}`);
/** A slot's live server log; LIVE_LOG_FILE is this worker's. */
export const liveLogFile = (slot: number) => path.join(LOG_DIR, `server-live-${slot}.log`);
export const LIVE_LOG_FILE = liveLogFile(SLOT);
export const DEMO_LOG_FILE = path.join(LOG_DIR, 'server-demo.log');
export const HOSTILE_LOG_FILE = path.join(LOG_DIR, 'server-hostile.log');
export const SIGNIN_LOG_FILE = path.join(LOG_DIR, 'server-signin.log');
export const ARCHIVE_LOG_FILE = path.join(LOG_DIR, 'server-archive.log');
export const REPLAY_LOG_FILE = path.join(LOG_DIR, 'server-replay.log');
export const ALERTS_LOG_FILE = path.join(LOG_DIR, 'server-alerts.log');
/** The demo server's data directory (emptied with the logs at the start of each run). */
export const DEMO_DATA_DIR = path.join(LOG_DIR, 'demo-data');
/** Every server log the teardown checks for the key: add a server, add its log here. */
export const SERVER_LOG_FILES = [
  ...Array.from({ length: E2E_WORKERS }, (_, slot) => liveLogFile(slot)),
  DEMO_LOG_FILE,
  HOSTILE_LOG_FILE,
  SIGNIN_LOG_FILE,
  REPLAY_LOG_FILE,
  ARCHIVE_LOG_FILE,
  ALERTS_LOG_FILE,
];

/**
 * Upstream paths the status probe (server/status.ts, probeRequest) requests with the key, always
 * by GET: each base URL, and for JSON-RPC the chain and key segments (no call). Not calls the
 * dashboard made; the dashboard's JSON-RPC calls POST to that same path.
 */
export const STATUS_PROBE_PATHS = ['/evm/', '/chain-b/', '/streams/', '/rpc/', `/rpc/eth/${E2E_KEY}`];
