import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../auth/session.ts';
import { startRecorder, testConfig, type Recorder } from '../testing/harness.ts';
import { startInstance, type Instance } from '../testing/instances.ts';
import { startTestNginx, type TestNginx } from '../testing/nginx.ts';
import { startTestProvider, type TestProvider } from '../testing/oidcProvider.ts';
import { freePort } from '../testing/postgres.ts';
import { CookieJar, send, signInAs } from '../testing/signInFlow.ts';
import { oidcSettings } from '../testing/signInSuite.ts';

/**
 * Sign-in across instances: two instances with the same SESSION_SECRET behind nginx, signing in
 * through nginx (the login and the provider's callback reach different instances), then the
 * session cookie used on each instance directly. An instance with another secret refuses it.
 */

let provider: TestProvider;
let recorder: Recorder;
let nginx: TestNginx;
let a: Instance;
let b: Instance;
let stranger: Instance;

beforeAll(async () => {
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  [provider, recorder] = await Promise.all([startTestProvider(`${publicUrl}/api/auth/callback`), startRecorder()]);
  const auth = oidcSettings(provider.issuer, publicUrl);
  const config = testConfig(recorder.url, { auth, allowedHosts: ['127.0.0.1'], logLevel: 'warn' });
  [a, b, stranger] = await Promise.all([
    startInstance(config),
    startInstance(config),
    startInstance({
      ...config,
      auth: oidcSettings(provider.issuer, publicUrl, 'another-session-secret-0123456789abcdef'),
    }),
  ]);
  nginx = await startTestNginx([a.port, b.port], port);
}, 30_000);

afterAll(async () => {
  await nginx?.stop();
  await Promise.all([a?.app.close(), b?.app.close(), stranger?.app.close()]);
  await Promise.all([provider?.close(), recorder?.close()]);
});

describe('sign-in sessions across instances', () => {
  it('signs in through the load balancer and the session holds on every instance sharing SESSION_SECRET', async () => {
    const jar = new CookieJar();
    const servedBefore = [a.served, b.served];
    const callback = await signInAs(jar, `${nginx.url}/api/auth/login?return_to=%2Ftokens`, 'alice@example.org');
    expect(callback.response.status).toBe(303);
    // The sign-in's own requests went to both instances (login on one, callback on the other).
    expect(a.served).toBeGreaterThan(servedBefore[0]!);
    expect(b.served).toBeGreaterThan(servedBefore[1]!);

    const session = jar.get(nginx.url, SESSION_COOKIE);
    expect(session).toBeTruthy();
    const me = async (instance: Instance) => {
      const response = await fetch(`${instance.url}/api/auth/me`, {
        headers: { cookie: `${SESSION_COOKIE}=${session}` },
      });
      return (await response.json()) as { user: { email: string } | null };
    };
    expect((await me(a)).user?.email).toBe('alice@example.org');
    expect((await me(b)).user?.email).toBe('alice@example.org');
    expect((await me(stranger)).user).toBeNull();
    const viaNginx = await Promise.all([0, 1, 2, 3].map(() => send(jar, `${nginx.url}/api/chain-b/blocks/1`)));
    expect(viaNginx.map((step) => step.response.status)).toEqual([200, 200, 200, 200]);
  });
});
