import type { ServerStatus } from '../contract/schemas/status.ts';
import type { ServerConfig, UpstreamName } from './config.ts';
import { describeFailure } from './proxy/upstream.ts';

/**
 * `GET /api/status` (contract/schemas/status.ts): mode, version and whether each upstream answers
 * and accepts the key. The probe is a GET of each base URL with the key as the proxy sends it
 * (the X-API-Key header; for JSON-RPC the `{chain}/{key}` path segment): no data endpoint is
 * named, so no compute unit is spent. 401 or 403 means the key was refused (revoked or wrong);
 * any other answer below 500 means reachable and accepted. Results are kept STATUS_TTL_MS and
 * shared by concurrent calls; an expired result is still answered at once while a new probe runs
 * behind it, so only the very first caller waits for the upstreams.
 */

export const STATUS_TTL_MS = 30_000;
const PROBE_TIMEOUT_MS = 3_000;

type Health = ServerStatus['upstreams']['evm'];

/** A JSON-RPC chain the key segment is sent under; a GET there is no JSON-RPC call (nothing billed). */
const RPC_PROBE_CHAIN = 'eth';

/** The URL and headers of one upstream's keyed probe. */
export function probeRequest(
  config: Pick<ServerConfig, 'apiKey' | 'upstreams'>,
  name: UpstreamName,
): { url: string; headers: Record<string, string> } {
  const base = config.upstreams[name];
  if (name === 'rpc')
    return {
      url: `${base}/${RPC_PROBE_CHAIN}/${encodeURIComponent(config.apiKey)}`,
      headers: { accept: 'application/json' },
    };
  return { url: `${base}/`, headers: { accept: 'application/json', 'x-api-key': config.apiKey } };
}

async function probe(request: { url: string; headers: Record<string, string> }): Promise<Health> {
  const started = performance.now();
  const signal = AbortSignal.timeout(PROBE_TIMEOUT_MS);
  try {
    const response = await fetch(request.url, { method: 'GET', signal, redirect: 'manual', headers: request.headers });
    await response.body?.cancel().catch(() => {});
    const latencyMs = Math.round(performance.now() - started);
    if (response.status === 401 || response.status === 403)
      return { ok: false, latencyMs, error: `the key was refused (HTTP ${response.status})` };
    if (response.status >= 500) return { ok: false, latencyMs, error: `HTTP ${response.status}` };
    return { ok: true, latencyMs, error: null };
  } catch (error) {
    return { ok: false, latencyMs: null, error: signal.aborted ? 'timed out' : describeFailure(error) };
  }
}

export function createStatusSource(config: ServerConfig, now: () => number = Date.now) {
  let cached: { at: number; value: ServerStatus } | null = null;
  let pending: Promise<ServerStatus> | null = null;

  const refresh = async (): Promise<ServerStatus> => {
    const names: UpstreamName[] = ['evm', 'chainB', 'streams', 'rpc'];
    const results = await Promise.all(names.map((name) => probe(probeRequest(config, name))));
    const [evm, chainB, streams, rpc] = results as [Health, Health, Health, Health];
    const value: ServerStatus = {
      mode: config.mode,
      version: config.version,
      upstreams: { evm, chainB, streams, rpc },
    };
    cached = { at: now(), value };
    return value;
  };

  return async function status(): Promise<ServerStatus> {
    if (cached && now() - cached.at < STATUS_TTL_MS) return cached.value;
    pending ??= refresh().finally(() => {
      pending = null;
    });
    return cached ? cached.value : pending;
  };
}
