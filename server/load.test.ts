import autocannon from 'autocannon';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_WALLETS, E2E_NOW } from '../standin/catalog.ts';
import { startStandin } from '../standin/index.ts';
import { ResponseCache } from './proxy/cache.ts';
import { startProxy, testConfig, type RunningProxy } from './testing/harness.ts';

/**
 * Load: 20,000 requests at 100 concurrent connections through the real proxy to the
 * stand-in on loopback. A mix of distinct and repeated requests keeps both the upstream path and
 * the cache busy, and more distinct keys than the cache holds prove it stays bounded. No errors
 * allowed; latency and throughput are printed; the heap after the run is close to before it.
 */

const TOTAL = Number(process.env.LOAD_TOTAL ?? 20_000);
const CONNECTIONS = 100;
const CACHE_ENTRIES = 500;

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

function heapAfterGc(): number {
  for (let i = 0; i < 3; i += 1) gc();
  return process.memoryUsage().heapUsed;
}

let standin: Awaited<ReturnType<typeof startStandin>>;
let proxy: RunningProxy;
const cache = new ResponseCache({ maxEntries: CACHE_ENTRIES, maxBytes: 32 * 1024 * 1024 });

beforeAll(async () => {
  standin = await startStandin({ apiKey: 'load-key', now: Date.parse(E2E_NOW) });
  const base = testConfig('', {
    logLevel: 'warn',
    rateLimitPerMinute: 10_000_000,
    upstreamTimeoutMs: 10_000,
    apiKey: 'load-key',
  });
  proxy = await startProxy({ ...base, upstreams: standin.urls }, { cache });
});

afterAll(async () => {
  await proxy?.close();
  await standin?.close();
});

/** Request n of the run: blocks over a wide range (mostly distinct), wallet pages, logs and RPC prices (repeating). */
function requestFor(n: number): {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  headers?: Record<string, string>;
} {
  switch (n % 10) {
    case 0:
      // 1,200 distinct heights in a scattered order: more keys than the cache holds.
      return { method: 'GET', path: `/api/chain-b/blocks/${1 + ((Math.floor(n / 10) * 7919) % 1200)}` };
    case 1:
    case 2:
    case 3:
    case 4:
    case 5:
    case 6:
      return { method: 'GET', path: `/api/evm/${DEMO_WALLETS.quiet.address}?chain=eth&limit=${1 + (n % 5)}` };
    case 7:
    case 8:
      return { method: 'GET', path: `/api/streams/history/logs?limit=${1 + (n % 10)}` };
    default:
      return {
        method: 'POST',
        path: '/api/rpc/eth',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: n % 5,
          method: 'eth_getTokenPrice',
          params: [{ address: '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2' }],
        }),
      };
  }
}

function run(amount: number, start: number) {
  let n = start;
  // autocannon's per-request timeout (seconds; not in bench/autocannon.d.ts): generous, because
  // on a shared, loaded machine a slow answer is not an error; a failed one is.
  const options = {
    url: proxy.url,
    connections: CONNECTIONS,
    amount,
    timeout: 30,
    requests: [{ setupRequest: (request: object) => ({ ...request, ...requestFor(n++) }) }],
  };
  return autocannon(options);
}

it(`serves ${TOTAL} requests at ${CONNECTIONS} concurrency without errors, with a flat heap`, async () => {
  // Warm-up: JIT, connection pools, the stand-in's lazy generators; then the baseline.
  const warm = await run(Number(process.env.LOAD_WARM ?? 2_000), 1_000_000);
  expect(warm.errors).toBe(0);
  const before = heapAfterGc();
  const started = performance.now();
  const result = await run(TOTAL, 0);
  const seconds = (performance.now() - started) / 1000;
  const after = heapAfterGc();

  const upstreamCalls = cache.stats.calls;
  const report = {
    requests: result.requests.total,
    seconds: Number(seconds.toFixed(2)),
    rps: Math.round(result.requests.total / seconds),
    latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    upstreamCalls,
    cacheHits: cache.stats.hits,
    coalesced: cache.stats.coalesced,
    cacheEntries: cache.size,
    cacheMB: Number((cache.bytes / 1024 / 1024).toFixed(2)),
    heapBeforeMB: Number((before / 1024 / 1024).toFixed(1)),
    heapAfterMB: Number((after / 1024 / 1024).toFixed(1)),
  };
  console.log(`proxy load test: ${JSON.stringify(report)}`);

  expect(result.requests.total).toBeGreaterThanOrEqual(TOTAL);
  expect(result.errors).toBe(0);
  expect(result.timeouts).toBe(0);
  expect(result.non2xx).toBe(0);
  expect(cache.size).toBe(CACHE_ENTRIES);
  // Flat: what the run leaves behind is at most the bounded cache plus noise.
  expect(after - before).toBeLessThan(40 * 1024 * 1024);
}, 180_000);
