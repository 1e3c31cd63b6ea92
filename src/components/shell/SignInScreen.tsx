import { loginHref } from '../../../contract/api/authPaths';
import { Button, buttonClass } from '../Button';
import { LogoMark } from './Logo';

/**
 * What a signed-out visitor sees in place of any page when the server has sign-in on. "Sign in"
 * goes to the server's sign-in with this very URL as the way back, so a deep link opened signed
 * out opens after signing in. Under AUTH=proxy only the proxy in front can sign people in.
 */
export function SignInScreen({ mode }: { mode: 'oidc' | 'proxy' }) {
  const here = `${window.location.pathname}${window.location.search}`;
  return (
    <section aria-labelledby="sign-in-title" className="mx-auto max-w-md py-12 text-center sm:py-20">
      <LogoMark className="mx-auto size-10" />
      {mode === 'oidc' ? (
        <>
          <h1 id="sign-in-title" className="mt-5 text-2xl font-semibold tracking-tight">
            Sign in to Chainboard
          </h1>
          <p className="mt-3 text-sm leading-relaxed text-zinc-600 dark:text-zinc-400">
            This Chainboard is shared, so it shows its data to the people it admits. Sign in with your account; you will
            come back to this page.
          </p>
          <a href={loginHref(here)} className={`mt-6 ${buttonClass('primary', 'md')}`}>
            Sign in
          </a>
        </>
      ) : (
        <>
          <h1 id="sign-in-title" className="mt-5 text-2xl font-semibold tracking-tight">
            Chainboard cannot tell who you are
          </h1>
          <p className="mt-3 text-sm leading-relaxed text-zinc-600 dark:text-zinc-400">
            This Chainboard learns who you are from the sign-in proxy in front of it, and this request did not say.
            Reload to sign in through the proxy; if this page comes back, tell whoever runs this Chainboard.
          </p>
          <Button variant="primary" className="mt-6" onClick={() => window.location.reload()}>
            Reload
          </Button>
        </>
      )}
    </section>
  );
}
