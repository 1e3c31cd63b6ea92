import type { FastifyInstance } from 'fastify';
import { get } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../app.ts';
import { LogCapture, startRecorder, testConfig, type Recorder } from '../testing/harness.ts';
import { startTestProvider, type TestProvider } from '../testing/oidcProvider.ts';
import { CookieJar, signInAs } from '../testing/signInFlow.ts';
import { freePort, oidcSettings } from '../testing/signInSuite.ts';
import { SESSION_COOKIE } from './session.ts';

/**
 * A rolling SESSION_SECRET rotation over two instances, as docs/deploy.md describes it: add the
 * new secret second everywhere, then put it first everywhere, one instance at a time. Every
 * request of every signed-in user succeeds on whichever instance it lands, at every step.
 */

const OLD = 'old-session-secret-0123456789abcdef0123';
const NEW = 'new-session-secret-fedcba9876543210fedc';

let recorder: Recorder;
let provider: TestProvider;
const ports: [number, number] = [0, 0];
const slots: [FastifyInstance | null, FastifyInstance | null] = [null, null];
let publicUrl = '';

beforeAll(async () => {
  ports[0] = await freePort();
  ports[1] = await freePort();
  // Both instances name the first one's address as PUBLIC_URL (in production, the load balancer's).
  publicUrl = `http://127.0.0.1:${ports[0]}`;
  [recorder, provider] = await Promise.all([startRecorder(), startTestProvider(`${publicUrl}/api/auth/callback`)]);
}, 60_000);

afterAll(async () => {
  await Promise.all(slots.map((app) => app?.close()));
  await Promise.all([recorder?.close(), provider?.close()]);
});

/** (Re)starts the instance in `slot` with SESSION_SECRET set to `secrets`, on the same port. */
async function restart(slot: 0 | 1, secrets: string): Promise<void> {
  await slots[slot]?.close();
  const [sessionSecret = '', ...olderSessionSecrets] = secrets.split(',');
  const auth = { ...oidcSettings(provider.issuer, publicUrl), sessionSecret, olderSessionSecrets };
  const app = await buildServer(testConfig(recorder.url, { auth }), { logStream: new LogCapture() });
  await app.listen({ port: ports[slot], host: '127.0.0.1' });
  slots[slot] = app;
}

async function signIn(who: string): Promise<string> {
  let jar = new CookieJar();
  try {
    await signInAs(jar, `${publicUrl}/api/auth/login?return_to=%2F`, who);
  } catch {
    // fetch's pool may still hold a connection to the instance that was just restarted on this
    // port; the sign-in starts over (its first request is a GET) on a new one.
    jar = new CookieJar();
    await signInAs(jar, `${publicUrl}/api/auth/login?return_to=%2F`, who);
  }
  const session = jar.get(publicUrl, SESSION_COOKIE);
  if (!session) throw new Error(`${who} got no session`);
  return session;
}

/** One request on a connection of its own (a pooled one would outlive the instance's restart). */
function statusOf(url: string, cookie: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { agent: false, headers: { cookie } }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    }).on('error', reject);
  });
}

/** Each session's API request on each instance, five rounds: the statuses that were not 200. */
async function failures(sessions: readonly string[]): Promise<string[]> {
  const failed: string[] = [];
  for (let round = 0; round < 5; round += 1) {
    for (const port of ports) {
      for (const [index, session] of sessions.entries()) {
        const status = await statusOf(
          `http://127.0.0.1:${port}/api/chain-b/blocks/${round + 1}`,
          `${SESSION_COOKIE}=${session}`,
        );
        if (status !== 200) failed.push(`session ${index} on :${port}: ${status}`);
      }
    }
  }
  return failed;
}

describe('rotating SESSION_SECRET across two instances', () => {
  it('signs nobody out and fails no request at any step', async () => {
    await Promise.all([restart(0, OLD), restart(1, OLD)]);
    const sessions = [await signIn('alice@example.org')];
    expect(await failures(sessions)).toEqual([]);

    // Step 1: the new secret second, one instance at a time (the old one still signs).
    await restart(1, `${OLD},${NEW}`);
    expect(await failures(sessions)).toEqual([]);
    await restart(0, `${OLD},${NEW}`);
    sessions.push(await signIn('carol@corp.example'));
    expect(await failures(sessions)).toEqual([]);

    // Step 2: the new secret first, one instance at a time; a sign-in through the first instance
    // is signed with the new secret and accepted by the other, which still signs with the old one.
    await restart(0, `${NEW},${OLD}`);
    sessions.push(await signIn('dave@corp.example'));
    expect(await failures(sessions)).toEqual([]);
    await restart(1, `${NEW},${OLD}`);
    expect(await failures(sessions)).toEqual([]);
  }, 120_000);
});
