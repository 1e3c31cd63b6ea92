import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchJson } from './client';
import { serverStatus } from '../../contract/schemas/status';
import { STATUS_PATH } from '../../contract/api/statusPath';

/** `GET /api/status`: Chainboard's own server (demo or live, upstream health). Costs no CUs. */
export const statusKeys = {
  all: ['status'] as const,
};

export function statusQueryOptions() {
  return queryOptions({
    queryKey: statusKeys.all,
    queryFn: ({ signal }) => fetchJson(STATUS_PATH, serverStatus, { signal }),
    staleTime: 30_000,
    // Health changes on its own: refresh while the page is open, not on every focus.
    refetchInterval: 60_000,
  });
}

/**
 * /api/status's answer (undefined until it arrives) and the server's mode: 'demo' or 'live' as
 * the answer says; before it, 'demo' when the server named it in the page (`<html data-mode="demo">`,
 * server/static.ts), so what depends on it is drawn with the first paint instead of moving when
 * the answer arrives. Null: not known yet.
 */
export function useServerStatus() {
  const { data } = useQuery(statusQueryOptions());
  const namedInPage = typeof document !== 'undefined' && document.documentElement.dataset.mode === 'demo';
  const mode: 'demo' | 'live' | null = data ? data.mode : namedInPage ? 'demo' : null;
  return { status: data, mode };
}
