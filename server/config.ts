import type { UpstreamName } from '../contract/endpoints/records.ts';
import { AuthConfigError, loadAuthSettings, type AuthSettings } from './auth/authConfig.ts';
import { HOST_ENTRY, parseAllowedHosts } from './hosts.ts';
import { DEFAULT_LOGO_ORIGINS, normaliseLogoOrigin } from './logo/origins.ts';
import { buildInfo, BuildInfoError } from './buildInfo.ts';
import { SecretFileError, withSecretFiles } from './secretFiles.ts';
import { ConfigError } from './configError.ts';
import { parseTrustProxy } from './trustProxy.ts';
import type { ArchiveSettings, ServerConfig, UpstreamUrls } from './configTypes.ts';

/**
 * The server's configuration, read once from the environment (the README's configuration table).
 * Everything else takes a `ServerConfig` so tests can build servers without touching `process.env`.
 */

export type { ArchiveSettings, ServerConfig, UpstreamName, UpstreamUrls } from './configTypes.ts';

/** The variables that name each upstream's base URL, in the order they are reported. */
export const UPSTREAM_ENV: Record<UpstreamName, string> = {
  evm: 'DATA_API_URL',
  chainB: 'CHAIN_B_API_URL',
  streams: 'STREAMS_API_URL',
  rpc: 'RPC_API_URL',
};

export { ConfigError };

type Env = Record<string, string | undefined>;

function booleanFrom(env: Env, name: string): boolean {
  const raw = env[name]?.trim().toLowerCase() ?? '';
  if (raw === '' || raw === 'false') return false;
  if (raw === 'true') return true;
  throw new ConfigError(`${name} must be true or false, got "${raw.slice(0, 40)}".`);
}

function intFrom(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (raw == null || raw === '') return fallback;
  if (!/^\d+$/.test(raw)) throw new ConfigError(`${name} must be a whole number, got "${raw.slice(0, 40)}".`);
  const value = Number(raw);
  if (value < min || value > max) throw new ConfigError(`${name} must be between ${min} and ${max}, got ${value}.`);
  return value;
}

/** Checks a base URL and drops its trailing slashes; the message names the variable, not the value. */
export function normaliseBaseUrl(name: string, raw: string): string {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new ConfigError(`${name} is not a valid URL.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ConfigError(`${name} must be an http(s) URL.`);
  if (url.search || url.hash || url.username || url.password) {
    throw new ConfigError(`${name} must be a plain base URL (no query, fragment or credentials).`);
  }
  return url.toString().replace(/\/+$/, '');
}

export { packageVersion } from './buildInfo.ts';

function buildFrom(env: Env) {
  try {
    return buildInfo(env);
  } catch (error) {
    throw error instanceof BuildInfoError ? new ConfigError(error.message) : error;
  }
}

function authFrom(env: Env, host: string): AuthSettings {
  try {
    return loadAuthSettings(env, host);
  } catch (error) {
    throw error instanceof AuthConfigError ? new ConfigError(error.message) : error;
  }
}

/**
 * Budget defaults that protect a free plan: the hosted service's free plan allows 40,000 compute
 * units a day, and the server stops at 90 % of that (36,000), which leaves room for the key's
 * other uses. One client may spend 1,500 a minute: 30 decoded wallet pages or 50 plain ones, far
 * more than a person browsing asks for, while one client alone needs 24 minutes to spend the day.
 * The per-minute budget cannot be below the dearest single call (50), which would never pass.
 */
export const DEFAULT_CU_DAILY_BUDGET = 36_000;
export const DEFAULT_CU_PER_CLIENT_PER_MINUTE = 1_500;
const DEAREST_CALL_CU = 50;

/** LOGO_ORIGINS: absent means the hosted service's logo CDN; `none` means no logos at all. */
export function parseLogoOrigins(raw: string | undefined): readonly string[] {
  const value = raw?.trim() ?? '';
  if (value === '') return DEFAULT_LOGO_ORIGINS;
  if (value.toLowerCase() === 'none') return [];
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const origin = normaliseLogoOrigin(entry);
      if (origin === null)
        throw new ConfigError(
          `LOGO_ORIGINS: "${entry.slice(0, 60)}" is not an http(s) origin (scheme, host and optional port, no path).`,
        );
      return origin;
    });
}

function allowedHostsFrom(raw: string | undefined): readonly string[] | null {
  const hosts = parseAllowedHosts(raw);
  const bad = hosts?.find((entry) => !HOST_ENTRY.test(entry));
  if (bad !== undefined)
    throw new ConfigError(`ALLOWED_HOSTS: "${bad.slice(0, 60)}" is not a host name or address with an optional port.`);
  return hosts;
}

/** Settings shared by both modes. */
function common(env: Env) {
  const host = env.HOST?.trim() || '127.0.0.1';
  const trustProxy = parseTrustProxy(env.TRUST_PROXY);
  const auth = authFrom(env, host);
  // AUTH=proxy believes the user header only from TRUST_PROXY peers: without any, nobody could sign in.
  if (auth.mode === 'proxy' && trustProxy === false) {
    throw new ConfigError(
      'AUTH=proxy needs TRUST_PROXY: the address or CIDR of the reverse proxy that sets AUTH_PROXY_HEADER.',
    );
  }
  // A hop count believes whoever connects (the connecting peer is always the first hop): a client
  // that reached this port directly could name any user.
  if (auth.mode === 'proxy' && typeof trustProxy === 'number') {
    throw new ConfigError(
      'AUTH=proxy needs TRUST_PROXY as the addresses or CIDRs of the reverse proxy that sets AUTH_PROXY_HEADER, not a hop count: ' +
        'with a count, any client that connects directly would be believed.',
    );
  }
  return {
    port: intFrom(env, 'PORT', 8080, 0, 65535),
    host,
    outDir: env.CHAINBOARD_API_ONLY === '1' ? null : env.CHAINBOARD_OUT_DIR?.trim() || 'dist',
    upstreamTimeoutMs: intFrom(env, 'UPSTREAM_TIMEOUT_MS', 10_000, 1, 600_000),
    rateLimitPerMinute: intFrom(env, 'RATE_LIMIT_PER_MINUTE', 600, 1, 10_000_000),
    cuPerClientPerMinute: intFrom(
      env,
      'CU_PER_CLIENT_PER_MINUTE',
      DEFAULT_CU_PER_CLIENT_PER_MINUTE,
      DEAREST_CALL_CU,
      1_000_000_000,
    ),
    cuDailyBudget: intFrom(env, 'CU_DAILY_BUDGET', DEFAULT_CU_DAILY_BUDGET, DEAREST_CALL_CU, 1_000_000_000_000),
    dataDir: env.DATA_DIR?.trim() || './data',
    allowedHosts: allowedHostsFrom(env.ALLOWED_HOSTS),
    logoOrigins: parseLogoOrigins(env.LOGO_ORIGINS),
    cacheMaxEntries: intFrom(env, 'CACHE_MAX_ENTRIES', 2_000, 1, 1_000_000),
    cacheMaxBytes: intFrom(env, 'CACHE_MAX_MB', 64, 1, 4_096) * 1024 * 1024,
    logLevel: logLevelFrom(env.LOG_LEVEL),
    shutdownTimeoutS: intFrom(env, 'SHUTDOWN_TIMEOUT_S', 10, 1, 3_600),
    metricsPort: env.METRICS_PORT?.trim() ? intFrom(env, 'METRICS_PORT', 0, 1, 65535) : null,
    metricsHost: env.METRICS_HOST?.trim() || '127.0.0.1',
    logFile: env.CHAINBOARD_LOG_FILE?.trim() || null,
    ...buildFrom(env),
    trustProxy,
    testHooks: env.CHAINBOARD_TEST_HOOKS === '1',
    auth,
    archive: archiveSettings(env),
    alerts: {
      allowPrivate: booleanFrom(env, 'ALERT_ALLOW_PRIVATE'),
      evaluateIntervalS: intFrom(env, 'ALERT_EVALUATE_INTERVAL_S', 30, 1, 3_600),
    },
    redisUrl: redisUrlFrom(env.REDIS_URL),
  };
}

/** pino's levels: any other value would fail inside pino with its own message. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

function logLevelFrom(raw: string | undefined): string {
  const level = raw?.trim().toLowerCase() || 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(level)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${level.slice(0, 40)}".`);
  }
  return level;
}

