import { LRUCache } from 'lru-cache';
import type { SharedCacheTier, Acquired } from '../scale/sharedCache.ts';
import type { ContentCoding } from './compress.ts';
import type { UpstreamAnswer } from './upstream.ts';

/**
 * A bounded response cache plus single-flight. Every upstream call costs the key's owner compute
 * units, so identical requests share one call: answers that succeeded are kept for a TTL chosen by
 * the caller, and identical requests that arrive while a call is under way wait for that call.
 */

export interface CachedAnswer {
  readonly status: number;
  readonly body: string;
  /**
   * The body compressed, by coding, made on first request (compress.ts) and shared by every
   * request that gets this answer. Not counted in maxBytes: JSON compresses well, so an entry's
   * codings add a fraction of its body.
   */
  readonly encoded: Map<ContentCoding, Promise<Buffer>>;
}

/** What a request gets: the answer, with the upstream's Retry-After when it was just fetched. */
export type SharedAnswer = CachedAnswer & { readonly retryAfter: string | null };

export type CacheOutcome = 'hit' | 'miss';

export interface ResponseCacheOptions {
  readonly maxEntries: number;
  readonly maxBytes: number;
  readonly shared?: SharedCacheTier;
  /** Told when the shared tier failed and this instance answered alone. */
  readonly onSharedError?: (error: unknown) => void;
}

type Flight = { answer: SharedAnswer; outcome: CacheOutcome };

export class ResponseCache {
  private readonly lru: LRUCache<string, CachedAnswer>;
  private readonly inFlight = new Map<string, Promise<Flight>>();
  /** Upstream calls made and requests answered without one, for tests and the load report. */
  readonly stats = { calls: 0, hits: 0, coalesced: 0, sharedHits: 0, sharedJoined: 0, sharedErrors: 0 };

  constructor(private readonly options: ResponseCacheOptions) {
    this.lru = new LRUCache<string, CachedAnswer>({
      max: options.maxEntries,
      maxSize: options.maxBytes,
      // Bytes of the body plus the key; a body larger than the whole budget is simply not kept.
      sizeCalculation: (value, key) => Math.max(1, Buffer.byteLength(value.body) + key.length),
      ttlAutopurge: false,
    });
  }

  get size(): number {
    return this.lru.size;
  }

  get bytes(): number {
    return this.lru.calculatedSize;
  }

  /** Empties this instance's cache and, when there is one, the shared tier. */
  async clear(): Promise<void> {
    this.lru.clear();
    if (this.options.shared?.up) await this.options.shared.clear();
  }

  private async acquireShared(key: string): Promise<Acquired | null> {
    const shared = this.options.shared;
    if (!shared?.up) return null;
    try {
      return await shared.acquire(key);
    } catch (error) {
      this.sharedFailed(error);
      return null;
    }
  }

  private sharedFailed(error: unknown): void {
    this.stats.sharedErrors += 1;
    this.options.onSharedError?.(error);
  }

  /**
   * Answers from the cache, joins a call already under way for the same key, or makes the call.
   * `ttlMs(answer)` decides how long a 2xx answer is kept (0: not at all); other answers never are.
   */
  async fetch(
    key: string,
    call: () => Promise<UpstreamAnswer>,
    ttlMs: (answer: UpstreamAnswer) => number,
  ): Promise<{ answer: SharedAnswer; outcome: CacheOutcome }> {
    const cached = this.lru.get(key);
    if (cached) {
      this.stats.hits += 1;
      return { answer: { ...cached, retryAfter: null }, outcome: 'hit' };
    }
    const pending = this.inFlight.get(key);
    if (pending) {
      this.stats.coalesced += 1;
      // A joined call saved an upstream request just as a cached answer does: report it as a hit.
      return { answer: (await pending).answer, outcome: 'hit' };
    }
    const flight = (async (): Promise<Flight> => {
      const shared = await this.acquireShared(key);
      if (shared && shared.kind !== 'lead') {
        const { status, body, retryAfter } = shared.answer;
        const answer: SharedAnswer = {
          status,
          body,
          retryAfter: shared.kind === 'hit' ? null : retryAfter,
          encoded: new Map(),
        };
        if (shared.kind === 'hit') {
          this.stats.sharedHits += 1;
          if (shared.ttlMs > 0) this.lru.set(key, { status, body, encoded: answer.encoded }, { ttl: shared.ttlMs });
        } else {
          this.stats.sharedJoined += 1;
        }
        return { answer, outcome: 'hit' };
      }
      const lease = shared?.lease ?? null;
      let upstream: UpstreamAnswer;
      try {
        // A call that throws (nothing was sent) rejects this flight and every request that joined it.
        upstream = await call();
      } catch (error) {
        await lease?.abandon().catch((failure: unknown) => this.sharedFailed(failure));
        throw error;
      }
      this.stats.calls += 1;
      // The requests that joined this call and the cache entry share one answer, compressions included.
      const answer: SharedAnswer = {
        status: upstream.status,
        body: upstream.body,
        retryAfter: upstream.retryAfter,
        encoded: new Map(),
      };
      const ttl = !upstream.synthetic && upstream.status >= 200 && upstream.status < 300 ? ttlMs(upstream) : 0;
      if (ttl > 0) this.lru.set(key, { status: answer.status, body: answer.body, encoded: answer.encoded }, { ttl });
      // A synthetic answer (timeout, unreachable) is this instance's own trouble: waiters elsewhere try themselves.
      if (lease && upstream.synthetic) await lease.abandon().catch((failure: unknown) => this.sharedFailed(failure));
      else if (lease) await lease.publish(answer, ttl).catch((failure: unknown) => this.sharedFailed(failure));
      return { answer, outcome: 'miss' };
    })();
    this.inFlight.set(key, flight);
    try {
      return await flight;
    } finally {
      this.inFlight.delete(key);
    }
  }
}
