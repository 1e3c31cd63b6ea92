import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { AUTH_ME_PATH, LOGIN_PATH, SIGN_IN_REQUIRED, type AuthMe } from '../../contract/api/authPaths.ts';
import type { TrustedProxyCheck } from '../trustProxy.ts';
import { isAllowed } from './allowlist.ts';
import type { AuthSettings, OidcSettings } from './authConfig.ts';
import { registerOidcRoutes } from './oidcRoutes.ts';
import type { SessionRevocations } from './revocations.ts';
import { readSession, renewSession, type CookieSecurity } from './session.ts';
import type { SignedInUser } from './user.ts';
import './user.ts';

/**
 * Sign-in for the whole server. The /api scope of server/app.ts adds `requireSignIn` as a hook:
 * it runs for every route registered there, whatever spelling of the path the router matched, so
 * no escape or case trick reaches a route around it. With AUTH=oidc or proxy it sets
 * `request.user` and answers a signed-out request 401 JSON, except on the routes marked
 * `config: { signInOptional: true }` (/api/status, which then says only what the sign-in screen
 * needs). The sign-in endpoints live outside that scope and are open by construction. Pages and
 * assets are served to everyone: they hold no data, and the app shows its sign-in screen on the 401.
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers signed-out requests too (it reads `request.user` to decide what to say). */
    signInOptional?: boolean;
    /** The request log line gives the path without its query (which holds a secret, such as a sign-in code). */
    logPathOnly?: boolean;
  }
}

export interface AuthDependencies {
  /** Whether the connecting peer (not a forwarded-for address) is a reverse proxy named in TRUST_PROXY. */
  readonly isTrustedProxy: TrustedProxyCheck;
  /** Sessions signed out before their cookie lapsed (AUTH=oidc). */
  readonly revocations: SessionRevocations;
}

export interface SignInGate {
  /** The /api scope's hook: who is asking, and a 401 when nobody is signed in. */
  readonly requireSignIn: onRequestAsyncHookHandler;
}

/** Longest user header value believed from a proxy (an email address is at most 254). */
const MAX_PROXY_USER_LENGTH = 320;

function userFromProxy(request: FastifyRequest, header: string, deps: AuthDependencies): SignedInUser | null {
  if (!deps.isTrustedProxy(request.socket.remoteAddress)) return null;
  const raw = request.headers[header];
  const value = typeof raw === 'string' ? raw.trim() : null;
  if (!value || value.length > MAX_PROXY_USER_LENGTH || !/^[\x21-\x7e]+$/.test(value)) return null;
  return { id: value, email: value.includes('@') ? value.toLowerCase() : null, name: null };
}

/**
 * The session's person, while the session is valid, not signed out, and its address still on
 * OIDC_ALLOWED (checked on every request: an address taken off the list loses access at once).
 * A session in use is renewed.
 */
async function userFromSession(
  request: FastifyRequest,
  reply: FastifyReply,
  settings: OidcSettings,
  deps: AuthDependencies,
): Promise<SignedInUser | null> {
  const session = readSession(request);
  if (!session || !isAllowed(settings.allowed, session.email)) return null;
  if (await deps.revocations.isRevoked(session.sid)) return null;
  const security: CookieSecurity = { secure: settings.publicUrl.protocol === 'https:' };
  renewSession(reply, session, security);
  return { id: session.email, email: session.email, name: session.name };
}

function signInRequired(reply: FastifyReply, settings: AuthSettings): FastifyReply {
  const message =
    settings.mode === 'oidc'
      ? 'Sign in to use this Chainboard.'
      : 'The sign-in proxy in front of this Chainboard did not say who you are.';
  return reply
    .code(401)
    .header('content-type', 'application/json; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(JSON.stringify({ message, [SIGN_IN_REQUIRED]: settings.mode === 'oidc' ? LOGIN_PATH : null }));
}

export async function registerAuth(
  app: FastifyInstance,
  settings: AuthSettings,
  deps: AuthDependencies,
): Promise<SignInGate> {
  app.decorateRequest('user', null);
  const identify = async (request: FastifyRequest, reply: FastifyReply): Promise<SignedInUser | null> => {
    if (settings.mode === 'oidc') return userFromSession(request, reply, settings, deps);
    if (settings.mode === 'proxy') return userFromProxy(request, settings.proxyHeader, deps);
    return null;
  };
  if (settings.mode === 'oidc') {
    // An array: @fastify/cookie signs with the first and accepts a signature by any.
    await app.register(cookie, {
      secret: [settings.sessionSecret, ...(settings.olderSessionSecrets ?? [])],
      hook: 'onRequest',
    });
    registerOidcRoutes(app, settings, deps.revocations);
  }

  app.get(AUTH_ME_PATH, async (request, reply) => {
    const user = await identify(request, reply);
    const body: AuthMe = {
      mode: settings.mode,
      user: user ? { id: user.id, email: user.email, name: user.name } : null,
    };
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(JSON.stringify(body));
  });

  return {
    requireSignIn: async (request, reply) => {
      if (settings.mode === 'none') return;
      request.user = await identify(request, reply);
      if (!request.user && request.routeOptions.config.signInOptional !== true) return signInRequired(reply, settings);
    },
  };
}
