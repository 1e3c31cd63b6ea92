import { sign } from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../app.ts';
import { LogCapture, startRecorder, testConfig, type Recorder } from '../testing/harness.ts';
import { TEST_SESSION_SECRET, oidcSettings } from '../testing/signInSuite.ts';
import { SESSION_COOKIE } from './session.ts';

/**
 * The session cookie alone (no provider is contacted): what the server accepts and refuses.
 * Cookies are made here the way @fastify/cookie signs them, with the right secret or another.
 */

let app: FastifyInstance;
let recorder: Recorder;

beforeAll(async () => {
  recorder = await startRecorder();
  // The issuer is never asked: only sign-in contacts it, and these requests carry a cookie already.
  app = await buildServer(testConfig(recorder.url, { auth: oidcSettings('http://127.0.0.1:9', 'http://127.0.0.1:8080') }), { logStream: new LogCapture() });
});

afterAll(async () => {
  await app.close();
  await recorder.close();
});

const now = () => Math.floor(Date.now() / 1000);
const payload = (fields: object) => Buffer.from(JSON.stringify(fields)).toString('base64url');
const cookieOf = (fields: object, secret = TEST_SESSION_SECRET) => `${SESSION_COOKIE}=${encodeURIComponent(sign(payload(fields), secret))}`;
const ask = (cookie: string, url = '/api/chain-b/blocks/7') => app.inject({ url, headers: { cookie } });

describe('the session cookie', () => {
  it('admits a cookie signed with SESSION_SECRET until its expiry, and sets request.user from it', async () => {
    const cookie = cookieOf({ email: 'alice@example.org', name: 'Alice', exp: now() + 60 });
    expect((await ask(cookie)).statusCode).toBe(200);
    expect((await ask(cookie, '/api/auth/me')).json()).toEqual({ mode: 'oidc', user: { id: 'alice@example.org', email: 'alice@example.org', name: 'Alice' } });
  });

  it('refuses a cookie signed with another secret (forged)', async () => {
    const forged = cookieOf({ email: 'alice@example.org', name: null, exp: now() + 60 }, 'another-secret-of-the-same-length-000');
    const answer = await ask(forged);
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toMatchObject({ signIn: '/api/auth/login' });
  });

  it('refuses a cookie whose fields were changed after signing (tampered)', async () => {
    const genuine = sign(payload({ email: 'alice@example.org', name: null, exp: now() + 60 }), TEST_SESSION_SECRET);
    const signature = genuine.slice(genuine.lastIndexOf('.'));
    const tampered = `${SESSION_COOKIE}=${encodeURIComponent(payload({ email: 'mallory@evil.test', name: null, exp: now() + 60 }) + signature)}`;
    expect((await ask(tampered)).statusCode).toBe(401);
    const unsigned = `${SESSION_COOKIE}=${payload({ email: 'alice@example.org', name: null, exp: now() + 60 })}`;
    expect((await ask(unsigned)).statusCode).toBe(401);
  });

  it('refuses a genuine cookie after its expiry, whatever the browser kept', async () => {
    expect((await ask(cookieOf({ email: 'alice@example.org', name: null, exp: now() - 1 }))).statusCode).toBe(401);
    expect((await ask(cookieOf({ email: 'alice@example.org', name: null }))).statusCode).toBe(401);
    expect((await ask(cookieOf({ email: 'alice@example.org', name: null, exp: String(now() + 60) }))).statusCode).toBe(401);
  });

  it('refuses genuine cookies that are not a session: the sign-in flow cookie, junk, no email', async () => {
    expect((await ask(cookieOf({ state: 's', nonce: 'n', verifier: 'v', returnTo: '/', exp: now() + 60 }))).statusCode).toBe(401);
    expect((await ask(`${SESSION_COOKIE}=${encodeURIComponent(sign('not-base64-json', TEST_SESSION_SECRET))}`)).statusCode).toBe(401);
    expect((await ask(cookieOf([1, 2]))).statusCode).toBe(401);
    expect((await ask(`${SESSION_COOKIE}=%E0%A4%A`)).statusCode).toBe(401);
  });

  it('sends nothing upstream for a refused cookie', async () => {
    const before = recorder.requests.length;
    await ask(cookieOf({ email: 'alice@example.org', name: null, exp: now() - 1 }), '/api/chain-b/blocks/8');
    expect(recorder.requests.slice(before).filter((request) => request.url.includes('/blocks/'))).toEqual([]);
  });
});
