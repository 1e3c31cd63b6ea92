// zod/mini: the shell loads this schema up front, and mini keeps the classic API out of the entry.
import * as z from 'zod/mini';

/** `GET /api/status`, served by Chainboard's own server (never contains the key). */
const upstreamHealth = z.object({
  ok: z.boolean(),
  /** Milliseconds of the last reachability probe, null when it failed. */
  latencyMs: z.nullable(z.number()),
  /** A short reason when not ok ("timed out", "connection refused", "HTTP 503"). */
  error: z.nullable(z.string()),
});

export const serverStatus = z.object({
  mode: z.enum(['demo', 'live']),
  version: z.string(),
  upstreams: z.object({
    evm: upstreamHealth,
    chainB: upstreamHealth,
    streams: upstreamHealth,
    rpc: upstreamHealth,
  }),
});
export type ServerStatus = z.infer<typeof serverStatus>;
