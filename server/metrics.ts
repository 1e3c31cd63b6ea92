import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { ArchiveStatus } from './archive/service.ts';
import type { BudgetSnapshot } from './budget/budget.ts';
import type { ResponseCache } from './proxy/cache.ts';

/**
 * Prometheus metrics (prom-client) on a listener of their own, METRICS_PORT on METRICS_HOST
 * (127.0.0.1 unless set): never on the app's port, where every request passes the Host allowlist
 * and sign-in and where the internet may reach. Counters are updated where things happen (the
 * request line, the proxy); what another module already counts (the cache's statistics, the
 * budget, the watcher and the archive) is read when Prometheus scrapes.
 */

export interface MetricSources {
  readonly cache: ResponseCache;
  readonly budget: () => Promise<BudgetSnapshot> | BudgetSnapshot;
  readonly archive: () => Promise<ArchiveStatus>;
}

export class Metrics {
  readonly registry = new Registry();
  private server: Server | null = null;

  readonly requests = new Counter({
    name: 'chainboard_http_requests_total',
    help: 'Requests answered, by route pattern, method and status.',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [this.registry],
  });

  readonly upstreamCalls = new Counter({
    name: 'chainboard_upstream_requests_total',
    help: 'Calls to the hosted service, by endpoint and status ("error": no answer).',
    labelNames: ['endpoint', 'status'] as const,
    registers: [this.registry],
  });

  readonly upstreamSeconds = new Histogram({
    name: 'chainboard_upstream_request_duration_seconds',
    help: 'Time of each call to the hosted service, by endpoint.',
    labelNames: ['endpoint'] as const,
    buckets: [0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  readonly computeUnits = new Counter({
    name: 'chainboard_compute_units_spent_total',
    help: 'Compute units spent on the hosted service by the proxy, by endpoint.',
    labelNames: ['endpoint'] as const,
    registers: [this.registry],
  });

  readonly budgetRefusals = new Counter({
    name: 'chainboard_budget_refusals_total',
    help: 'Requests refused for a compute-unit budget, by scope (client: per minute; daily: all clients).',
    labelNames: ['scope'] as const,
    registers: [this.registry],
  });

  readonly alertDeliveries = new Counter({
    name: 'chainboard_alert_delivery_attempts_total',
    help: 'Alert delivery attempts, by channel kind and result (delivered; retrying: failed, another attempt follows; failed: the last attempt failed).',
    labelNames: ['channel', 'result'] as const,
    registers: [this.registry],
  });

  constructor(build: { version: string; commit: string }, sources: MetricSources) {
    collectDefaultMetrics({ register: this.registry });
    new Gauge({
      name: 'chainboard_build_info',
      help: 'The running build (always 1).',
      labelNames: ['version', 'commit'] as const,
      registers: [this.registry],
    }).set({ version: build.version, commit: build.commit }, 1);
    const { cache } = sources;
    // The cache counts for itself; these read its counts at each scrape.
    counterFrom(
      this.registry,
      'chainboard_cache_hits_total',
      "Proxied answers served from the cache (this instance's or the shared one).",
      () => cache.stats.hits + cache.stats.sharedHits,
    );
    counterFrom(
      this.registry,
      'chainboard_cache_misses_total',
      'Proxied answers that needed an upstream call.',
      () => cache.stats.calls,
    );
    counterFrom(
      this.registry,
      'chainboard_singleflight_joins_total',
      'Requests that joined an identical call already under way.',
      () => cache.stats.coalesced + cache.stats.sharedJoined,
    );
    new Gauge({
      name: 'chainboard_budget_daily_left',
      help: 'Compute units all clients may still spend today.',
      registers: [this.registry],
      async collect() {
        this.set((await sources.budget()).dailyLeft);
      },
    });
    const archiveGauge = (name: string, help: string, read: (status: ArchiveStatus) => number | null) =>
      new Gauge({
        name,
        help,
        registers: [this.registry],
        async collect() {
          const value = read(await sources.archive());
          if (value === null) this.reset();
          else this.set(value);
        },
      });
    archiveGauge(
      'chainboard_watcher_lag_seconds',
      'How far the archive is behind the streams service, as the watcher last saw it.',
      (s) => (s.watcher.lagMs === null ? null : s.watcher.lagMs / 1000),
    );
    archiveGauge(
      'chainboard_watcher_last_success_timestamp_seconds',
      'When the watcher last completed a poll (Unix time).',
      (s) => (s.watcher.lastSuccessAt === null ? null : Date.parse(s.watcher.lastSuccessAt) / 1000),
    );
    archiveGauge('chainboard_archive_rows', 'Failed deliveries kept in the archive.', (s) => s.archive.rows);
  }

  /** Starts the listener: GET /metrics, everything else 404. Resolves with its URL. */
  async listen(port: number, host: string): Promise<string> {
    const server = createServer((request, response) => {
      const path = (request.url ?? '').split('?', 1)[0];
      if (request.method !== 'GET' || path !== '/metrics') {
        response
          .writeHead(404, { 'content-type': 'text/plain; charset=utf-8' })
          .end('Not found: the metrics are at GET /metrics.\n');
        return;
      }
      this.registry.metrics().then(
        (text) => response.writeHead(200, { 'content-type': this.registry.contentType }).end(text),
        () =>
          response
            .writeHead(500, { 'content-type': 'text/plain; charset=utf-8' })
            .end('The metrics could not be collected.\n'),
      );
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolve());
    });
    this.server = server;
    const address = server.address() as AddressInfo;
    return `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`;
  }

  async close(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** A counter whose value another module keeps: read at each scrape. */
function counterFrom(registry: Registry, name: string, help: string, read: () => number): void {
  new Counter({
    name,
    help,
    registers: [registry],
    collect() {
      this.reset();
      this.inc(read());
    },
  });
}
