import autocannon from 'autocannon';
import { Agent } from 'node:http';
import { startStandin } from '../standin/index.ts';
import { startChildInstance, type ChildInstance } from '../server/testing/childInstance.ts';
import { startTestNginx, type TestNginx } from '../server/testing/nginx.ts';
import { freePort } from '../server/testing/postgres.ts';
import { percentile, round, withBudget, type Figure } from './lib/stats.ts';
import { timedGet } from './lib/timedGet.ts';

/**
 * Section "operate": restarts and metrics, each instance its own process over the stand-in in
 * this process.
 * - SIGTERM under load through nginx (deploy/nginx.conf): two instances, autocannon on nginx with
 *   10 connections on a cached URL; one instance gets SIGTERM a second in. Figures: its time from
 *   the signal to its exit, and the GETs that failed (non-2xx or errors) over the whole run.
 * - The proxy's added latency with metrics on (METRICS_PORT set, scraped once a second) and off:
 *   sequential cached GETs over one keep-alive connection, alternating runs of the two instances
 *   so the machine's other load falls on both alike.
 */

const KEY = 'bench-operate-key';

export interface OperateResult {
  figures: Figure[];
  notes: string[];
  detail: Record<string, unknown>;
}

export async function measureOperate(opts: {
  seconds: number;
  samples: number;
  rounds: number;
}): Promise<OperateResult> {
  const standin = await startStandin({ apiKey: KEY, control: true });
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
  let nginx: TestNginx | null = null;
  const cachedPath = '/api/chain-b/blocks/777';
  try {
    // SIGTERM under load through nginx.
    const [a, b] = await Promise.all([startChildInstance(env), startChildInstance(env)]);
    procs.push(a!, b!);
    nginx = await startTestNginx([new URL(a!.url).port, new URL(b!.url).port].map(Number));
    const load = autocannon({
      url: nginx.url,
      connections: 10,
      duration: opts.seconds,
      requests: [{ path: cachedPath }],
    });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const signalled = performance.now();
    const exited = new Promise<number | null>((resolve) => a!.child.once('exit', (code) => resolve(code)));
    a!.child.kill('SIGTERM');
    const exitCode = await exited;
    const exitMs = performance.now() - signalled;
    const loaded = await load;
    const failed = loaded.non2xx + loaded.errors + loaded.timeouts;

    // Metrics on and off, alternating.
    const metricsPort = await freePort();
    const [withMetrics, without] = await Promise.all([
      startChildInstance({ ...env, METRICS_PORT: String(metricsPort) }),
      startChildInstance(env),
    ]);
    procs.push(withMetrics!, without!);
    const scraper = setInterval(
      () =>
        void fetch(`http://127.0.0.1:${metricsPort}/metrics`).then(
          (r) => r.text(),
          () => '',
        ),
      1_000,
    );
    const runs: { on: number[]; off: number[] } = { on: [], off: [] };
    const p50s: { on: number[]; off: number[] } = { on: [], off: [] };
    const p99s: { on: number[]; off: number[] } = { on: [], off: [] };
    try {
      for (let round_ = 0; round_ < opts.rounds; round_ += 1) {
        for (const [which, instance] of [
          ['on', withMetrics!],
          ['off', without!],
        ] as const) {
          const agent = new Agent({ keepAlive: true, maxSockets: 1 });
          await timedGet(agent, instance.url, cachedPath);
          const samples: number[] = [];
          for (let i = 0; i < opts.samples; i += 1) samples.push(await timedGet(agent, instance.url, cachedPath));
          agent.destroy();
          runs[which].push(...samples);
          p50s[which].push(round(percentile(samples, 50), 3));
          p99s[which].push(round(percentile(samples, 99), 3));
        }
      }
    } finally {
      clearInterval(scraper);
    }
    const p = (values: number[], q: number) => round(percentile(values, q), 3);
    const figures: Figure[] = [
      withBudget(
        {
          label: 'SIGTERM under load through nginx: signal to exit',
          value: Math.round(exitMs),
          unit: 'ms',
          how: `two instances behind deploy/nginx.conf, autocannon 10 connections × ${opts.seconds} s on one cached URL, SIGTERM to one after 1 s; exit status ${exitCode}`,
        },
        '≤ 10000 ms',
        (v) => v <= 10_000,
      ),
      withBudget(
        {
          label: 'SIGTERM under load through nginx: failed GETs',
          value: failed,
          unit: 'requests',
          how: `${loaded.requests.total} GETs in all: ${loaded.non2xx} non-2xx, ${loaded.errors} errors, ${loaded.timeouts} timeouts`,
        },
        '0',
        (v) => v === 0,
      ),
      {
        label: 'cached GET, metrics on: p50',
        value: p(runs.on, 50),
        unit: 'ms',
        how: `${opts.rounds} runs of ${opts.samples} sequential GETs over one keep-alive connection, alternating with metrics off; per-run p50 ${p50s.on.join(', ')}; scraped every second`,
        samples: p50s.on,
      },
      {
        label: 'cached GET, metrics off: p50',
        value: p(runs.off, 50),
        unit: 'ms',
        how: `per-run p50 ${p50s.off.join(', ')}`,
        samples: p50s.off,
      },
      {
        label: 'cached GET, metrics on: p99',
        value: p(runs.on, 99),
        unit: 'ms',
        how: `per-run p99 ${p99s.on.join(', ')}`,
        samples: p99s.on,
      },
      {
        label: 'cached GET, metrics off: p99',
        value: p(runs.off, 99),
        unit: 'ms',
        how: `per-run p99 ${p99s.off.join(', ')}`,
        samples: p99s.off,
      },
    ];
    return {
      figures,
      notes: [
        "Both instances share this machine's cores with autocannon, nginx and the stand-in: read the latency figures as a comparison of the two, not as absolute costs.",
      ],
      detail: {
        exitMs,
        exitCode,
        loaded: {
          total: loaded.requests.total,
          non2xx: loaded.non2xx,
          errors: loaded.errors,
          timeouts: loaded.timeouts,
        },
        p50s,
        p99s,
      },
    };
  } finally {
    await nginx?.stop();
    await Promise.all(procs.map((proc) => proc.kill()));
    await standin.close();
  }
}