function redisUrlFrom(value: string | undefined): string | null {
  const url = value?.trim() || null;
  if (url !== null && !/^rediss?:\/\/[^\s]+$/.test(url)) {
    throw new ConfigError('REDIS_URL must be a redis:// or rediss:// URL (e.g. redis://127.0.0.1:6379/0).');
  }
  return url;
}

function archiveSettings(env: Env): ArchiveSettings {
  const databaseUrl = env.DATABASE_URL?.trim() || null;
  if (databaseUrl !== null && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must be a postgres:// or postgresql:// URL.');
  }
  return {
    watchIntervalS: intFrom(env, 'WATCH_INTERVAL_S', 60, 0, 86_400),
    pageGapMs: intFrom(env, 'WATCH_PAGE_GAP_MS', 200, 0, 60_000),
    databaseUrl,
    archiveDays: intFrom(env, 'ARCHIVE_DAYS', 90, 1, 36_500),
  };
}

/**
 * Live mode when API_KEY is set (then all four URLs are required), demo mode otherwise. Demo mode
 * returns the URLs empty: the caller starts the stand-in and fills them in (see server/demo.ts).
 */
export function loadConfig(rawEnv: Env): ServerConfig {
  let env: Env;
  try {
    env = withSecretFiles(rawEnv);
  } catch (error) {
    throw error instanceof SecretFileError ? new ConfigError(error.message) : error;
  }
  const base = common(env);
  const apiKey = env.API_KEY?.trim() ?? '';
  if (apiKey === '') {
    return { ...base, mode: 'demo', apiKey: '', upstreams: { evm: '', chainB: '', streams: '', rpc: '' } };
  }
  if (!/^[\x21-\x7e]+$/.test(apiKey)) throw new ConfigError('API_KEY must be printable ASCII without spaces.');
  const missing = (Object.values(UPSTREAM_ENV) as string[]).filter((name) => !env[name]?.trim());
  if (missing.length > 0) {
    throw new ConfigError(
      `API_KEY is set (live mode) but ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing. ` +
        'Set every upstream base URL, or unset API_KEY to run in demo mode.',
    );
  }
  const upstreams = {} as UpstreamUrls;
  for (const [name, variable] of Object.entries(UPSTREAM_ENV) as [UpstreamName, string][]) {
    upstreams[name] = normaliseBaseUrl(variable, env[variable] ?? '');
  }
  return { ...base, mode: 'live', apiKey, upstreams };
}
