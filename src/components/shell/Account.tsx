import { useState } from 'react';
import { signOut, useSignedInUser } from '../../api/auth';
import { Button } from '../Button';

/**
 * Who is signed in, and "Sign out", in the header when the server has sign-in on. Under
 * AUTH=proxy there is no sign-out here: the proxy in front holds the session.
 */
export function Account() {
  const { mode, user } = useSignedInUser();
  const [failed, setFailed] = useState<string | null>(null);
  if (!mode || !user) return null;
  const shown = user.email ?? user.id;
  const onSignOut = () => {
    setFailed(null);
    signOut().then(
      // A fresh load: nothing of the signed-in session stays in this tab's memory.
      () => window.location.assign('/'),
      (error: unknown) => setFailed(error instanceof Error ? error.message : 'Sign-out failed.'),
    );
  };
  return (
    // On phones a row of its own under the navigation (the first row has no room left); beside the
    // header's controls from `sm` up.
    <div className="order-4 flex w-full min-w-0 items-center justify-between gap-2 sm:order-none sm:w-auto sm:justify-end">
      <span
        className="min-w-0 truncate text-xs text-zinc-600 sm:max-w-[14rem] sm:text-sm dark:text-zinc-300"
        title={user.name ? `${user.name} (${shown})` : shown}
      >
        <span className="sr-only">Signed in as </span>
        {shown}
      </span>
      {mode === 'oidc' && (
        <Button
          size="sm"
          onClick={onSignOut}
          title={failed ?? undefined}
          aria-describedby={failed ? 'sign-out-error' : undefined}
        >
          Sign out
        </Button>
      )}
      {failed && (
        <span id="sign-out-error" role="alert" className="text-xs text-red-700 dark:text-red-400">
          {failed} Try again.
        </span>
      )}
    </div>
  );
}
