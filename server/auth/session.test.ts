import { sign } from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../app.ts';
import { LogCapture, startRecorder, testConfig, type Recorder } from '../testing/harness.ts';
import { TEST_SESSION_SECRET, oidcSettings } from '../testing/signInSuite.ts';
import { SESSION_COOKIE, SESSION_IDLE_S, SESSION_MAX_AGE_S } from './session.ts';

/**
 * The session cookie alone (no provider is contacted): what the server accepts and refuses.
 * Cookies are made here the way @fastify/cookie signs them, with the right secret or another.
 */

let app: FastifyInstance;
let recorder: Recorder;

beforeAll(async () => {
  recorder = await startRecorder();
  // The issuer is never asked: only sign-in contacts it, and these requests carry a cookie already.
  app = await buildServer(
    testConfig(recorder.url, { auth: oidcSettings('http://127.0.0.1:9', 'http://127.0.0.1:8080') }),
    { logStream: new LogCapture() },
  );
});

afterAll(async () => {
  await app.close();
  await recorder.close();
});

const now = () => Math.floor(Date.now() / 1000);
/** A session as writeSession makes one, signed in `ageS` ago and valid for `leftS` more. */
const session = (email: string, leftS = 60, ageS = 0, sid = 'sid-session-test') => ({
  sid,
  email,
  name: null,
  iat: now() - ageS,
  exp: now() + leftS,
});
const payload = (fields: object) => Buffer.from(JSON.stringify(fields)).toString('base64url');
const cookieOf = (fields: object, secret = TEST_SESSION_SECRET) =>
  `${SESSION_COOKIE}=${encodeURIComponent(sign(payload(fields), secret))}`;
const ask = (cookie: string, url = '/api/chain-b/blocks/7') => app.inject({ url, headers: { cookie } });

describe('the session cookie', () => {
  it('admits a cookie signed with SESSION_SECRET until its expiry, and sets request.user from it', async () => {
    const cookie = cookieOf({ ...session('alice@example.org'), name: 'Alice' });
    expect((await ask(cookie)).statusCode).toBe(200);
    expect((await ask(cookie, '/api/auth/me')).json()).toEqual({
      mode: 'oidc',
      user: { id: 'alice@example.org', email: 'alice@example.org', name: 'Alice' },
    });
  });

  it('refuses a cookie signed with another secret (forged)', async () => {
    const forged = cookieOf(session('alice@example.org'), 'another-secret-of-the-same-length-000');
    const answer = await ask(forged);
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toMatchObject({ signIn: '/api/auth/login' });
  });

  it('refuses a cookie whose fields were changed after signing (tampered)', async () => {
    const genuine = sign(payload(session('alice@example.org')), TEST_SESSION_SECRET);
    const signature = genuine.slice(genuine.lastIndexOf('.'));
    const tampered = `${SESSION_COOKIE}=${encodeURIComponent(payload(session('carol@corp.example')) + signature)}`;
    expect((await ask(tampered)).statusCode).toBe(401);
    const unsigned = `${SESSION_COOKIE}=${payload(session('alice@example.org'))}`;
    expect((await ask(unsigned)).statusCode).toBe(401);
  });

  it('refuses a genuine cookie after its expiry, whatever the browser kept', async () => {
    expect((await ask(cookieOf(session('alice@example.org', -1)))).statusCode).toBe(401);
    expect((await ask(cookieOf({ ...session('alice@example.org'), exp: undefined }))).statusCode).toBe(401);
    expect((await ask(cookieOf({ ...session('alice@example.org'), exp: String(now() + 60) }))).statusCode).toBe(401);
    // Without the id sign-out revokes, or the sign-in time its maximum age counts from.
    expect((await ask(cookieOf({ ...session('alice@example.org'), sid: undefined }))).statusCode).toBe(401);
    expect((await ask(cookieOf({ ...session('alice@example.org'), iat: undefined }))).statusCode).toBe(401);
  });

  it('refuses genuine cookies that are not a session: the sign-in flow cookie, junk, no email', async () => {
    expect(
      (await ask(cookieOf({ state: 's', nonce: 'n', verifier: 'v', returnTo: '/', exp: now() + 60 }))).statusCode,
    ).toBe(401);
    expect(
      (await ask(`${SESSION_COOKIE}=${encodeURIComponent(sign('not-base64-json', TEST_SESSION_SECRET))}`)).statusCode,
    ).toBe(401);
    expect((await ask(cookieOf([1, 2]))).statusCode).toBe(401);
    expect((await ask(`${SESSION_COOKIE}=%E0%A4%A`)).statusCode).toBe(401);
  });

  it('sends nothing upstream for a refused cookie', async () => {
    const before = recorder.requests.length;
    await ask(cookieOf(session('alice@example.org', -1)), '/api/chain-b/blocks/8');
    expect(recorder.requests.slice(before).filter((request) => request.url.includes('/blocks/'))).toEqual([]);
  });
});

