import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../app.ts';
import { loadConfig } from '../config.ts';
import { LogCapture, startRecorder, testConfig, type Recorder } from '../testing/harness.ts';

/** AUTH=proxy: the user header is believed only when the connecting peer is a TRUST_PROXY address. */

let app: FastifyInstance;
let recorder: Recorder;
const PROXY = '10.0.0.5';

beforeAll(async () => {
  recorder = await startRecorder();
  app = await buildServer(
    testConfig(recorder.url, {
      auth: { mode: 'proxy', proxyHeader: 'x-forwarded-email' },
      trustProxy: [`${PROXY}/32`, 'fd00::/64'],
    }),
    { logStream: new LogCapture() },
  );
});

afterAll(async () => {
  await app.close();
  await recorder.close();
});

const ask = (remoteAddress: string, headers: Record<string, string> = {}, url = '/api/chain-b/blocks/3') =>
  app.inject({ url, remoteAddress, headers });

describe('AUTH=proxy', () => {
  it('takes the user from the header when the peer is a trusted proxy', async () => {
    expect((await ask(PROXY, { 'x-forwarded-email': 'Alice@Example.org' })).statusCode).toBe(200);
    const me = await ask(PROXY, { 'x-forwarded-email': 'Alice@Example.org' }, '/api/auth/me');
    expect(me.json()).toEqual({
      mode: 'proxy',
      user: { id: 'Alice@Example.org', email: 'alice@example.org', name: null },
    });
    const user = await ask('fd00::17', { 'x-forwarded-email': 'bob' }, '/api/auth/me');
    expect(user.json()).toEqual({ mode: 'proxy', user: { id: 'bob', email: null, name: null } });
  });

  it('ignores the header from any other peer: 401, nothing sent upstream', async () => {
    const before = recorder.requests.length;
    for (const peer of ['127.0.0.1', '10.0.0.6', '192.168.1.10', 'fd00:0:0:1::1']) {
      const answer = await ask(peer, { 'x-forwarded-email': 'alice@example.org' });
      expect(answer.statusCode, peer).toBe(401);
      expect(answer.json()).toEqual({
        message: 'The sign-in proxy in front of this Chainboard did not say who you are.',
        signIn: null,
      });
    }
    expect(recorder.requests.slice(before).filter((request) => request.url.includes('/blocks/'))).toEqual([]);
    expect((await ask('127.0.0.1', { 'x-forwarded-email': 'alice@example.org' }, '/api/auth/me')).json()).toEqual({
      mode: 'proxy',
      user: null,
    });
  });

  it('is 401 from a trusted proxy that sends no usable user', async () => {
    expect((await ask(PROXY)).statusCode).toBe(401);
    expect((await ask(PROXY, { 'x-forwarded-email': '   ' })).statusCode).toBe(401);
    expect((await ask(PROXY, { 'x-forwarded-email': 'a b@example.org' })).statusCode).toBe(401);
    expect((await ask(PROXY, { 'x-forwarded-email': `${'a'.repeat(400)}@example.org` })).statusCode).toBe(401);
  });

  it('has no sign-in endpoints of its own', async () => {
    expect((await ask(PROXY, { 'x-forwarded-email': 'a@b.example' }, '/api/auth/login')).statusCode).toBe(404);
    // Signed out, an unknown /api path is refused like every other: sign in first.
    expect((await ask(PROXY, {}, '/api/auth/login')).statusCode).toBe(401);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/auth/logout',
          remoteAddress: PROXY,
          headers: { 'x-forwarded-email': 'a@b.example' },
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('AUTH=proxy at start', () => {
  const env = { AUTH: 'proxy', AUTH_PROXY_HEADER: 'X-Forwarded-Email', HOST: '0.0.0.0' };

  it('refuses TRUST_PROXY as a hop count: a client connecting directly would be believed', () => {
    for (const hops of ['1', '2']) {
      expect(() => loadConfig({ ...env, TRUST_PROXY: hops }), hops).toThrow(/addresses or CIDRs .* not a hop count/);
    }
  });

  it('starts with the proxy named by address or CIDR', () => {
    expect(loadConfig({ ...env, TRUST_PROXY: '10.0.0.5, fd00::/64' }).trustProxy).toEqual(['10.0.0.5/32', 'fd00::/64']);
  });
});
