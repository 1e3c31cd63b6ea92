import { isIP } from 'node:net';
import { parseAllowlist, type Allowlist } from './allowlist.ts';

/**
 * Who may use the server (docs/signin.md): `AUTH` none, oidc or proxy.
 * Read from the environment once; the message of every refusal names the variables to set.
 */

export interface OidcSettings {
  readonly issuer: URL;
  readonly clientId: string;
  /** Absent for a public client (PKCE alone authenticates the code exchange). */
  readonly clientSecret: string | null;
  readonly allowed: Allowlist;
  /** The dashboard's own address as users reach it; the redirect URI is this + /api/auth/callback. */
  readonly publicUrl: URL;
  readonly sessionSecret: string;
  /**
   * OIDC_ALLOW_UNVERIFIED_EMAIL: admit an address whose `email_verified` claim is absent (never one
   * that says false), for providers that verify every address but do not send the claim.
   */
  readonly allowUnverifiedEmail: boolean;
  /**
   * SESSION_SECRET's later entries: cookies signed with them are still accepted (and re-signed
   * with `sessionSecret` when next written), so a secret rotates without signing anyone out.
   */
  readonly olderSessionSecrets?: readonly string[];
}

export type AuthSettings =
  | { readonly mode: 'none' }
  | ({ readonly mode: 'oidc' } & OidcSettings)
  | { readonly mode: 'proxy'; readonly proxyHeader: string };

export type AuthMode = AuthSettings['mode'];

/** HMAC-SHA256 keys shorter than this are guessable; 32 characters of a random string are 192+ bits. */
export const MIN_SESSION_SECRET_LENGTH = 32;

export class AuthConfigError extends Error {
  override name = 'AuthConfigError';
}

type Env = Record<string, string | undefined>;

/** 127.0.0.0/8, ::1 and localhost: only this machine can connect. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  if (bare === 'localhost') return true;
  if (isIP(bare) === 4) return bare.startsWith('127.');
  if (isIP(bare) === 6) return bare === '::1' || /^::ffff:127\./.test(bare);
  return false;
}

function required(env: Env, name: string): string {
  const value = env[name]?.trim();
  if (!value) throw new AuthConfigError(`AUTH=oidc needs ${name}.`);
  return value;
}

function urlFrom(env: Env, name: string): URL {
  let url: URL;
  try {
    url = new URL(required(env, name));
  } catch (error) {
    if (error instanceof AuthConfigError) throw error;
    throw new AuthConfigError(`${name} is not a valid URL.`);
  }
  // Plain http only where nobody else can listen in: a provider or dashboard on this machine.
  const loopback = isLoopbackHost(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) {
    throw new AuthConfigError(`${name} must be an https URL (http is accepted on loopback only).`);
  }
  if (url.search || url.hash || url.username || url.password) {
    throw new AuthConfigError(`${name} must be a plain URL (no query, fragment or credentials).`);
  }
  return url;
}

function oidcSettings(env: Env): OidcSettings {
  const issuer = urlFrom(env, 'OIDC_ISSUER');
  const publicUrl = urlFrom(env, 'PUBLIC_URL');
  const clientId = required(env, 'OIDC_CLIENT_ID');
  // A comma-separated list: the first signs, every one verifies (docs/deploy.md, "Rotating SESSION_SECRET").
  const [sessionSecret = '', ...olderSessionSecrets] = (env.SESSION_SECRET ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if ([sessionSecret, ...olderSessionSecrets].some((secret) => secret.length < MIN_SESSION_SECRET_LENGTH)) {
    throw new AuthConfigError(
      `AUTH=oidc needs SESSION_SECRET of at least ${MIN_SESSION_SECRET_LENGTH} characters (the same on every instance), ` +
        'for example the output of "openssl rand -hex 32"; during a rotation, a comma-separated list of such secrets, the signing one first.',
    );
  }
  const allowed = parseAllowlist(required(env, 'OIDC_ALLOWED'));
  if (typeof allowed === 'string') throw new AuthConfigError(`OIDC_ALLOWED: ${allowed}`);
  const unverified = env.OIDC_ALLOW_UNVERIFIED_EMAIL?.trim().toLowerCase() ?? '';
  if (unverified !== '' && unverified !== 'true' && unverified !== 'false') {
    throw new AuthConfigError('OIDC_ALLOW_UNVERIFIED_EMAIL must be true or false.');
  }
  return {
    issuer,
    clientId,
    clientSecret: env.OIDC_CLIENT_SECRET?.trim() || null,
    allowed,
    publicUrl,
    sessionSecret,
    allowUnverifiedEmail: unverified === 'true',
    olderSessionSecrets,
  };
}

/** Header names as Node gives them: lowercase token characters. */
const HEADER_NAME = /^[a-z0-9!#$%&'*+.^_`|~-]+$/;

export function loadAuthSettings(env: Env, host: string): AuthSettings {
  const mode = (env.AUTH?.trim() || 'none').toLowerCase();
  let settings: AuthSettings;
  if (mode === 'none') settings = { mode };
  else if (mode === 'oidc') settings = { mode, ...oidcSettings(env) };
  else if (mode === 'proxy') {
    const proxyHeader = env.AUTH_PROXY_HEADER?.trim().toLowerCase() ?? '';
    if (!HEADER_NAME.test(proxyHeader)) {
      throw new AuthConfigError(
        'AUTH=proxy needs AUTH_PROXY_HEADER, the header your reverse proxy sets to the user (for example X-Forwarded-Email).',
      );
    }
    settings = { mode, proxyHeader };
  } else throw new AuthConfigError(`AUTH must be none, oidc or proxy, got "${mode.slice(0, 20)}".`);

  const anonymous = env.ALLOW_ANONYMOUS?.trim().toLowerCase();
  if (anonymous !== undefined && anonymous !== '' && anonymous !== 'true' && anonymous !== 'false') {
    throw new AuthConfigError('ALLOW_ANONYMOUS must be true or false.');
  }
  if (settings.mode === 'none' && !isLoopbackHost(host) && anonymous !== 'true') {
    throw new AuthConfigError(
      `HOST=${host} lets other machines connect, and nobody has to sign in: set AUTH=oidc or AUTH=proxy, ` +
        'or ALLOW_ANONYMOUS=true to serve everyone who can reach it.',
    );
  }
  return settings;
}
