import autocannon from 'autocannon';
import { Agent } from 'node:http';
import { DEMO_WALLETS } from '../standin/catalog.ts';
import { startStandin, type StandinHandle } from '../standin/index.ts';
import { startChildInstance, type ChildInstance } from '../server/testing/childInstance.ts';
import { startTestRedis, type TestRedis } from '../server/testing/redis.ts';
import { percentile, round, withBudget, type Figure } from './lib/stats.ts';
import { timedGet } from './lib/timedGet.ts';

/**
 * Section "scale": two instances sharing one Redis against one instance alone, each instance its
 * own process (as `npm start` runs it) over the stand-in in this process (control API on).
 * - Cached requests per second per instance: autocannon, 10 connections, on one cached URL; the
 *   pair is loaded at the same time (both share this machine's cores, as they would one host).
 * - Added latency of the shared cache: sequential requests over one keep-alive connection; an
 *   answer fetched on instance A is then asked on B, once (B's first: from Redis) and again (B's
 *   own memory); single instance's memory hits for comparison.
 * - Upstream calls per distinct data: a scripted journey alternating instances, the stand-in's
 *   request log against the distinct requests (goal 1.0).
 * - Redis itself: the shared-cache lookup script's rate with 64 in flight, the bound on misses and
 *   budget charges a second that one Redis coordinates.
 */

const KEY = 'bench-scale-key';
const agent = new Agent({ keepAlive: true, maxSockets: 1 });

async function upstreamCalls(standin: StandinHandle): Promise<number> {
  const log = (await (await fetch(`${standin.baseUrl}/__control/requests`)).json()) as { requests: { path: string }[] };
  return log.requests.filter((r) => !/^\/(evm|chain-b|streams|rpc)\/?$/.test(r.path)).length;
}

const cannon = (url: string, path: string, seconds: number) =>
  autocannon({ url, connections: 10, duration: seconds, requests: [{ path }] });

function journey(): string[] {
  const wallets = [DEMO_WALLETS.busy.address, DEMO_WALLETS.quiet.address];
  const distinct = [
    ...wallets.flatMap((w) => [`/api/evm/${w}?chain=eth&limit=25`, `/api/evm/${w}/verbose?chain=eth&limit=25`]),
    ...Array.from({ length: 8 }, (_, i) => `/api/chain-b/blocks/${4000 + i}`),
  ];
  // Each page asked three times over the journey (back, forward, a second tab), in a mixed order.
  return [...distinct, ...[...distinct].reverse(), ...distinct];
}

export interface ScaleResult {
  figures: Figure[];
  notes: string[];
  detail: Record<string, unknown>;
}

