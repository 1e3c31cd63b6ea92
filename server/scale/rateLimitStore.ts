import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { createRequire } from 'node:module';
import type { SharedRedis } from './redis.ts';

/**
 * The request-count limit's store (@fastify/rate-limit) with REDIS_URL: the plugin's own Redis
 * store, and its own in-memory store whenever Redis does not answer, so the limit holds across
 * instances while Redis is there and per instance while it is away.
 */

type Store = FastifyRateLimitStore;
type Callback = Parameters<Store['incr']>[1];
type RouteOptions = Parameters<Store['child']>[0];

type StoreConstructor = new (...args: unknown[]) => Store;

// The plugin ships both stores as files of its package (no exports map), CommonJS.
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as StoreConstructor;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as StoreConstructor;

class FallbackStore implements Store {
  constructor(
    private readonly redis: SharedRedis,
    private readonly shared: Store,
    private readonly local: Store,
  ) {}

  incr(key: string, callback: Callback, timeWindow: number, max: number): void {
    if (!this.redis.up) return this.local.incr(key, callback, timeWindow, max);
    this.shared.incr(
      key,
      (error, result) => {
        if (error) this.local.incr(key, callback, timeWindow, max);
        else callback(null, result);
      },
      timeWindow,
      max,
    );
  }

  child(routeOptions: RouteOptions): Store {
    return new FallbackStore(this.redis, this.shared.child(routeOptions), this.local.child(routeOptions));
  }
}

/** The `store` option of @fastify/rate-limit: a class the plugin constructs with its settings. */
export function fallbackRateLimitStore(redis: SharedRedis): FastifyRateLimitStoreCtor {
  return class SharedRequestCount extends FallbackStore {
    constructor(params: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      const continueExceeding = params.continueExceeding ?? false;
      const exponentialBackoff = params.exponentialBackoff ?? false;
      super(
        redis,
        new RedisStore(continueExceeding, exponentialBackoff, redis.client, 'rate-limit:'),
        new LocalStore(continueExceeding, exponentialBackoff),
      );
    }
  };
}
