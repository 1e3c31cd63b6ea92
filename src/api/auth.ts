import { queryOptions, useQuery } from '@tanstack/react-query';
import { AUTH_ME_PATH, LOGOUT_PATH, type AuthMe, type AuthMode, type AuthUser } from '../../contract/api/authPaths';
import { fetchJson } from './client';
import { reportSignedOut } from './signedOut';

/**
 * `GET /api/auth/me`: the sign-in mode and who is signed in. Validated by hand, like the status
 * schema, because the shell's header reads it on every page and zod would weigh on the entry.
 */

type Issue = { message: string; path: string[] };
const MODES: readonly AuthMode[] = ['none', 'oidc', 'proxy'];

const optionalText = (value: unknown) => value === null || typeof value === 'string';

function check(value: unknown): Issue[] {
  if (typeof value !== 'object' || value === null) return [{ message: 'expected an object', path: [] }];
  const record = value as Record<string, unknown>;
  const issues: Issue[] = [];
  if (!MODES.includes(record.mode as AuthMode))
    issues.push({ message: 'expected "none", "oidc" or "proxy"', path: ['mode'] });
  const user = record.user as Record<string, unknown> | null;
  if (
    user !== null &&
    (typeof user !== 'object' || typeof user.id !== 'string' || !optionalText(user.email) || !optionalText(user.name))
  ) {
    issues.push({ message: 'expected null or {id, email, name}', path: ['user'] });
  }
  return issues;
}

export const authMeSchema = {
  '~standard': {
    version: 1,
    vendor: 'chainboard',
    validate(value: unknown): { value: AuthMe } | { issues: Issue[] } {
      const issues = check(value);
      if (issues.length) return { issues };
      const record = value as { mode: AuthMode; user: AuthUser | null };
      const user = record.user && { id: record.user.id, email: record.user.email, name: record.user.name };
      return { value: { mode: record.mode, user } };
    },
    types: undefined as unknown as { input: unknown; output: AuthMe },
  },
} as const;

export const authKeys = { me: ['auth', 'me'] as const };

export function authMeOptions() {
  return queryOptions({
    queryKey: authKeys.me,
    queryFn: async ({ signal }) => {
      const me = await fetchJson(AUTH_ME_PATH, authMeSchema, { signal });
      if (me.mode !== 'none' && me.user === null) reportSignedOut(me.mode);
      return me;
    },
    // Who is signed in changes only by signing in or out, which reload the app.
    staleTime: Infinity,
  });
}

/**
 * The sign-in mode the server named in the page (`<html data-auth>`, server/static.ts), so a
 * server without sign-in is not asked, and the header keeps its place for the user from the
 * first paint. Null: sign-in is off.
 */
export function pageAuthMode(): Exclude<AuthMode, 'none'> | null {
  if (typeof document === 'undefined') return null;
  const named = document.documentElement.dataset.auth;
  return named === 'oidc' || named === 'proxy' ? named : null;
}

/** Who is signed in (undefined until known), when the server has sign-in on. */
export function useSignedInUser() {
  const mode = pageAuthMode();
  const { data } = useQuery({ ...authMeOptions(), enabled: mode !== null });
  return { mode, user: data?.user };
}

/** Ends the session on the server; the caller then reloads the app, which shows the sign-in screen. */
export async function signOut(): Promise<void> {
  const response = await fetch(LOGOUT_PATH, { method: 'POST', headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`Sign-out failed (HTTP ${response.status}).`);
}
