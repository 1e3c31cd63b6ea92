import { useDeferredValue } from 'react';

/**
 * A query's answer, handed to the page as a deferred value.
 *
 * React Query passes a new answer to React as an external-store update, which React renders
 * synchronously: the page with its first rows in one task (38–49 ms unthrottled at phone size on
 * the wallet page, four times that on Lighthouse's simulated phone, most of its Total Blocking
 * Time). Drawn from a deferred copy, the same render is a background render that React splits
 * into slices of a few milliseconds and yields between; only the commit and the browser's layout
 * remain whole.
 *
 * `catchingUp` is true while the shown answer is behind the query's: none yet (keep the skeleton)
 * or the previous page (keep it dimmed), for the few frames the background render takes.
 */
export function useDeferredAnswer<T>(answer: T | undefined): { answer: T | undefined; catchingUp: boolean } {
  const shown = useDeferredValue(answer);
  return { answer: shown, catchingUp: shown !== answer };
}
