import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SignedInUser } from './user.ts';

/**
 * The two cookies of AUTH=oidc, both signed by @fastify/cookie with SESSION_SECRET (HMAC-SHA256),
 * so any instance that shares the secret accepts them and nobody without it can make one. Each
 * carries its own expiry, checked here: a copied cookie stops working when that time has passed,
 * whatever the browser keeps.
 * - the session: who signed in, until when (SESSION_MAX_AGE_S);
 * - the sign-in flow: PKCE verifier, state, nonce and return path between /login and /callback.
 */

export const SESSION_COOKIE = 'chainboard_session';
export const FLOW_COOKIE = 'chainboard_signin';
export const SESSION_MAX_AGE_S = 12 * 60 * 60;
export const FLOW_MAX_AGE_S = 10 * 60;

export interface SignInFlow {
  readonly state: string;
  readonly nonce: string;
  readonly verifier: string;
  readonly returnTo: string;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

function encode(value: object, maxAgeS: number, now: number): string {
  return Buffer.from(JSON.stringify({ ...value, exp: now + maxAgeS })).toString('base64url');
}

/** The cookie's fields when its signature is valid and it has not expired; null otherwise. */
function decode(request: FastifyRequest, name: string, now: number): Record<string, unknown> | null {
  const raw = request.cookies[name];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || unsigned.value === null) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(unsigned.value, 'base64url').toString('utf8'));
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    const fields = value as Record<string, unknown>;
    return typeof fields.exp === 'number' && fields.exp > now ? fields : null;
  } catch {
    return null;
  }
}

const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

export interface CookieSecurity {
  /** Secure cookies when users reach the dashboard over https (PUBLIC_URL). */
  readonly secure: boolean;
}

function options(security: CookieSecurity, path: string, maxAge: number) {
  return { signed: true, httpOnly: true, sameSite: 'lax' as const, secure: security.secure, path, maxAge };
}

export function readSession(request: FastifyRequest, now = nowSeconds()): SignedInUser | null {
  const fields = decode(request, SESSION_COOKIE, now);
  const email = str(fields?.email);
  if (!email) return null;
  return { id: email, email, name: str(fields?.name) };
}

export function writeSession(reply: FastifyReply, user: { email: string; name: string | null }, security: CookieSecurity, now = nowSeconds()): void {
  reply.setCookie(SESSION_COOKIE, encode({ email: user.email, name: user.name }, SESSION_MAX_AGE_S, now), options(security, '/', SESSION_MAX_AGE_S));
}

export function clearSession(reply: FastifyReply, security: CookieSecurity): void {
  reply.clearCookie(SESSION_COOKIE, { ...options(security, '/', 0), signed: false });
}

/** The flow cookie is sent only to the sign-in endpoints. */
const FLOW_PATH = '/api/auth';

export function readFlow(request: FastifyRequest, now = nowSeconds()): SignInFlow | null {
  const fields = decode(request, FLOW_COOKIE, now);
  const state = str(fields?.state);
  const nonce = str(fields?.nonce);
  const verifier = str(fields?.verifier);
  const returnTo = str(fields?.returnTo);
  return state && nonce && verifier && returnTo ? { state, nonce, verifier, returnTo } : null;
}

export function writeFlow(reply: FastifyReply, flow: SignInFlow, security: CookieSecurity, now = nowSeconds()): void {
  reply.setCookie(FLOW_COOKIE, encode(flow, FLOW_MAX_AGE_S, now), options(security, FLOW_PATH, FLOW_MAX_AGE_S));
}

export function clearFlow(reply: FastifyReply, security: CookieSecurity): void {
  reply.clearCookie(FLOW_COOKIE, { ...options(security, FLOW_PATH, 0), signed: false });
}
