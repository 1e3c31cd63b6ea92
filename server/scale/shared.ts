import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Budget, LocalBudget } from '../budget/budget.ts';
import type { ServerConfig } from '../config.ts';
import { fallbackRateLimitStore } from './rateLimitStore.ts';
import { connectRedis, CREDENTIALS_REFUSED, type SharedRedis } from './redis.ts';
import { createSharedBudget } from './sharedBudget.ts';
import { SharedCacheTier } from './sharedCache.ts';
import type { Role } from './leadership.ts';
import type { SharedState } from '../../contract/schemas/status.ts';

/**
 * What instances share (docs/deploy.md): with REDIS_URL the cache tier, the budgets and the
 * request counts; with DATABASE_URL the archive and its one watcher. Without them, nothing here
 * runs and every part stays local as in a single `npm start`.
 */

export interface Sharing {
  readonly redis: SharedRedis | null;
  readonly cacheTier: SharedCacheTier | null;
  /** The budgets to charge: in Redis when there is one, else `local` itself. */
  budget(local: LocalBudget): Budget;
  /** The request-count limit's store option (undefined: the plugin's in-memory default). */
  readonly rateLimitStore: FastifyRateLimitStoreCtor | undefined;
  state(watcher: { role?: Role; lastError: string | null } | null): SharedState;
  close(): Promise<void>;
}

export interface SharingOptions {
  readonly warn: (message: string) => void;
  readonly info: (message: string) => void;
}

export function createSharing(config: ServerConfig, options: SharingOptions): Sharing {
  let wasUp: boolean | null = null;
  const redis = config.redisUrl
    ? connectRedis(config.redisUrl, {
        onChange: (up, reason) => {
          if (up === wasUp) return;
          wasUp = up;
          if (up) options.info('Redis is reachable: cache, budgets and limits are shared');
          else if (reason !== null && CREDENTIALS_REFUSED.test(reason)) {
            options.warn(
              `Redis refused the credentials in REDIS_URL (${reason}): this instance is not ready until they are accepted`,
            );
          } else
            options.warn(
              `Redis is unreachable (${reason ?? 'unknown'}): this instance serves with its own cache and limits until it returns`,
            );
        },
      })
    : null;
  const cacheTier = redis ? new SharedCacheTier(redis, { lockMs: config.upstreamTimeoutMs + 5_000 }) : null;
  let lastFailure = 0;
  const failed = (error: unknown) => {
    // One line a minute at most: a Redis that is away fails every request.
    if (Date.now() - lastFailure < 60_000) return;
    lastFailure = Date.now();
    options.warn(
      `a shared Redis command failed; answered locally: ${error instanceof Error ? error.message : String(error)}`,
    );
  };

  return {
    redis,
    cacheTier,
    budget: (local) =>
      redis
        ? createSharedBudget({
            redis,
            perClientPerMinute: config.cuPerClientPerMinute,
            dailyLimit: config.cuDailyBudget,
            local,
            onError: failed,
          })
        : local,
    rateLimitStore: redis ? fallbackRateLimitStore(redis) : undefined,
    state(watcher) {
      const degraded: string[] = [];
      const redisState = !redis ? 'off' : redis.up ? 'ok' : 'down';
      if (redis && !redis.up) {
        degraded.push('Redis is unreachable: this instance uses its own cache and limits until it returns.');
      }
      const databaseState =
        !config.archive.databaseUrl || !watcher?.role ? 'off' : watcher.role === 'paused' ? 'down' : 'ok';
      if (databaseState === 'down')
        degraded.push('PostgreSQL is unreachable: the archive is not updated until it returns.');
      return { redis: redisState, database: databaseState, degraded };
    },
    async close() {
      await redis?.close();
    },
  };
}
