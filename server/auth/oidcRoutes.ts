import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as client from 'openid-client';
import { CALLBACK_PATH, LOGIN_PATH, LOGOUT_PATH, loginHref } from '../../contract/api/authPaths.ts';
import { isAllowed } from './allowlist.ts';
import type { OidcSettings } from './authConfig.ts';
import { createProviderSource, redirectUri } from './oidcClient.ts';
import { sendPage } from './page.ts';
import { safeReturnTo } from './returnTo.ts';
import { providerErrorText } from './providerErrors.ts';
import { foreignRequestReason } from '../requestOrigin.ts';
import type { SessionRevocations } from './revocations.ts';
import {
  clearFlow,
  clearSession,
  readFlow,
  readSession,
  SESSION_MAX_AGE_S,
  writeFlow,
  writeSession,
  type CookieSecurity,
} from './session.ts';

/**
 * AUTH=oidc: GET /api/auth/login sends the browser to the provider (authorization code with PKCE,
 * state and nonce); GET /api/auth/callback checks the answer, the email and the allowlist, and
 * sets the session; POST /api/auth/logout ends it.
 */

/**
 * Email and name from the ID token, or from the userinfo endpoint when the token leaves them out.
 * An address counts as the person's only when the provider says `email_verified: true`: anyone can
 * type an unverified address at an allowed @domain into many providers' sign-up forms. Providers
 * that verify every address but never send the claim are admitted with OIDC_ALLOW_UNVERIFIED_EMAIL.
 */
async function identify(
  provider: client.Configuration,
  tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>,
  settings: OidcSettings,
) {
  const claims = tokens.claims();
  if (!claims) throw new Error('The provider sent no ID token.');
  let source: Record<string, unknown> = claims;
  if (typeof claims.email !== 'string' || claims.email_verified === undefined) {
    source = { ...claims, ...(await client.fetchUserInfo(provider, tokens.access_token, claims.sub)) };
  }
  const email = typeof source.email === 'string' ? source.email.trim().toLowerCase() : null;
  const name = typeof source.name === 'string' && source.name.trim() !== '' ? source.name.trim().slice(0, 200) : null;
  const verified =
    source.email_verified === true || (settings.allowUnverifiedEmail && source.email_verified === undefined);
  return { email, name, verified };
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 300);

/** A failure to reach the provider (connection, DNS, timeout), as opposed to an answer that failed a check. */
function isUnreachable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth += 1) {
    if (current.name === 'AbortError' || current.name === 'TimeoutError') return true;
    if (current instanceof TypeError && current.message === 'fetch failed') return true;
    const code: unknown = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^E[A-Z]+$/.test(code)) return true;
  }
  return false;
}

