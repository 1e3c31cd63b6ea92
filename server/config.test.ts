import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { buildServer } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { withDemoUpstreams } from './demo.ts';
import { LogCapture } from './testing/harness.ts';

/** Configuration from the environment, live-mode start-up errors, and demo mode end to end. */

const URLS = {
  DATA_API_URL: 'https://data.example/',
  CHAIN_B_API_URL: 'https://chain-b.example',
  STREAMS_API_URL: 'https://streams.example',
  RPC_API_URL: 'https://rpc.example/v1',
};

describe('loadConfig', () => {
  it('is demo mode without API_KEY, with the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      mode: 'demo',
      port: 8080,
      host: '127.0.0.1',
      outDir: 'dist',
      upstreamTimeoutMs: 10_000,
      rateLimitPerMinute: 600,
    });
    expect(loadConfig({ API_KEY: '   ' }).mode).toBe('demo');
  });

  it('reads the archive settings with their defaults, and refuses a DATABASE_URL that is not PostgreSQL', () => {
    expect(loadConfig({}).archive).toEqual({ watchIntervalS: 60, pageGapMs: 200, databaseUrl: null, archiveDays: 90 });
    expect(
      loadConfig({
        WATCH_INTERVAL_S: '0',
        WATCH_PAGE_GAP_MS: '0',
        ARCHIVE_DAYS: '30',
        DATABASE_URL: 'postgres://u:p@db/x',
      }).archive,
    ).toEqual({
      watchIntervalS: 0,
      pageGapMs: 0,
      databaseUrl: 'postgres://u:p@db/x',
      archiveDays: 30,
    });
    expect(() => loadConfig({ DATABASE_URL: 'mysql://db/x' })).toThrow(/DATABASE_URL must be a postgres/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://secret@db/x' })).not.toThrow(/secret/);
    expect(() => loadConfig({ WATCH_INTERVAL_S: '-1' })).toThrow(/WATCH_INTERVAL_S must be a whole number/);
    expect(() => loadConfig({ ARCHIVE_DAYS: '0' })).toThrow(/ARCHIVE_DAYS must be between 1/);
    expect(() => loadConfig({ WATCH_PAGE_GAP_MS: '60001' })).toThrow(/WATCH_PAGE_GAP_MS must be between 0/);
  });

  it('reads REDIS_URL (absent: everything local), refusing other schemes without echoing the value', () => {
    expect(loadConfig({}).redisUrl).toBeNull();
    expect(loadConfig({ REDIS_URL: ' redis://:pw@cache:6379/2 ' }).redisUrl).toBe('redis://:pw@cache:6379/2');
    expect(loadConfig({ REDIS_URL: 'rediss://cache:6380' }).redisUrl).toBe('rediss://cache:6380');
    expect(() => loadConfig({ REDIS_URL: 'http://secret@cache' })).toThrow(/REDIS_URL must be a redis:/);
    expect(() => loadConfig({ REDIS_URL: 'http://secret@cache' })).not.toThrow(/secret/);
  });

  it('is live mode with API_KEY and all four URLs (trailing slashes dropped)', () => {
    const config = loadConfig({
      API_KEY: 'k',
      ...URLS,
      PORT: '9000',
      HOST: '0.0.0.0',
      ALLOW_ANONYMOUS: 'true',
      UPSTREAM_TIMEOUT_MS: '2500',
      RATE_LIMIT_PER_MINUTE: '60',
    });
    expect(config.mode).toBe('live');
    expect(config.upstreams).toEqual({
      evm: 'https://data.example',
      chainB: 'https://chain-b.example',
      streams: 'https://streams.example',
      rpc: 'https://rpc.example/v1',
    });
    expect(config).toMatchObject({ port: 9000, host: '0.0.0.0', upstreamTimeoutMs: 2500, rateLimitPerMinute: 60 });
  });

  it.each(Object.keys(URLS))('refuses live mode without %s, naming it', (name) => {
    const env: Record<string, string> = { API_KEY: 'k', ...URLS };
    delete env[name];
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`${name} is missing`));
  });

  it('names every missing variable at once', () => {
    expect(() => loadConfig({ API_KEY: 'k' })).toThrow(
      /DATA_API_URL, CHAIN_B_API_URL, STREAMS_API_URL, RPC_API_URL are missing/,
    );
  });

  it('refuses a bad URL by naming the variable, without echoing its value', () => {
    const error = (() => {
      try {
        loadConfig({ API_KEY: 'k', ...URLS, RPC_API_URL: 'ftp://secret-host/secret-path' });
      } catch (caught) {
        return caught as Error;
      }
      return null;
    })();
    expect(error?.message).toMatch(/RPC_API_URL must be an http\(s\) URL/);
    expect(error?.message).not.toContain('secret');
    expect(() => loadConfig({ API_KEY: 'k', ...URLS, DATA_API_URL: 'https://user:pw@data.example' })).toThrow(
      /DATA_API_URL/,
    );
  });

  it('refuses bad numbers', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ UPSTREAM_TIMEOUT_MS: '0' })).toThrow(/UPSTREAM_TIMEOUT_MS/);
  });

  it('serves the API only with CHAINBOARD_API_ONLY=1', () => {
    expect(loadConfig({ CHAINBOARD_API_ONLY: '1' }).outDir).toBeNull();
    expect(loadConfig({ CHAINBOARD_OUT_DIR: '/tmp/x' }).outDir).toBe('/tmp/x');
  });
});

describe('server/main.ts', () => {
  it('stops at start-up with a message naming the missing variable, and never prints the key', () => {
    const env = { PATH: process.env.PATH ?? '', API_KEY: 'cbk_startup_secret_123', ...URLS, RPC_API_URL: '' };
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env,
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/RPC_API_URL is missing/);
    expect(result.stderr + result.stdout).not.toContain('cbk_startup_secret_123');
  });
});

describe('demo mode', () => {
  it('runs the stand-in in-process with a random key and proxies real data to it', async () => {
    const demo = await withDemoUpstreams({
      ...loadConfig({ CHAINBOARD_API_ONLY: '1', LOG_LEVEL: 'info', WATCH_INTERVAL_S: '0' }),
      port: 0,
    });
    const logs = new LogCapture();
    const app = await buildServer(demo.config, { logStream: logs });
    try {
      expect(demo.config.apiKey).toMatch(/^demo_[0-9a-f]{48}$/);
      expect(demo.config.upstreams.evm).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/evm$/);
      const status = await app.inject({ url: '/api/status' });
      expect(status.json()).toMatchObject({
        mode: 'demo',
        upstreams: { evm: { ok: true }, chainB: { ok: true }, streams: { ok: true }, rpc: { ok: true } },
      });
      const block = await app.inject({ url: '/api/chain-b/blocks/1' });
      expect(block.statusCode).toBe(200);
      expect(block.json()).toMatchObject({ block_height: '1' });
      for (const text of [status.body, block.body, JSON.stringify(block.headers), ...logs.lines]) {
        expect(text).not.toContain(demo.config.apiKey);
      }
    } finally {
      await app.close();
      await demo.close();
    }
  });
});
