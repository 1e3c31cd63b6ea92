/**
 * What `GET /api/status` tells a signed-out visitor: the fields the app's shell draws (demo or
 * live, version, sign-in mode, whether each upstream answers). Picked by name, so whatever else
 * the status reports (budgets, the archive, the watcher) stays behind the sign-in.
 */
const OPEN_FIELDS = ['mode', 'version', 'auth', 'upstreams'] as const;

export function minimalStatus(full: Record<string, unknown>): Record<string, unknown> {
  const open: Record<string, unknown> = {};
  for (const field of OPEN_FIELDS) if (field in full) open[field] = full[field];
  return open;
}
