import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The two cookies of AUTH=oidc, both signed by @fastify/cookie with SESSION_SECRET (HMAC-SHA256),
 * so any instance that shares the secret accepts them and nobody without it can make one. Each
 * carries its own expiry, checked here: a copied cookie stops working when that time has passed,
 * whatever the browser keeps.
 * - the session: a random id (what sign-out revokes, server/auth/revocations.ts), who signed in,
 *   when, and until when. It lapses after SESSION_IDLE_S without a request and is renewed while in
 *   use (sliding), but never beyond SESSION_MAX_AGE_S after the sign-in: then the provider is asked
 *   again, and with it the allowlist.
 * - the sign-in flow: PKCE verifier, state, nonce and return path between /login and /callback.
 */

export const SESSION_COOKIE = 'chainboard_session';
export const FLOW_COOKIE = 'chainboard_signin';
export const SESSION_MAX_AGE_S = 12 * 60 * 60;
export const SESSION_IDLE_S = 2 * 60 * 60;
/** A session in use is renewed at most this often (one Set-Cookie per few minutes, not per request). */
export const SESSION_RENEW_AFTER_S = 5 * 60;
export const FLOW_MAX_AGE_S = 10 * 60;

/** A valid session cookie's content. */
export interface Session {
  /** Random, 128 bits: what sign-out revokes. */
  readonly sid: string;
  readonly email: string;
  readonly name: string | null;
  /** When the person signed in (seconds): the session ends SESSION_MAX_AGE_S after it. */
  readonly iat: number;
  /** When it lapses unless renewed (seconds). */
  readonly exp: number;
}

export interface SignInFlow {
  readonly state: string;
  readonly nonce: string;
  readonly verifier: string;
  readonly returnTo: string;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

function encode(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
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

const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** The session when the cookie is signed, whole, and neither idle too long nor older than its maximum age. */
export function readSession(request: FastifyRequest, now = nowSeconds()): Session | null {
  const fields = decode(request, SESSION_COOKIE, now);
  const sid = str(fields?.sid);
  const email = str(fields?.email);
  const iat = num(fields?.iat);
  const exp = num(fields?.exp);
  if (!sid || !email || iat === null || exp === null) return null;
  if (iat > now + 60 || now >= iat + SESSION_MAX_AGE_S || exp > iat + SESSION_MAX_AGE_S) return null;
  return { sid, email, name: str(fields?.name), iat, exp };
}

function setSessionCookie(reply: FastifyReply, session: Session, security: CookieSecurity, now: number): void {
  reply.setCookie(SESSION_COOKIE, encode(session), options(security, '/', session.exp - now));
}

/** A new session for a person who has just signed in. */
export function writeSession(
  reply: FastifyReply,
  user: { email: string; name: string | null },
  security: CookieSecurity,
  now = nowSeconds(),
): Session {
  const session: Session = {
    sid: randomBytes(16).toString('base64url'),
    email: user.email,
    name: user.name,
    iat: now,
    exp: Math.min(now + SESSION_IDLE_S, now + SESSION_MAX_AGE_S),
  };
  setSessionCookie(reply, session, security, now);
  return session;
}

/** Pushes the idle expiry forward for a session in use (capped at its maximum age). */
export function renewSession(
  reply: FastifyReply,
  session: Session,
  security: CookieSecurity,
  now = nowSeconds(),
): void {
  const exp = Math.min(now + SESSION_IDLE_S, session.iat + SESSION_MAX_AGE_S);
  if (exp - session.exp < SESSION_RENEW_AFTER_S) return;
  setSessionCookie(reply, { ...session, exp }, security, now);
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
  reply.setCookie(
    FLOW_COOKIE,
    encode({ ...flow, exp: now + FLOW_MAX_AGE_S }),
    options(security, FLOW_PATH, FLOW_MAX_AGE_S),
  );
}

export function clearFlow(reply: FastifyReply, security: CookieSecurity): void {
  reply.clearCookie(FLOW_COOKIE, { ...options(security, FLOW_PATH, 0), signed: false });
}
