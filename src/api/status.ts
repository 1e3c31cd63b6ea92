import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiUrl, fetchJson } from './client';
import { serverStatus } from './schemas/status';

/** `GET /api/status`: Chainboard's own server (demo or live, upstream health). Costs no CUs. */
export const statusKeys = {
  all: ['status'] as const,
};

export function statusQueryOptions() {
  return queryOptions({
    queryKey: statusKeys.all,
    queryFn: ({ signal }) => fetchJson(apiUrl('/api/status'), serverStatus, { signal }),
    staleTime: 30_000,
    // Health changes on its own: refresh while the page is open, not on every focus.
    refetchInterval: 60_000,
  });
}

/**
 * 'demo' or 'live' as the server reports it; before /api/status answers, 'demo' when the server
 * named it in the page (`<html data-mode="demo">`, server/static.ts), so what depends on it is
 * drawn with the first paint instead of moving when the answer arrives. Null: not known yet.
 */
export function useServerMode(): 'demo' | 'live' | null {
  const { data } = useQuery(statusQueryOptions());
  if (data) return data.mode;
  return typeof document !== 'undefined' && document.documentElement.dataset.mode === 'demo' ? 'demo' : null;
}
