import type { ErrorComponentProps } from '@tanstack/react-router';
import { LazyErrorPanel } from '../LazyErrorPanel';
import { LogoMark } from './Logo';

/**
 * Shown only when the layout itself fails (route errors render inside the layout through the
 * router's defaultErrorComponent). Plain anchors: the router may be what broke.
 */
export function RootError({ error, reset }: ErrorComponentProps) {
  return (
    <main className="mx-auto max-w-2xl space-y-4 px-4 py-12">
      <a href="/" className="inline-flex items-center gap-2 font-semibold">
        <LogoMark /> Chainboard
      </a>
      <LazyErrorPanel error={error} onRetry={reset} />
      <p className="text-sm">
        <a href="/" className="font-medium text-accent-700 hover:underline dark:text-accent-300">
          Reload the search page
        </a>
      </p>
    </main>
  );
}