export async function measureScale(opts: { seconds: number; samples: number }): Promise<ScaleResult> {
  const standin = await startStandin({ apiKey: KEY, control: true });
  const redis: TestRedis = await startTestRedis();
  const env = {
    API_KEY: KEY,
    DATA_API_URL: standin.urls.evm,
    CHAIN_B_API_URL: standin.urls.chainB,
    STREAMS_API_URL: standin.urls.streams,
    RPC_API_URL: standin.urls.rpc,
    RATE_LIMIT_PER_MINUTE: '10000000',
    CU_PER_CLIENT_PER_MINUTE: '1000000000',
    CU_DAILY_BUDGET: '1000000000000',
    WATCH_INTERVAL_S: '0',
  };
  const procs: ChildInstance[] = [];
  try {
    const single = await startChildInstance(env);
    procs.push(single);
    const cachedPath = '/api/chain-b/blocks/777';
    await timedGet(agent, single.url, cachedPath);
    await cannon(single.url, cachedPath, 2);
    const alone = await cannon(single.url, cachedPath, opts.seconds);
    const singleHits: number[] = [];
    for (let i = 0; i < opts.samples; i += 1) singleHits.push(await timedGet(agent, single.url, cachedPath));
    await single.kill();

    const [a, b] = await Promise.all([
      startChildInstance({ ...env, REDIS_URL: redis.url }),
      startChildInstance({ ...env, REDIS_URL: redis.url }),
    ]);
    procs.push(a!, b!);
    await timedGet(agent, a!.url, cachedPath);
    await Promise.all([cannon(a!.url, cachedPath, 2), cannon(b!.url, cachedPath, 2)]);
    const [pairA, pairB] = await Promise.all([
      cannon(a!.url, cachedPath, opts.seconds),
      cannon(b!.url, cachedPath, opts.seconds),
    ]);

    // Shared hits (B's first ask of what A fetched) against B's own memory hits of the same answers.
    const sharedHits: number[] = [];
    const localHits: number[] = [];
    for (let i = 0; i < opts.samples; i += 1) {
      const path = `/api/chain-b/blocks/${100_000 + i}`;
      await timedGet(agent, a!.url, path);
      sharedHits.push(await timedGet(agent, b!.url, path));
      localHits.push(await timedGet(agent, b!.url, path));
    }

    await fetch(`${standin.baseUrl}/__control/requests`, { method: 'DELETE' });
    const steps = journey();
    for (const [i, path] of steps.entries()) await timedGet(agent, (i % 2 === 0 ? a! : b!).url, path);
    const calls = await upstreamCalls(standin);
    const distinct = new Set(steps).size;

    const redisRate = await redisLookupRate(redis.url, 2);

    const p = (values: number[], q: number) => round(percentile(values, q), 2);
    const how = (r: Awaited<ReturnType<typeof autocannon>>) =>
      `autocannon 10 connections × ${opts.seconds} s on one cached URL; mean req/s (${r.non2xx} non-2xx, ${r.errors} errors; p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms)`;
    const figures: Figure[] = [
      {
        label: 'cached req/s, one instance alone',
        value: Math.round(alone.requests.average),
        unit: 'req/s',
        how: how(alone),
      },
      {
        label: 'cached req/s per instance, two instances + Redis (loaded together)',
        value: Math.round((pairA.requests.average + pairB.requests.average) / 2),
        unit: 'req/s',
        how: `${how(pairA)}; the other: ${Math.round(pairB.requests.average)} req/s; both on the same cores`,
      },
      {
        label: 'cached req/s, two instances together',
        value: Math.round(pairA.requests.average + pairB.requests.average),
        unit: 'req/s',
        how: 'sum of the two above',
      },
      {
        label: 'memory hit p50 / p99, one instance alone',
        value: p(singleHits, 50),
        unit: 'ms',
        how: `${opts.samples} sequential requests, one keep-alive connection; p99 ${p(singleHits, 99)} ms`,
      },
      {
        label: 'shared-cache hit (from Redis) p50',
        value: p(sharedHits, 50),
        unit: 'ms',
        how: `${opts.samples} answers fetched on A, then asked once on B; p99 ${p(sharedHits, 99)} ms`,
      },
      {
        label: 'added latency of the shared cache p50',
        value: round(percentile(sharedHits, 50) - percentile(localHits, 50), 2),
        unit: 'ms',
        how: `Redis hit − B's own memory hit of the same answers (memory p50 ${p(localHits, 50)} ms)`,
      },
      {
        label: 'added latency of the shared cache p99',
        value: round(percentile(sharedHits, 99) - percentile(localHits, 99), 2),
        unit: 'ms',
        how: `Redis hit p99 ${p(sharedHits, 99)} ms − memory hit p99 ${p(localHits, 99)} ms`,
      },
      withBudget(
        {
          label: 'upstream calls per distinct data, journey alternating instances',
          value: round(calls / distinct, 2),
          unit: 'calls',
          how: `${steps.length} requests, ${distinct} distinct, ${calls} reached the stand-in`,
        },
        '1.0',
        (v) => v <= 1,
      ),
      {
        label: 'Redis: shared-cache script calls a second (one Redis, 64 in flight)',
        value: Math.round(redisRate),
        unit: 'ops/s',
        how: 'lookup (GET, else SET NX) and release scripts on distinct keys for 2 s from one client; every request costs 1 (its request count), a miss across instances 2–3 more, a budget charge 1',
      },
    ];
    return {
      figures,
      notes: [`journey: ${distinct} distinct requests asked ${steps.length} times, alternating two instances`],
      detail: { alone, pairA, pairB, singleHits, sharedHits, localHits, calls, distinct, redisRate },
    };
  } finally {
    for (const proc of procs) await proc.kill();
    await redis.close();
    await standin.close();
  }
}

async function redisLookupRate(url: string, seconds: number): Promise<number> {
  const { connectRedis } = await import('../server/scale/redis.ts');
  const { SharedCacheTier } = await import('../server/scale/sharedCache.ts');
  const shared = connectRedis(url);
  await shared.ready(3_000);
  const tier = new SharedCacheTier(shared, { lockMs: 15_000 });
  let done = 0;
  const until = Date.now() + seconds * 1000;
  const worker = async (w: number) => {
    for (let i = 0; Date.now() < until; i += 1) {
      const acquired = await tier.acquire(`bench:${w}:${i}`);
      if (acquired.kind === 'lead') await acquired.lease.abandon();
      done += 2;
    }
  };
  await Promise.all(Array.from({ length: 64 }, (_, w) => worker(w)));
  await shared.close();
  return done / seconds;
}
