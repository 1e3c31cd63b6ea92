import { describe, expect, it } from 'vitest';
import { CookieJar, send, signInAs } from '../testing/signInFlow.ts';
import { setupSignInSuite } from '../testing/signInSuite.ts';
import { FLOW_COOKIE, SESSION_COOKIE, SESSION_IDLE_S } from './session.ts';

/** AUTH=oidc end to end against a real OpenID Connect provider (oidc-provider) on loopback. */

const suite = setupSignInSuite();
const WALLET = '/wallet/0x00000000219ab540356cbb839cbe05303d7705fa?chain=eth&cursor=a';
const login = (returnTo: string) => `${suite.url}/api/auth/login?return_to=${encodeURIComponent(returnTo)}`;

describe('signed out', () => {
  it('answers /api with 401 JSON that names the sign-in, and sends nothing upstream', async () => {
    const response = await fetch(`${suite.url}/api/chain-b/blocks/1`);
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(await response.json()).toEqual({ message: 'Sign in to use this Chainboard.', signIn: '/api/auth/login' });
    expect(suite.recorder.requests.filter((request) => !request.url.endsWith('/'))).toEqual([]);
  });

  it('answers a minimal /api/status and /api/auth/me without a user', async () => {
    const status = (await (await fetch(`${suite.url}/api/status`)).json()) as Record<string, unknown>;
    expect(Object.keys(status).sort()).toEqual(['auth', 'mode', 'upstreams', 'version']);
    expect(status.auth).toBe('oidc');
    expect(await (await fetch(`${suite.url}/api/auth/me`)).json()).toEqual({ mode: 'oidc', user: null });
  });

  it('serves the app to anyone (it holds no data; it shows the sign-in screen)', async () => {
    const page = await fetch(`${suite.url}${WALLET}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect((await fetch(`${suite.url}/assets/index-abc123.js`)).status).toBe(200);
  });

  it('starts the sign-in with PKCE, state and nonce, keeping them in a signed cookie for /api/auth only', async () => {
    const jar = new CookieJar();
    const step = await send(jar, login(WALLET));
    expect(step.response.status).toBe(302);
    const target = new URL(step.response.headers.get('location') ?? '');
    expect(target.origin).toBe(suite.provider.issuer);
    expect(target.searchParams.get('code_challenge_method')).toBe('S256');
    expect(target.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(target.searchParams.get('state')).toBeTruthy();
    expect(target.searchParams.get('nonce')).toBeTruthy();
    expect(target.searchParams.get('redirect_uri')).toBe(`${suite.url}/api/auth/callback`);
    const cookie = step.response.headers.getSetCookie().find((line) => line.startsWith(`${FLOW_COOKIE}=`)) ?? '';
    expect(cookie).toMatch(/Path=\/api\/auth/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
  });
});

describe('signing in', () => {
  it('admits an allowed address and comes back to the deep link, with an httpOnly SameSite=Lax session', async () => {
    const jar = new CookieJar();
    const callback = await signInAs(jar, login(WALLET), 'alice@example.org');
    expect(callback.response.status).toBe(303);
    expect(callback.response.headers.get('location')).toBe(WALLET);
    const cookie = callback.response.headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE}=`)) ?? '';
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(new RegExp(`Max-Age=${SESSION_IDLE_S}\\b`));
    // Plain http PUBLIC_URL (loopback): a Secure cookie would never come back.
    expect(cookie).not.toMatch(/Secure/);

    const me = await send(jar, `${suite.url}/api/auth/me`);
    expect(JSON.parse(me.body)).toEqual({
      mode: 'oidc',
      user: { id: 'alice@example.org', email: 'alice@example.org', name: 'Test alice' },
    });
    const block = await send(jar, `${suite.url}/api/chain-b/blocks/1`);
    expect(block.response.status).toBe(200);
    const status = JSON.parse((await send(jar, `${suite.url}/api/status`)).body) as Record<string, unknown>;
    expect(status.auth).toBe('oidc');
  });

  it('admits anyone at an allowed @domain', async () => {
    const callback = await signInAs(new CookieJar(), login('/tokens'), 'carol@corp.example');
    expect(callback.response.status).toBe(303);
    expect(callback.response.headers.get('location')).toBe('/tokens');
  });

  it.each([
    'https://evil.example/phish',
    '//evil.example/x',
    '/\\evil.example',
    '/.//evil.example/',
    '/..//evil.example/',
    '/%2e//evil.example/',
  ])('comes back to / instead of %s', async (target) => {
    const callback = await signInAs(new CookieJar(), login(target), 'alice@example.org');
    expect(callback.response.headers.get('location')).toBe('/');
  });

  it('refuses an address that is not on the list with a clear page, and sets no session', async () => {
    const jar = new CookieJar();
    const callback = await signInAs(jar, login(WALLET), 'mallory@evil.test');
    expect(callback.response.status).toBe(403);
    expect(callback.response.headers.get('content-type')).toMatch(/text\/html/);
    expect(callback.body).toContain('You cannot use this Chainboard with this account');
    expect(callback.body).toContain('mallory@evil.test is not on this Chainboard&#39;s list');
    expect(callback.body).toContain('prompt=login');
    expect(jar.get(suite.url, SESSION_COOKIE)).toBeUndefined();
    expect((await send(jar, `${suite.url}/api/chain-b/blocks/1`)).response.status).toBe(401);
  });

  it('refuses an address the provider marks unverified, even at an allowed domain', async () => {
    const callback = await signInAs(new CookieJar(), login('/'), 'unverified.dave@corp.example');
    expect(callback.response.status).toBe(403);
    expect(callback.body).toContain('has not been verified');
  });

  it('refuses an address whose provider does not say it is verified, even at an allowed domain', async () => {
    const jar = new CookieJar();
    const callback = await signInAs(jar, login('/'), 'noclaim.erin@corp.example');
    expect(callback.response.status).toBe(403);
    expect(callback.body).toContain('has not been verified');
    expect(jar.get(suite.url, SESSION_COOKIE)).toBeUndefined();
  });

  it('refuses an account without an email address', async () => {
    const callback = await signInAs(new CookieJar(), login('/'), 'noemail');
    expect(callback.response.status).toBe(403);
    expect(callback.body).toContain('did not share an email address');
  });

  it('refuses a callback without its sign-in cookie (expired, or started elsewhere)', async () => {
    const page = await send(new CookieJar(), `${suite.url}/api/auth/callback?code=x&state=y`);
    expect(page.response.status).toBe(400);
    expect(page.body).toContain('This sign-in can no longer be completed');
  });

  it('refuses a callback whose state is not the one it sent', async () => {
    const jar = new CookieJar();
    const started = await send(jar, login('/'));
    const state = new URL(started.response.headers.get('location') ?? '').searchParams.get('state');
    const issuer = encodeURIComponent(suite.provider.issuer);
    const page = await send(jar, `${suite.url}/api/auth/callback?code=forged&state=${state}x&iss=${issuer}`);
    expect(page.response.status).toBe(400);
    expect(page.body).toContain('could not be verified');
    expect(jar.get(suite.url, SESSION_COOKIE)).toBeUndefined();
  });

  it("says in its own words why the provider did not sign the user in, never the link's text", async () => {
    const jar = new CookieJar();
    await send(jar, login('/'));
    const description = encodeURIComponent(
      'Your account is locked. Call +1 555 0100 or visit https://evil.example <b>now</b>',
    );
    const page = await send(jar, `${suite.url}/api/auth/callback?error=access_denied&error_description=${description}`);
    expect(page.response.status).toBe(403);
    expect(page.body).toContain('The sign-in was cancelled, or the provider refused it.');
    expect(page.body).not.toContain('locked');
    expect(page.body).not.toContain('evil.example');
    await send(jar, login('/'));
    const odd = await send(jar, `${suite.url}/api/auth/callback?error=${encodeURIComponent('Call us <now>')}`);
    expect(odd.body).toContain('The provider answered with an error.');
    expect(odd.body).not.toContain('Call us');
  });

  it('keeps the authorization code out of the request log', async () => {
    const jar = new CookieJar();
    await signInAs(jar, login('/'), 'alice@example.org');
    const lines = suite.logs.lines.filter((line) => line.includes('/api/auth/callback'));
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.filter((line) => /code=|state=/.test(line))).toEqual([]);
  });

  it('signs out every copy of the session, not only the browser that asked', async () => {
    const jar = new CookieJar();
    await signInAs(jar, login('/'), 'alice@example.org');
    const copy = new CookieJar();
    copy.set(suite.url, SESSION_COOKIE, jar.get(suite.url, SESSION_COOKIE) ?? '');
    expect((await send(copy, `${suite.url}/api/chain-b/blocks/3`)).response.status).toBe(200);
    expect(
      (
        await send(jar, `${suite.url}/api/auth/logout`, {
          method: 'POST',
          headers: { 'sec-fetch-site': 'same-origin' },
        })
      ).response.status,
    ).toBe(204);
    expect((await send(copy, `${suite.url}/api/chain-b/blocks/3`)).response.status).toBe(401);
    expect(JSON.parse((await send(copy, `${suite.url}/api/auth/me`)).body)).toEqual({ mode: 'oidc', user: null });
  });

  it("refuses a sign-out posted by another site's form from a browser that sends no Sec-Fetch-Site", async () => {
    const jar = new CookieJar();
    await signInAs(jar, login('/'), 'alice@example.org');
    const forged = await send(jar, `${suite.url}/api/auth/logout`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'text/plain' },
      body: 'x',
    });
    expect(forged.response.status).toBe(403);
    expect(jar.get(suite.url, SESSION_COOKIE)).toBeDefined();
    expect((await send(jar, `${suite.url}/api/chain-b/blocks/4`)).response.status).toBe(200);
  });

  it('signs out from its own pages only: the session cookie is cleared and /api is 401 again', async () => {
    const jar = new CookieJar();
    await signInAs(jar, login('/'), 'alice@example.org');
    expect((await send(jar, `${suite.url}/api/chain-b/blocks/2`)).response.status).toBe(200);
    const foreign = await send(jar, `${suite.url}/api/auth/logout`, {
      method: 'POST',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(foreign.response.status).toBe(403);
    expect(jar.get(suite.url, SESSION_COOKIE)).toBeDefined();
    const out = await send(jar, `${suite.url}/api/auth/logout`, {
      method: 'POST',
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(out.response.status).toBe(204);
    expect(jar.get(suite.url, SESSION_COOKIE)).toBeUndefined();
    expect((await send(jar, `${suite.url}/api/chain-b/blocks/2`)).response.status).toBe(401);
  });

  it('shows a page with a retry when the provider cannot be reached', async () => {
    const jar = new CookieJar();
    const started = await send(jar, login(WALLET));
    const state = new URL(started.response.headers.get('location') ?? '').searchParams.get('state') ?? '';
    await suite.provider.close();
    // As the provider would answer (RFC 9207 `iss` included), but it is gone before the code exchange.
    const issuer = encodeURIComponent(suite.provider.issuer);
    const page = await send(jar, `${suite.url}/api/auth/callback?code=abc&state=${state}&iss=${issuer}`);
    expect(page.response.status).toBe(502);
    expect(page.body).toContain('The sign-in provider failed');
    expect(page.body).toContain('Try again');
    expect(page.body).toContain(`Chainboard could not complete the sign-in with ${suite.provider.issuer}`);
  });
});
