import { useSyncExternalStore } from 'react';

/**
 * Whether this tab knows it is signed out: /api/auth/me said so, or an API call was answered with
 * the server's "sign in first" 401 (a session that expired while the page was open). The shell
 * then shows the sign-in screen instead of the page. It only turns on: signing in reloads the app.
 */
export type SignedOut = false | 'oidc' | 'proxy';

let signedOut: SignedOut = false;
const listeners = new Set<() => void>();

/** `mode` says how to sign in: through this server's sign-in (oidc) or only through the proxy in front of it. */
export function reportSignedOut(mode: 'oidc' | 'proxy'): void {
  if (signedOut) return;
  signedOut = mode;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSignedOut(): SignedOut {
  return useSyncExternalStore(
    subscribe,
    () => signedOut,
    () => false,
  );
}

/** Tests only: back to "not known to be signed out". */
export function resetSignedOut(): void {
  signedOut = false;
}
