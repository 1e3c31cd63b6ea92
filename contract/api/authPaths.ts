/**
 * Chainboard's sign-in endpoints (server/auth/) and the shape of their answers, named once for
 * the server and the app. Free of imports, like statusPath.ts: the shell's header reads them.
 */
export const AUTH_ME_PATH = '/api/auth/me';
export const LOGIN_PATH = '/api/auth/login';
export const CALLBACK_PATH = '/api/auth/callback';
export const LOGOUT_PATH = '/api/auth/logout';

/**
 * The field that marks a 401 as "sign in first" (the server's own, not an upstream's key refusal):
 * the sign-in URL under AUTH=oidc, null under AUTH=proxy, where only the proxy can sign people in.
 */
export const SIGN_IN_REQUIRED = 'signIn';

export type AuthMode = 'none' | 'oidc' | 'proxy';

export interface AuthUser {
  /** Stable per person: the email under AUTH=oidc, the proxy header's value under AUTH=proxy. */
  id: string;
  email: string | null;
  name: string | null;
}

/** GET /api/auth/me. */
export interface AuthMe {
  mode: AuthMode;
  user: AuthUser | null;
}

/** Where "Sign in" goes: the provider, then back to `returnTo` (a path on this origin). */
export function loginHref(returnTo: string, chooseAccount = false): string {
  return `${LOGIN_PATH}?return_to=${encodeURIComponent(returnTo)}${chooseAccount ? '&prompt=login' : ''}`;
}
