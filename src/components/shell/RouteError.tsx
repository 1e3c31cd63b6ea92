import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { LazyErrorPanel } from '../LazyErrorPanel';

/** A route's error screen: the header and navigation stay, the page explains and offers a retry. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const queryReset = useQueryErrorResetBoundary();
  return (
    <div className="mx-auto max-w-3xl space-y-4 py-10">
      <LazyErrorPanel
        error={error}
        onRetry={() => {
          queryReset.reset();
          reset();
          void router.invalidate();
        }}
      />
      <p className="text-sm">
        <Link to="/" className="font-medium text-accent-700 hover:underline dark:text-accent-300">
          ← Back to search
        </Link>
      </p>
    </div>
  );
}
