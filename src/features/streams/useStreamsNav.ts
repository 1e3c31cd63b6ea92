import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { StreamsSearch } from '../../../contract/pages/streams/search';

/**
 * The page's only way to change its URL. Filters replace the history entry (a trail of every
 * keystroke is useless to Back); opening a row's details pushes one, so Back closes it.
 */
export function useStreamsNav() {
  const navigate = useNavigate({ from: '/streams/failed' });
  return useCallback(
    (patch: Partial<StreamsSearch>, { push = false }: { push?: boolean } = {}) =>
      navigate({
        search: (prev: StreamsSearch) => {
          const next: Record<string, unknown> = { ...prev, ...patch };
          for (const key of Object.keys(next)) if (next[key] === undefined) delete next[key];
          return next as StreamsSearch;
        },
        replace: !push,
        resetScroll: false,
      }),
    [navigate],
  );
}
