import { z } from 'zod';

/** `GET /api/status`, served by Chainboard's own server (never contains the key). */
const upstreamHealth = z.object({
  ok: z.boolean(),
  /** Milliseconds of the last reachability probe, null when it failed. */
  latencyMs: z.number().nullable(),
  /** A short reason when not ok ("timed out", "connection refused", "HTTP 503"). */
  error: z.string().nullable(),
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