export function registerOidcRoutes(
  app: FastifyInstance,
  settings: OidcSettings,
  revocations: SessionRevocations,
): void {
  const provider = createProviderSource(settings);
  const security: CookieSecurity = { secure: settings.publicUrl.protocol === 'https:' };
  const callbackUrl = redirectUri(settings);

  const providerDown = (reply: FastifyReply, error: unknown, returnTo: string) => {
    reply.log.warn({ err: { message: describe(error) } }, 'sign-in provider failed');
    return sendPage(reply, 502, {
      kicker: 'Sign-in failed',
      title: 'The sign-in provider failed',
      paragraphs: [
        `Chainboard could not complete the sign-in with ${settings.issuer.origin}: ${describe(error)}`,
        'This is usually temporary. Try again in a moment; if it keeps failing, tell whoever runs this Chainboard.',
      ],
      action: { href: loginHref(returnTo), label: 'Try again' },
    });
  };

  // The callback's query holds the authorization code: request log lines carry its path only.
  const pathOnly = { config: { logPathOnly: true } };

  app.get(
    LOGIN_PATH,
    pathOnly,
    async (request: FastifyRequest<{ Querystring: Record<string, string | string[] | undefined> }>, reply) => {
      const returnTo = safeReturnTo(request.query.return_to);
      let configuration: client.Configuration;
      try {
        configuration = await provider();
      } catch (error) {
        return providerDown(reply, error, returnTo);
      }
      const flow = {
        state: client.randomState(),
        nonce: client.randomNonce(),
        verifier: client.randomPKCECodeVerifier(),
        returnTo,
      };
      const parameters: Record<string, string> = {
        redirect_uri: callbackUrl,
        scope: 'openid email profile',
        code_challenge: await client.calculatePKCECodeChallenge(flow.verifier),
        code_challenge_method: 'S256',
        state: flow.state,
        nonce: flow.nonce,
      };
      // "Sign in with another account" after a refusal: the provider must ask again, not reuse its session.
      if (request.query.prompt === 'login') parameters.prompt = 'login';
      writeFlow(reply, flow, security);
      return reply
        .header('cache-control', 'no-store')
        .redirect(client.buildAuthorizationUrl(configuration, parameters).href, 302);
    },
  );

  app.get(CALLBACK_PATH, pathOnly, async (request, reply) => {
    const flow = readFlow(request);
    clearFlow(reply, security);
    if (!flow) {
      return sendPage(reply, 400, {
        kicker: 'Sign-in expired',
        title: 'This sign-in can no longer be completed',
        paragraphs: [
          'It took longer than ten minutes, or it was started in another browser or tab that has since signed in. Start again.',
        ],
        action: { href: loginHref('/'), label: 'Sign in' },
      });
    }
    const current = new URL(callbackUrl);
    current.search = (request.raw.url ?? '').split('?')[1] ?? '';
    const providerError = current.searchParams.get('error');
    if (providerError) {
      // The description is whatever the link that led here says: never shown on this origin.
      return sendPage(reply, 403, {
        kicker: 'Sign-in cancelled',
        title: 'The sign-in provider did not sign you in',
        paragraphs: [providerErrorText(providerError)],
        action: { href: loginHref(flow.returnTo), label: 'Try again' },
      });
    }
    let identity: Awaited<ReturnType<typeof identify>>;
    try {
      const configuration = await provider();
      const tokens = await client.authorizationCodeGrant(configuration, current, {
        pkceCodeVerifier: flow.verifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      identity = await identify(configuration, tokens, settings);
    } catch (error) {
      if (isUnreachable(error)) return providerDown(reply, error, flow.returnTo);
      // A code replayed or for another client, a state or nonce that does not match, a bad signature.
      request.log.warn({ err: { message: describe(error) } }, 'sign-in answer refused');
      return sendPage(reply, 400, {
        kicker: 'Sign-in failed',
        title: 'The sign-in could not be verified',
        paragraphs: [
          `The provider's answer did not pass Chainboard's checks: ${describe(error)}`,
          'Start the sign-in again.',
        ],
        action: { href: loginHref(flow.returnTo), label: 'Sign in again' },
      });
    }
    const { email, name, verified } = identity;
    if (!email || !verified || !isAllowed(settings.allowed, email)) {
      request.log.info({ email: email ?? null, verified }, 'sign-in refused');
      const why = !email
        ? 'The sign-in provider did not share an email address, and this Chainboard admits people by email address.'
        : !verified
          ? `The sign-in provider says ${email} has not been verified, so Chainboard cannot tell that it is yours.`
          : `${email} is not on this Chainboard's list of people and domains who may use it.`;
      return sendPage(reply, 403, {
        kicker: 'Access refused',
        title: 'You cannot use this Chainboard with this account',
        paragraphs: [
          why,
          'Sign in with another account, or ask whoever runs this Chainboard to admit your address (OIDC_ALLOWED).',
        ],
        action: { href: loginHref(flow.returnTo, true), label: 'Sign in with another account' },
      });
    }
    writeSession(reply, { email, name }, security);
    request.log.info({ email }, 'signed in');
    return reply.header('cache-control', 'no-store').redirect(flow.returnTo, 303);
  });

  app.post(LOGOUT_PATH, async (request, reply) => {
    // Only the dashboard's own pages sign people out: a foreign page's form must not.
    if (foreignRequestReason(request)) {
      return reply
        .code(403)
        .header('content-type', 'application/json; charset=utf-8')
        .send(JSON.stringify({ message: "Sign-out is accepted from this dashboard's own pages only." }));
    }
    // A copy of the cookie (another tab, a stolen one) must stop working too, not only this browser's.
    const session = readSession(request);
    if (session) await revocations.revoke(session.sid, session.iat + SESSION_MAX_AGE_S);
    clearSession(reply, security);
    return reply.code(204).header('cache-control', 'no-store').send();
  });
}
