import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_PATH } from '../../src/api/statusPath.ts';
import { AUTH_ME_PATH, LOGIN_PATH, SIGN_IN_REQUIRED, type AuthMe } from '../../src/api/authPaths.ts';
import type { TrustedProxyCheck } from '../trustProxy.ts';
import type { AuthSettings } from './authConfig.ts';
import { registerOidcRoutes } from './oidcRoutes.ts';
import { readSession } from './session.ts';
import type { SignedInUser } from './user.ts';
import './user.ts';

/**
 * Sign-in for the whole server. Sets `request.user` on every request; with AUTH=oidc or proxy, a
 * signed-out request to /api answers 401 JSON, except the sign-in endpoints themselves and
 * /api/status (which then says only what the sign-in screen needs). Pages and assets are served
 * to everyone: they hold no data, and the app shows its sign-in screen on the 401.
 */

export interface AuthDependencies {
  /** Whether the connecting peer (not a forwarded-for address) is a reverse proxy named in TRUST_PROXY. */
  readonly isTrustedProxy: TrustedProxyCheck;
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

function isOpenPath(pathname: string): boolean {
  return pathname === STATUS_PATH || pathname.startsWith('/api/auth/');
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

export async function registerAuth(app: FastifyInstance, settings: AuthSettings, deps: AuthDependencies): Promise<void> {
  app.decorateRequest('user', null);
  if (settings.mode === 'oidc') {
    // An array: @fastify/cookie signs with the first and accepts a signature by any.
    await app.register(cookie, { secret: [settings.sessionSecret, ...(settings.olderSessionSecrets ?? [])], hook: 'onRequest' });
    registerOidcRoutes(app, settings);
  }

  if (settings.mode !== 'none') {
    app.addHook('onRequest', async (request, reply) => {
      request.user = settings.mode === 'oidc' ? readSession(request) : userFromProxy(request, settings.proxyHeader, deps);
      if (request.user) return;
      const pathname = (request.raw.url ?? '/').split('?')[0] ?? '/';
      const isApi = pathname === '/api' || pathname.startsWith('/api/');
      if (isApi && !isOpenPath(pathname)) return signInRequired(reply, settings);
    });
  }

  app.get(AUTH_ME_PATH, async (request, reply) => {
    const user = request.user;
    const body: AuthMe = { mode: settings.mode, user: user ? { id: user.id, email: user.email, name: user.name } : null };
    return reply.header('content-type', 'application/json; charset=utf-8').header('cache-control', 'no-store').send(JSON.stringify(body));
  });
}
