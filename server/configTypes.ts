import type { UpstreamName } from '../contract/endpoints/records.ts';
import type { AuthSettings } from './auth/authConfig.ts';
import type { AlertSettings } from './alerts/service.ts';
import type { TrustProxy } from './trustProxy.ts';

/** The shape of the server's configuration; config.ts reads it from the environment. */

export type { UpstreamName };
export type UpstreamUrls = Record<UpstreamName, string>;

export interface ServerConfig {
  readonly mode: 'demo' | 'live';
  /** The key injected upstream. Never logged, never sent to the browser. */
  readonly apiKey: string;
  /** Base URLs without a trailing slash. */
  readonly upstreams: UpstreamUrls;
  readonly port: number;
  readonly host: string;
  /** The built SPA; null serves the API only (`npm run dev`, where Vite serves the app). */
  readonly outDir: string | null;
  readonly upstreamTimeoutMs: number;
  /** A cheap request-count guard per client (requests a minute), beside the compute-unit budgets. */
  readonly rateLimitPerMinute: number;
  /** CU_PER_CLIENT_PER_MINUTE: compute units one client may spend upstream in a minute (server/budget/). */
  readonly cuPerClientPerMinute: number;
  /** CU_DAILY_BUDGET: compute units all clients together may spend upstream per UTC day. */
  readonly cuDailyBudget: number;
  /** ALLOWED_HOSTS: the Host names the server answers (server/hosts.ts); null: the defaults there. */
  readonly allowedHosts: readonly string[] | null;
  /**
   * LOGO_ORIGINS: the origins the server fetches entity and token logos from (server/logo/); the
   * browser loads them from this server only. Empty: no logos, initials everywhere.
   */
  readonly logoOrigins: readonly string[];
  /** DATA_DIR: where the server keeps its files (the day's compute units, the archive). */
  readonly dataDir: string;
  /** Upper bounds of the response cache: entries and total bytes of cached bodies. */
  readonly cacheMaxEntries: number;
  readonly cacheMaxBytes: number;
  readonly logLevel: string;
  /** METRICS_PORT: Prometheus metrics on a listener of their own (server/metrics.ts); null: off. */
  readonly metricsPort?: number | null;
  /** METRICS_HOST: where that listener listens (127.0.0.1). */
  readonly metricsHost?: string;
  /** SHUTDOWN_TIMEOUT_S: on SIGTERM, how long requests under way may take before the process exits anyway. */
  readonly shutdownTimeoutS: number;
  /** Where log lines go: a file path, or null for stdout. */
  readonly logFile: string | null;
  /** CHAINBOARD_VERSION and CHAINBOARD_COMMIT, or package.json and git (server/buildInfo.ts). */
  readonly version: string;
  readonly commit: string;
  /**
   * TRUST_PROXY: which connecting peers are reverse proxies whose X-Forwarded-For is believed.
   * false: none (the peer is the client); a number: that many hops in front of this server (the
   * peer is always one); a list: IPv4/IPv6 addresses and CIDRs. `server/trustProxy.ts` turns it
   * into Fastify's `trustProxy` rule and answers the same question for a single peer address.
   */
  readonly trustProxy: TrustProxy;
  /** Enables `POST /api/__test/reset-cache` (e2e only: lets fault-injection tests bypass cached answers). */
  readonly testHooks: boolean;
  /** Who may use the server (AUTH and the variables of its mode; server/auth/authConfig.ts). */
  readonly auth: AuthSettings;
  readonly archive: ArchiveSettings;
  /** Alert rules over the archive (docs/alerts.md). */
  readonly alerts: AlertSettings;
  /**
   * REDIS_URL: the Redis that instances behind one load balancer share (cache, single-flight,
   * budgets, request counts; server/scale/). A secret (it may hold a password). Absent: all local.
   */
  readonly redisUrl?: string | null;
}

/** The failures archive and its watcher (docs/archive.md); the embedded one is `dataDir`/archive.sqlite. */
export interface ArchiveSettings {
  /** Seconds between polls; 0 = the watcher and the archive API are off. */
  readonly watchIntervalS: number;
  /** Pause between two pages of one walk: bounds the backfill's calls a second against the key's rate limit. */
  readonly pageGapMs: number;
  /** PostgreSQL instead of the embedded file. A secret (it may hold a password): never logged or reported. */
  readonly databaseUrl: string | null;
  readonly archiveDays: number;
}
