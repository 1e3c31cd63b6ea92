import { randomUUID } from 'node:crypto';
import type { SharedRedis } from './redis.ts';

/**
 * The response cache's shared tier in Redis, and single-flight across instances. For one key:
 * - `cache:<key>` holds a cached answer until its TTL;
 * - `lock:<key>` names the instance calling the upstream for it now (a random token, expiring
 *   after `lockMs` so a leader that dies frees the key);
 * - `flight:<token>` holds that call's answer for a few seconds, for the requests on other
 *   instances that waited for it (also answers that are not cached: errors, JSON-RPC errors).
 * A request that finds the key locked polls for the flight's answer; when the lock goes without
 * one (the leader's call was refused, or it died), it tries to lead itself.
 */

export interface StoredAnswer {
  readonly status: number;
  readonly body: string;
  readonly retryAfter: string | null;
}

export type Acquired =
  | { readonly kind: 'hit'; readonly answer: StoredAnswer; readonly ttlMs: number }
  | { readonly kind: 'joined'; readonly answer: StoredAnswer }
  | { readonly kind: 'lead'; readonly lease: Lease };

export interface Lease {
  /** Shares the answer with the waiters and, when `ttlMs` > 0, caches it; frees the key. */
  publish(answer: StoredAnswer, ttlMs: number): Promise<void>;
  /** Frees the key without an answer (nothing was sent): a waiter leads instead. */
  abandon(): Promise<void>;
}

export interface SharedCacheTierOptions {
  /** How long a leader holds a key at most: the upstream timeout plus a margin. */
  readonly lockMs: number;
  /** How often a waiting request looks for the answer. Default 10 ms. */
  readonly pollMs?: number;
  /** How long a flight's answer stays for its waiters. Default 10 s. */
  readonly flightMs?: number;
}

/** GET cache; else SET lock NX; else the holder's token. Atomic, so two instances cannot both lead. */
const ACQUIRE = `
local cached = redis.call('GET', KEYS[1])
if cached then return {1, cached, redis.call('PTTL', KEYS[1])} end
if redis.call('SET', KEYS[2], ARGV[1], 'NX', 'PX', ARGV[2]) then return {2} end
return {3, redis.call('GET', KEYS[2]) or ''}
`;

/** The flight's answer if there is one; else whether the lock is still this holder's. */
const AWAIT = `
local answer = redis.call('GET', KEYS[1])
if answer then return {1, answer} end
if redis.call('GET', KEYS[2]) == ARGV[1] then return {2} end
return {3}
`;

/** Stores the flight's answer (and the cached one), then frees the lock if it is still ours. */
const PUBLISH = `
redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3])
if tonumber(ARGV[4]) > 0 then redis.call('SET', KEYS[2], ARGV[2], 'PX', ARGV[4]) end
if redis.call('GET', KEYS[3]) == ARGV[1] then redis.call('DEL', KEYS[3]) end
return 1
`;

const RELEASE = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
`;

/** "status retryAfter\nbody": the body is JSON text already, so it is kept as it is. */
export function encodeAnswer(answer: StoredAnswer): string {
  return `${answer.status} ${answer.retryAfter ?? ''}\n${answer.body}`;
}

export function decodeAnswer(text: string): StoredAnswer | null {
  const newline = text.indexOf('\n');
  const match = /^(\d{3}) (.*)$/.exec(newline === -1 ? '' : text.slice(0, newline));
  if (!match) return null;
  return { status: Number(match[1]), retryAfter: match[2] || null, body: text.slice(newline + 1) };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class SharedCacheTier {
  private readonly pollMs: number;
  private readonly flightMs: number;

  constructor(
    private readonly redis: SharedRedis,
    private readonly options: SharedCacheTierOptions,
  ) {
    this.pollMs = options.pollMs ?? 10;
    this.flightMs = options.flightMs ?? 10_000;
  }

  get up(): boolean {
    return this.redis.up;
  }

  /**
   * The shared answer for `key`, the answer of a call another instance made meanwhile, or the
   * lead. Throws when Redis fails: the caller then acts alone.
   */
  async acquire(key: string): Promise<Acquired> {
    const { client } = this.redis;
    const deadline = Date.now() + this.options.lockMs + 1_000;
    for (;;) {
      const token = randomUUID();
      const result = (await client.eval(ACQUIRE, 2, `cache:${key}`, `lock:${key}`, token, this.options.lockMs)) as [
        number,
        string?,
        number?,
      ];
      if (result[0] === 1) {
        const answer = decodeAnswer(result[1] ?? '');
        if (answer) return { kind: 'hit', answer, ttlMs: Math.max(0, Number(result[2])) };
      } else if (result[0] === 2) {
        return { kind: 'lead', lease: this.lease(key, token) };
      } else {
        const joined = await this.await(key, result[1] ?? '', deadline);
        if (joined) return { kind: 'joined', answer: joined };
      }
      if (Date.now() > deadline) throw new Error('the shared cache kept this key locked past its lease');
    }
  }

  /** Waits for the holder's answer; null when its lock went without one. */
  private async await(key: string, holder: string, deadline: number): Promise<StoredAnswer | null> {
    const { client } = this.redis;
    while (Date.now() <= deadline) {
      await sleep(this.pollMs);
      const result = (await client.eval(AWAIT, 2, `flight:${holder}`, `lock:${key}`, holder)) as [number, string?];
      if (result[0] === 1) return decodeAnswer(result[1] ?? '');
      if (result[0] === 3) return null;
    }
    return null;
  }

  private lease(key: string, token: string): Lease {
    const { client } = this.redis;
    return {
      publish: async (answer, ttlMs) => {
        await client.eval(
          PUBLISH,
          3,
          `flight:${token}`,
          `cache:${key}`,
          `lock:${key}`,
          token,
          encodeAnswer(answer),
          this.flightMs,
          Math.max(0, Math.floor(ttlMs)),
        );
      },
      abandon: async () => {
        await client.eval(RELEASE, 1, `lock:${key}`, token);
      },
    };
  }

  /** Drops every shared answer (the tests' cache reset). */
  async clear(): Promise<void> {
    const { client } = this.redis;
    const prefix = client.options.keyPrefix ?? '';
    for (const pattern of ['cache:*', 'flight:*']) {
      let cursor = '0';
      do {
        const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}${pattern}`, 'COUNT', 500);
        cursor = next;
        // SCAN returns full names; DEL would add the prefix again, so it is cut off first.
        if (keys.length) await client.del(...keys.map((k) => k.slice(prefix.length)));
      } while (cursor !== '0');
    }
  }
}
