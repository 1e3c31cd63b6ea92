import { queryOptions } from '@tanstack/react-query';
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