describe('the session lifetime', () => {
  const setCookie = (answer: { headers: Record<string, unknown> }) => {
    const value = answer.headers['set-cookie'];
    return (Array.isArray(value) ? value : [value]).filter(
      (line): line is string => typeof line === 'string' && line.startsWith(`${SESSION_COOKIE}=`),
    );
  };

  it('renews a session in use, up to its maximum age from the sign-in', async () => {
    const renewed = setCookie(await ask(cookieOf(session('alice@example.org', 60, 600))));
    expect(renewed).toHaveLength(1);
    expect(renewed[0]).toMatch(new RegExp(`Max-Age=${SESSION_IDLE_S}\\b`));
    // Near its maximum age, the renewal stops there.
    const nearEnd = setCookie(await ask(cookieOf(session('alice@example.org', 10, SESSION_MAX_AGE_S - 400))));
    const maxAge = Number(/Max-Age=(\d+)/.exec(nearEnd[0] ?? '')?.[1]);
    expect(maxAge).toBeGreaterThan(300);
    expect(maxAge).toBeLessThanOrEqual(400);
    // Just issued: no new cookie on every request.
    expect(setCookie(await ask(cookieOf(session('alice@example.org', SESSION_IDLE_S, 0))))).toEqual([]);
  });

  it('refuses a session older than its maximum age, whatever expiry it names', async () => {
    expect((await ask(cookieOf(session('alice@example.org', 60, SESSION_MAX_AGE_S + 1)))).statusCode).toBe(401);
    expect(
      (await ask(cookieOf({ ...session('alice@example.org'), exp: now() + SESSION_MAX_AGE_S + 60 }))).statusCode,
    ).toBe(401);
  });

  it('refuses at once an address taken off OIDC_ALLOWED (another instance, or after a restart)', async () => {
    const narrower = await buildServer(
      testConfig(recorder.url, {
        auth: oidcSettings('http://127.0.0.1:9', 'http://127.0.0.1:8080', TEST_SESSION_SECRET, 'carol@corp.example'),
      }),
      { logStream: new LogCapture() },
    );
    try {
      const alice = cookieOf(session('alice@example.org'));
      expect((await ask(alice)).statusCode).toBe(200);
      expect((await narrower.inject({ url: '/api/chain-b/blocks/7', headers: { cookie: alice } })).statusCode).toBe(
        401,
      );
      expect((await narrower.inject({ url: '/api/auth/me', headers: { cookie: alice } })).json()).toEqual({
        mode: 'oidc',
        user: null,
      });
      expect(
        (
          await narrower.inject({
            url: '/api/chain-b/blocks/7',
            headers: { cookie: cookieOf(session('carol@corp.example')) },
          })
        ).statusCode,
      ).toBe(200);
    } finally {
      await narrower.close();
    }
  });
});
