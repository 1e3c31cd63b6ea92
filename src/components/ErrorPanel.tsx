import { useEffect, useState } from 'react';
import { isApiError, type ApiError, type ApiErrorKind } from '../api/errors';
import { AlertIcon } from './icons/AlertIcon';
import { RetryButton } from './RetryButton';

export interface ErrorPanelProps {
  error: unknown;
  onRetry?: () => void;
  title?: string;
  className?: string;
}

interface Explanation {
  heading: string;
  body: string;
  /** Show the error's own message (the service's or the parser's words) as detail. */
  detail: boolean;
}

/** One explanation per kind: "not found" reads differently from "try again". */
export function explainError(kind: ApiErrorKind, status: number | null = null): Explanation {
  switch (kind) {
    case 'invalid-input':
      return {
        heading: 'The request was refused as invalid',
        body: 'The data service did not accept these parameters:',
        detail: true,
      };
    case 'unauthorized':
      return {
        heading: 'The API key was refused',
        body: "The data service refused the Chainboard server's API key. Whoever runs this server needs to check its API_KEY setting.",
        detail: false,
      };
    case 'signed-out':
      return {
        heading: 'You are signed out',
        body: 'Your session has ended. Reload the page to sign in again.',
        detail: false,
      };
    case 'not-found':
      return {
        heading: 'Not found',
        body: 'The data service has nothing for this. Check the address, height or hash, and the chain.',
        detail: false,
      };
    case 'rate-limited':
      return {
        heading: 'Too many requests',
        body: 'The request limit was reached. Wait a moment, then retry.',
        detail: false,
      };
    case 'upstream':
      // 502 is the proxy's own answer when the service cannot be reached (or answered unusably).
      if (status === 502)
        return {
          heading: 'The data service failed',
          body: 'The data service is unreachable, or its answer could not be used. This is usually temporary: retry in a moment.',
          detail: false,
        };
      return {
        heading: 'The data service failed',
        body: 'The data service failed or timed out. This is usually temporary: retry in a moment.',
        detail: false,
      };
    case 'network':
      return {
        heading: 'Chainboard’s server is unreachable',
        body: 'Your browser could not reach the Chainboard server. Check your connection, then retry.',
        detail: false,
      };
    case 'bad-response':
      return {
        heading: 'Unexpected answer',
        body: 'The service answered in an unexpected shape, so Chainboard cannot show it safely.',
        detail: true,
      };
  }
}

function useCountdown(seconds: number | null): number {
  const [remaining, setRemaining] = useState(seconds ?? 0);
  const [from, setFrom] = useState(seconds);
  if (from !== seconds) {
    // A new error with a new Retry-After restarts the countdown (state adjusted during render).
    setFrom(seconds);
    setRemaining(seconds ?? 0);
  }
  useEffect(() => {
    if (remaining <= 0) return;
    const timer = setTimeout(() => setRemaining((value) => Math.max(0, value - 1)), 1000);
    return () => clearTimeout(timer);
  }, [remaining]);
  return remaining;
}

export function ErrorPanel({ error, onRetry, title, className = '' }: ErrorPanelProps) {
  const apiError: ApiError | null = isApiError(error) ? error : null;
  const explanation: Explanation = apiError
    ? explainError(apiError.kind, apiError.status)
    : { heading: 'Something went wrong', body: 'An unexpected error stopped this part of the page.', detail: true };
  const remaining = useCountdown(apiError?.kind === 'rate-limited' ? apiError.retryAfterSeconds : null);
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : null;
  const notFound = apiError?.kind === 'not-found';

  return (
    <div
      role="alert"
      className={`rounded-lg border px-4 py-3 text-sm ${
        notFound
          ? 'border-zinc-200 bg-zinc-50 text-zinc-800 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-200'
          : 'border-red-200 bg-red-50 text-red-900 dark:border-red-900/60 dark:bg-red-950/40 dark:text-red-100'
      } ${className}`}
    >
      <div className="flex items-start gap-3">
        <AlertIcon
          className={`mt-0.5 size-4 shrink-0 ${notFound ? 'text-zinc-500' : 'text-red-600 dark:text-red-400'}`}
        />
        <div className="min-w-0 flex-1 space-y-1">
          <p className="font-semibold">
            {title ? `${title}: ${explanation.heading.toLowerCase()}` : explanation.heading}
          </p>
          <p>{explanation.body}</p>
          {explanation.detail && message ? <p className="break-words font-mono text-xs opacity-90">{message}</p> : null}
          {apiError?.kind === 'rate-limited' && remaining > 0 ? (
            <p aria-live="polite" className="tabular-nums">
              You can retry in {remaining} s.
            </p>
          ) : null}
          {apiError?.status ? (
            <p className="text-xs opacity-70">
              HTTP {apiError.status}
              {apiError.path ? ` · ${apiError.path}` : ''}
            </p>
          ) : null}
        </div>
        {onRetry ? (
          <RetryButton onRetry={onRetry} disabled={remaining > 0}>
            {remaining > 0 ? `Retry in ${remaining} s` : 'Retry'}
          </RetryButton>
        ) : null}
      </div>
    </div>
  );
}
