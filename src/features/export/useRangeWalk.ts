import { useCallback, useEffect, useRef, useState } from 'react';
import { walkCursor, type FetchPage, type WalkResult } from './walkCursor';

export type RangeWalk<T> =
  | { kind: 'running'; rows: number; calls: number; cap: number }
  | { kind: 'done'; result: WalkResult<T>; cap: number }
  | { kind: 'failed'; message: string }
  | null;

/**
 * One walk of a list's whole range, shared by whatever reads the range (a wallet's totals, its
 * chart and its CSV): fetched once, on demand, with progress and cancel. The walk belongs to the
 * fetcher it ran with: a new range (filters, chain, view) brings a new fetcher and no walk.
 */
export function useRangeWalk<T>(fetchPage: FetchPage<T>) {
  const [walkOf, setWalkOf] = useState<{ source: FetchPage<T>; walk: RangeWalk<T> } | null>(null);
  const walk = walkOf?.source === fetchPage ? walkOf.walk : null;
  const controller = useRef<AbortController | null>(null);
  // Leaving the page or the range stops a running walk: its calls would otherwise keep billing.
  useEffect(() => () => controller.current?.abort(), [fetchPage]);

  const run = useCallback(
    async (cap: number) => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      const set = (next: RangeWalk<T>) => setWalkOf({ source: fetchPage, walk: next });
      set({ kind: 'running', rows: 0, calls: 0, cap });
      try {
        const result = await walkCursor({
          fetchPage,
          signal: abort.signal,
          cap,
          onProgress: (progress) => set({ kind: 'running', rows: progress.rows, calls: progress.pages, cap }),
        });
        set({ kind: 'done', result, cap });
      } catch (error) {
        if (abort.signal.aborted) set(null);
        else set({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
      } finally {
        if (controller.current === abort) controller.current = null;
      }
    },
    [fetchPage],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);

  return { walk, run, cancel };
}
