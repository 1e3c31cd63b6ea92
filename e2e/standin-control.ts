import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FaultSpec, LoggedRequest } from '../standin/control-state';
import { E2E_KEY, LIVE_URL, LOG_DIR, STANDIN_PORT, STANDIN_URL, STATUS_PROBE_PATHS } from './env';

/**
 * A typed client for the stand-in's control API (docs/CONVENTIONS.md), used through the
 * `standin` fixture. Each worker has its own stand-in and live server in front of it (its slot,
 * e2e/env.ts); every test that goes through them holds the slot's lock (see `acquireStandinLock`),
 * so one test's faults, outage, reset or request-log assertions never meet another test's traffic,
 * even when a run shares a slot. Tests that only read through the live server set
 * `test.use({ liveServer: true })`; the rest use the demo server.
 */
export class StandinControl {
  constructor(private readonly baseUrl = STANDIN_URL) {}

  private async call<T>(method: string, route: string, body?: unknown): Promise<T> {
    const response = await fetch(`${this.baseUrl}/__control${route}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`stand-in control ${method} ${route}: HTTP ${response.status} ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  }

  /** The next `times` requests (default: until cleared) whose stand-in path starts with `match` fail this way. */
  injectFault(spec: FaultSpec): Promise<unknown> {
    return this.call('POST', '/faults', spec);
  }

  async clearFaults(): Promise<void> {
    await this.call('DELETE', '/faults');
  }

  async advanceClock(advanceMs: number): Promise<void> {
    await this.call('POST', '/clock', { advanceMs });
  }

  async setNow(now: number | string | Date): Promise<void> {
    const nowMs = typeof now === 'number' ? now : new Date(now).getTime();
    await this.call('POST', '/clock', { nowMs });
  }

  async clock(): Promise<{ nowMs: number; now: string; frozen: boolean }> {
    return this.call('GET', '/clock');
  }

  /**
   * Service requests the stand-in received (method, path with query), oldest first, without the
   * server's status probes. The RPC key segment is shown as `<KEY>` so a failing assertion cannot
   * print the key.
   */
  async requests(): Promise<LoggedRequest[]> {
    const { requests } = await this.call<{ requests: LoggedRequest[] }>('GET', '/requests');
    return requests
      .filter((request) => !(request.method === 'GET' && STATUS_PROBE_PATHS.includes(request.path)))
      .map((request) => ({ ...request, path: request.path.replaceAll(E2E_KEY, '<KEY>') }));
  }

  async clearRequests(): Promise<void> {
    await this.call('DELETE', '/requests');
  }

  /**
   * Down: every service request whose stand-in path starts with `match` (default: every one) has
   * its connection destroyed (the live server answers 502). Tests in the other worker use the same
   * stand-in through the live server, so a test should take down only the endpoints it watches.
   */
  async setDown(down: boolean, match?: string): Promise<void> {
    await this.call('POST', '/down', { down, match });
  }

  /** Adds `count` failed deliveries of one demo stream (its id or tag) at the stand-in's current time. */
  burst(
    stream: string,
    count: number,
    errorMessage?: string,
  ): Promise<{ added: number; streamId: string; createdAt: string }> {
    return this.call('POST', '/streams/burst', { stream, count, ...(errorMessage ? { errorMessage } : {}) });
  }

  /** Everything back to the start, and the live server's response cache emptied. */
  async reset(): Promise<void> {
    await this.call('POST', '/reset');
    const response = await fetch(`${LIVE_URL}/api/__test/reset-cache`, { method: 'POST' });
    if (response.status !== 204) throw new Error(`live server cache reset: HTTP ${response.status}`);
  }
}

const LOCK_DIR = path.join(LOG_DIR, `standin-${STANDIN_PORT}.lock`);

function ownerAlive(): boolean {
  try {
    const pid = Number(readFileSync(path.join(LOCK_DIR, 'pid'), 'utf8'));
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

let held = false;

/** Whether the running test holds the stand-in lock. */
export function standinLockHeld(): boolean {
  return held;
}

/**
 * A cross-worker mutex (an atomic mkdir); a lock left by a dead worker is taken over. A worker
 * runs one test at a time, so taking it again in the same test is a no-op: the lock is the test's
 * until `releaseStandinLock`, which the fixtures call after the page has closed (a page still open
 * may send requests).
 */
export async function acquireStandinLock(timeoutMs = 120_000): Promise<void> {
  if (held) return;
  await takeLockDir(timeoutMs);
  held = true;
}

export function releaseStandinLock(): void {
  if (!held) return;
  held = false;
  rmSync(LOCK_DIR, { recursive: true, force: true });
}

async function takeLockDir(timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  mkdirSync(LOG_DIR, { recursive: true });
  for (;;) {
    try {
      mkdirSync(LOCK_DIR);
      writeFileSync(path.join(LOCK_DIR, 'pid'), String(process.pid));
      return;
    } catch {
      // Held: the pid file may not be written yet right after mkdir, so only a clearly dead owner counts.
      if (!ownerAlive()) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        if (!ownerAlive()) rmSync(LOCK_DIR, { recursive: true, force: true });
      }
      if (Date.now() > deadline) throw new Error('Timed out waiting for the stand-in lock held by another worker.');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
