import type { ServerStatus } from '../src/api/schemas/status.ts';
import type { ServerConfig, UpstreamName } from './config.ts';
import { describeFailure } from './proxy/upstream.ts';

/**
 * `GET /api/status` (src/api/schemas/status.ts): mode, version and whether each upstream answers.
 * The probe is a plain GET of each base URL without the key (it costs no compute units): any HTTP
 * answer below 500 means reachable. Results are kept STATUS_TTL_MS and shared by concurrent calls.
 */

export const STATUS_TTL_MS = 30_000;
const PROBE_TIMEOUT_MS = 3_000;

type Health = ServerStatus['upstreams']['evm'];

async function probe(baseUrl: string): Promise<Health> {
  const started = performance.now();
  const signal = AbortSignal.timeout(PROBE_TIMEOUT_MS);
  try {
    const response = await fetch(`${baseUrl}/`, { method: 'GET', signal, redirect: 'manual', headers: { accept: 'application/json' } });
    await response.body?.cancel().catch(() => {});
    const latencyMs = Math.round(performance.now() - started);
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
    const results = await Promise.all(names.map((name) => probe(config.upstreams[name])));
    const [evm, chainB, streams, rpc] = results as [Health, Health, Health, Health];
    const value: ServerStatus = { mode: config.mode, version: config.version, upstreams: { evm, chainB, streams, rpc } };
    cached = { at: now(), value };
    return value;
  };

  return async function status(): Promise<ServerStatus> {
    if (cached && now() - cached.at < STATUS_TTL_MS) return cached.value;
    pending ??= refresh().finally(() => {
      pending = null;
    });
    return pending;
  };
}
