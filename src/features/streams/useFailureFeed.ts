import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { failedLogsPageOptions, loadAllFailedLogs, LOAD_ALL_CAP, type LoadAllProgress } from '../../api/streams';
import type { FailedDeliveryLogsPage } from '../../../contract/schemas/streams';
import { emptyFeed, feedReducer, type FeedState } from './logic/feed';
import { touchNow } from '../../lib/useNow';

export type WalkState =
  | { kind: 'idle' }
  | { kind: 'running'; what: 'more' | 'all' | 'new'; progress: LoadAllProgress | null }
  | { kind: 'failed'; what: 'more' | 'all' | 'new'; error: unknown }
  | { kind: 'done'; capped: boolean };

/**
 * The loaded history of failures. The first page is a React Query query (same factory as the
 * route loader) that auto-refreshes; older pages and "load all" walk the cursor with the same
 * fetcher and are folded into one reducer, so refreshes never disturb the rows on screen.
 */
export function useFailureFeed({ limit, refetchInterval }: { limit: number; refetchInterval: number | false }) {
  const queryClient = useQueryClient();
  const head = useQuery({ ...failedLogsPageOptions({ limit }), refetchInterval });
  const [feed, dispatch] = useReducer(feedReducer, head.data, (data): FeedState =>
    data ? feedReducer(emptyFeed, { type: 'head', page: data }) : emptyFeed,
  );
  const seen = useRef(head.data ? head.dataUpdatedAt : 0);
  const [walk, setWalk] = useState<WalkState>({ kind: 'idle' });
  const abort = useRef<AbortController | null>(null);

  useEffect(() => {
    if (!head.data || head.dataUpdatedAt === seen.current) return;
    seen.current = head.dataUpdatedAt;
    touchNow();
    dispatch({ type: 'head', page: head.data });
  }, [head.data, head.dataUpdatedAt]);

  useEffect(() => () => abort.current?.abort(), []);

  const run = useCallback(
    async (what: 'more' | 'all' | 'new', job: (signal: AbortSignal) => Promise<{ capped: boolean }>) => {
      abort.current?.abort();
      const controller = new AbortController();
      abort.current = controller;
      setWalk({ kind: 'running', what, progress: null });
      try {
        const { capped } = await job(controller.signal);
        setWalk({ kind: 'done', capped });
      } catch (error) {
        // A cancel keeps what was loaded and is not an error.
        setWalk(controller.signal.aborted ? { kind: 'idle' } : { kind: 'failed', what, error });
      } finally {
        if (abort.current === controller) abort.current = null;
      }
    },
    [],
  );

  const loadMore = useCallback(() => {
    const cursor = feed.nextCursor;
    if (cursor === null) return;
    void run('more', async (signal) => {
      const page = await queryClient.fetchQuery({ ...failedLogsPageOptions({ limit, cursor }), staleTime: 60_000 });
      signal.throwIfAborted();
      dispatch({ type: 'older', page });
      return { capped: false };
    });
  }, [feed.nextCursor, limit, queryClient, run]);

  /** Walks older pages from the oldest loaded one, within the cap, until `stopWhen` (if any). */
  const walkBack = useCallback(
    (stopWhen?: (page: FailedDeliveryLogsPage) => boolean) => {
      const cursor = feed.nextCursor;
      if (cursor === null) return;
      const alreadyLoaded = feed.rows.length;
      void run('all', (signal) =>
        loadAllFailedLogs({
          cap: LOAD_ALL_CAP,
          signal,
          cursor,
          alreadyLoaded,
          onPage: (page) => dispatch({ type: 'older', page }),
          onProgress: (progress) => setWalk({ kind: 'running', what: 'all', progress }),
          stopWhen,
        }),
      );
    },
    [feed.nextCursor, feed.rows.length, run],
  );

  const loadAll = useCallback(() => walkBack(), [walkBack]);

  /** Loads back until the rows reach `since` (exact hour/day counts), within the cap. */
  const loadBack = useCallback(
    (since: number) => walkBack((page) => page.result.some((log) => Date.parse(log.createdAt) < since)),
    [walkBack],
  );

  const showPending = useCallback(() => {
    if (!feed.gap) {
      dispatch({ type: 'show-pending' });
      return;
    }
    // More new failures than one page: walk from the top until a row already on screen.
    const known = feed.ids;
    void run('new', async (signal) => {
      const result = await loadAllFailedLogs({
        cap: LOAD_ALL_CAP,
        signal,
        stopWhen: (page) => page.result.some((log) => known.has(log.id)),
      });
      dispatch({ type: 'show-pending', gapRows: result.logs });
      return { capped: result.capped };
    });
  }, [feed.gap, feed.ids, run]);

  const cancel = useCallback(() => abort.current?.abort(), []);

  return { head, feed, walk, loadMore, loadAll, loadBack, showPending, cancel };
}
