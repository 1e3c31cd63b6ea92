import { lazy, Suspense } from 'react';
import type { ErrorPanelProps } from './ErrorPanel';
import { RetryButton } from './RetryButton';

/**
 * ErrorPanel for the parts every page loads up front (the shell, widget boundaries, the search
 * page): the full panel, with one explanation per failure kind and the Retry-After countdown,
 * is fetched only when something has failed, so a visit that goes well never downloads it.
 *
 * If even that chunk cannot be fetched (Chainboard's own server is unreachable), the plain
 * panel stays: it still names what failed, gives the error's words and offers the retry.
 */
const FullPanel = lazy(() =>
  import('./ErrorPanel').then(
    (module) => ({ default: module.ErrorPanel }),
    () => ({ default: PlainErrorPanel }),
  ),
);

export function LazyErrorPanel(props: ErrorPanelProps) {
  return (
    <Suspense fallback={<PlainErrorPanel {...props} />}>
      <FullPanel {...props} />
    </Suspense>
  );
}

export function PlainErrorPanel({ error, onRetry, title, className = '' }: ErrorPanelProps) {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : null;
  return (
    <div
      role="alert"
      className={`rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900 dark:border-red-900/60 dark:bg-red-950/40 dark:text-red-100 ${className}`}
    >
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1 space-y-1">
          <p className="font-semibold">{title ? `${title}: this failed` : 'This failed'}</p>
          {message ? <p className="break-words">{message}</p> : null}
        </div>
        {onRetry ? <RetryButton onRetry={onRetry} /> : null}
      </div>
    </div>
  );
}
