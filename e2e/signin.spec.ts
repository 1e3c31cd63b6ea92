import { createHmac } from 'node:crypto';
import type { BrowserContext, Page } from '@playwright/test';
import { DEMO_WALLETS } from '../standin/catalog';
import { TEST_SESSION_SECRET } from '../server/testing/oidcTestClient';
import { OIDC_PROVIDER_URL, SIGNIN_URL } from './env';
import { expect, test } from './fixtures';

/**
 * Sign-in (AUTH=oidc) in Chromium, against a real OpenID Connect provider (oidc-provider, its
 * development login and consent pages) and the real server, both started by playwright.config.ts.
 */

const SESSION_COOKIE = 'chainboard_session';
const DEEP_LINK = `/wallet/${DEMO_WALLETS.quiet.address}?chain=eth&limit=5`;

test.beforeEach(async ({ page }) => {
  // Each test walks two servers' pages (the provider's login and consent, the dashboard's), several
  // navigations more than other specs: a shared, loaded machine needs more than the default 30 s.
  test.setTimeout(90_000);
  // The provider's pages import a web font; answered here, so nothing leaves the machine.
  await page.route('https://fonts.googleapis.com/**', (route) => route.fulfill({ contentType: 'text/css', body: '' }));
});

async function signInAtProvider(page: Page, login: string) {
  await page.waitForURL(`${OIDC_PROVIDER_URL}/**`);
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

async function expectSignInScreen(page: Page) {
  await expect(page.getByRole('heading', { name: 'Sign in to Chainboard' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  // The sign-in screen, not an error panel.
  await expect(page.getByRole('alert')).toHaveCount(0);
}

/** A session cookie as @fastify/cookie signs it: value.base64(HMAC-SHA256(value)) without padding. */
function sessionCookie(fields: object, secret: string) {
  const value = Buffer.from(JSON.stringify(fields)).toString('base64url');
  const signature = createHmac('sha256', secret).update(value).digest('base64').replace(/=+$/, '');
  return { name: SESSION_COOKIE, value: encodeURIComponent(`${value}.${signature}`), url: SIGNIN_URL };
}

async function apiStatus(context: BrowserContext) {
  return (await context.request.get(`${SIGNIN_URL}/api/evm/${DEMO_WALLETS.quiet.address}?chain=eth&limit=5`)).status();
}

test('signed out: /api answers 401 and a deep link shows the sign-in screen; signing in opens that deep link; sign-out ends it', async ({
  page,
  context,
}) => {
  const refused = await context.request.get(`${SIGNIN_URL}/api/evm/${DEMO_WALLETS.quiet.address}?chain=eth`);
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toEqual({ message: 'Sign in to use this Chainboard.', signIn: '/api/auth/login' });

  await page.goto(`${SIGNIN_URL}${DEEP_LINK}`);
  await expectSignInScreen(page);
  await expect(page.getByRole('button', { name: 'Sign out' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Sign in' }).click();
  await signInAtProvider(page, 'alice@example.org');

  await page.waitForURL(`${SIGNIN_URL}${DEEP_LINK}`);
  await expect(page.getByRole('heading', { name: 'Sign in to Chainboard' })).toHaveCount(0);
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('banner').getByText('alice@example.org')).toBeVisible();
  expect(await apiStatus(context)).toBe(200);
  const cookie = (await context.cookies(SIGNIN_URL)).find((entry) => entry.name === SESSION_COOKIE);
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL(`${SIGNIN_URL}/`);
  await expectSignInScreen(page);
  expect(await apiStatus(context)).toBe(401);
  // A copy of the cookie taken before signing out (another browser, a stolen one) is refused too.
  await context.addCookies([{ name: SESSION_COOKIE, value: cookie?.value ?? '', url: SIGNIN_URL }]);
  expect(await apiStatus(context)).toBe(401);
});

test('a return path that a browser would read as another host comes back to the dashboard', async ({ page }) => {
  await page.goto(`${SIGNIN_URL}/api/auth/login?return_to=${encodeURIComponent('/.//evil.example/')}`);
  await signInAtProvider(page, 'alice@example.org');
  await page.waitForURL(`${SIGNIN_URL}/`);
  await expect(page.getByRole('banner').getByText('alice@example.org')).toBeVisible();
});

test('an address not on the allowlist is refused with a clear page, and stays signed out', async ({
  page,
  context,
}) => {
  await page.goto(`${SIGNIN_URL}/tokens`);
  await page.getByRole('link', { name: 'Sign in' }).click();
  await signInAtProvider(page, 'mallory@evil.test');

  await expect(page.getByRole('heading', { name: 'You cannot use this Chainboard with this account' })).toBeVisible();
  await expect(
    page.getByText("mallory@evil.test is not on this Chainboard's list of people and domains who may use it."),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in with another account' })).toBeVisible();
  expect(await apiStatus(context)).toBe(401);

  // Another account from there: the provider asks again, and an allowed one comes back to /tokens.
  await page.getByRole('link', { name: 'Sign in with another account' }).click();
  await signInAtProvider(page, 'carol@corp.example');
  // The watchlist then writes its list into the URL.
  await page.waitForURL((url) => url.origin === SIGNIN_URL && url.pathname === '/tokens');
  await expect(page.getByRole('banner').getByText('carol@corp.example')).toBeVisible();
});

test('a forged or expired session cookie is refused: the sign-in screen, and 401 from /api', async ({
  page,
  context,
}) => {
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + 3600;
  const session = { sid: 'e2e-forged-or-expired', email: 'alice@example.org', name: null, iat };
  await context.addCookies([sessionCookie({ ...session, exp }, 'not-the-server-secret-0123456789abcdef')]);
  expect(await apiStatus(context)).toBe(401);
  await page.goto(`${SIGNIN_URL}${DEEP_LINK}`);
  await expectSignInScreen(page);

  // Signed with the server's own secret, but past its expiry.
  await context.clearCookies();
  await context.addCookies([sessionCookie({ ...session, iat: iat - 7200, exp: exp - 7200 }, TEST_SESSION_SECRET)]);
  expect(await apiStatus(context)).toBe(401);
  await page.reload();
  await expectSignInScreen(page);

  // The same cookie with a live expiry is accepted: the refusals above are the signature's and the expiry's.
  await context.clearCookies();
  await context.addCookies([sessionCookie({ ...session, exp }, TEST_SESSION_SECRET)]);
  expect(await apiStatus(context)).toBe(200);
});
