import { queryOptions } from '@tanstack/react-query';
import { apiUrl, fetchJson } from './client';

/** `GET /api/status`: Chainboard's own server (demo or live, upstream health). Costs no CUs. */
export const statusKeys = {
  all: ['status'] as const,
};

export function statusQueryOptions() {
  return queryOptions({
    queryKey: statusKeys.all,
    queryFn: async ({ signal }) => {
      // The shell asks for the status before any page chunk loads: fetching the schema (and with
      // it zod) on demand keeps zod out of the up-front bundle.
      const { serverStatus } = await import('./schemas/status');
      return fetchJson(apiUrl('/api/status'), serverStatus, { signal });
    },
    staleTime: 30_000,
    // Health changes on its own: refresh while the page is open, not on every focus.
    refetchInterval: 60_000,
  });
}
