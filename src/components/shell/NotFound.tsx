import { Link } from '@tanstack/react-router';
import { buttonClass } from '../Button';

export function NotFound() {
  return (
    <div className="mx-auto max-w-xl py-16 text-center">
      <p className="text-sm font-semibold text-accent-700 dark:text-accent-300">404</p>
      <h1 className="mt-2 text-2xl font-semibold tracking-tight">Page not found</h1>
      <p className="mt-2 text-sm text-zinc-600 dark:text-zinc-400">
        Chainboard has no page at this address. Paste an address, block height or coin type into the search instead.
      </p>
      <Link to="/" className={`mt-6 ${buttonClass('primary')}`}>
        Go to search
      </Link>
    </div>
  );
}
