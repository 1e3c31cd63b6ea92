import { LRUCache } from 'lru-cache';
import type { DayStore } from './dayStore.ts';

/**
 * Compute-unit budgets: every upstream call costs the key's owner compute units (the table in
 * src/api/computeUnits.ts), so spending is capped per client per minute and for all clients per
 * UTC day. Only calls that are about to go upstream are charged; cache hits and requests that join
 * a call already under way cost nothing and are never refused.
 *
 * The per-client budget is a token bucket of `perClientPerMinute` units refilled evenly over a
 * minute: a client may spend a minute's units at once, then a steady minute's worth. The daily
 * budget is a plain count that starts again at 00:00 UTC and is saved (DayStore) so a restart
 * keeps it.
 *
 * Other parts of the server that call the upstream (the failures watcher) charge through the same
 * `tryCharge`, under a client key of their own (e.g. "server:watcher").
 */

export type Charge =
  | { readonly ok: true }
  | {
      readonly ok: false;
      /** `client`: this client's minute (HTTP 429); `daily`: every client's day (HTTP 503). */
      readonly scope: 'client' | 'daily';
      /** Whole seconds until the charge would pass (Retry-After). */
      readonly retryAfterS: number;
      readonly message: string;
    };

export interface BudgetSnapshot {
  readonly perClientPerMinute: number;
  readonly dailyLimit: number;
  readonly dailySpent: number;
  readonly dailyLeft: number;
  /** When the daily count starts again (next 00:00 UTC), ISO 8601. */
  readonly dailyResetsAt: string;
}

/**
 * Whom a call is charged to: one key, or several that must all have room (a signed-in user's
 * request is charged to its address's bucket and to the user's own: server/clientKey.ts).
 */
export type ClientKeys = string | readonly string[];

export interface Budget {
  /** Charges `cu` to every client key and to the day when all have room; refuses (charging nothing) otherwise. */
  tryCharge(clientKeys: ClientKeys, cu: number): Charge;
  /** Units these client keys could spend right now (the least any of them has). */
  clientLeft(clientKeys: ClientKeys): number;
  snapshot(): BudgetSnapshot;
  /** Resolves when the day's count is on disk. */
  flushed(): Promise<void>;
  /** Saves the day's count synchronously (shutdown). */
  close(): void;
}

export interface BudgetOptions {
  readonly perClientPerMinute: number;
  readonly dailyLimit: number;
  readonly store: DayStore;
  readonly now?: () => number;
}

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * 60_000;
/** Clients whose buckets are kept; one forgotten gets a full bucket, which the daily budget still bounds. */
const MAX_CLIENTS = 50_000;

const utcDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
const nextUtcMidnight = (ms: number): number => (Math.floor(ms / DAY_MS) + 1) * DAY_MS;

interface Bucket {
  tokens: number;
  at: number;
}

export function createBudget(options: BudgetOptions): Budget {
  const { perClientPerMinute, dailyLimit, store } = options;
  const now = options.now ?? Date.now;
  const perMs = perClientPerMinute / MINUTE_MS;
  const buckets = new LRUCache<string, Bucket>({ max: MAX_CLIENTS });
  let day = utcDay(now());
  let dailySpent = store.load(day);

  const rollDay = (at: number): void => {
    const today = utcDay(at);
    if (today !== day) {
      day = today;
      dailySpent = 0;
    }
  };

  const bucketAt = (clientKey: string, at: number): Bucket => {
    const bucket = buckets.get(clientKey) ?? { tokens: perClientPerMinute, at };
    bucket.tokens = Math.min(perClientPerMinute, bucket.tokens + (at - bucket.at) * perMs);
    bucket.at = at;
    return bucket;
  };

  return {
    tryCharge(clientKeys, cu) {
      const at = now();
      rollDay(at);
      if (dailySpent + cu > dailyLimit || (cu === 0 && dailySpent >= dailyLimit)) {
        return {
          ok: false,
          scope: 'daily',
          retryAfterS: Math.max(1, Math.ceil((nextUtcMidnight(at) - at) / 1000)),
          message: `The server's daily budget of ${dailyLimit} compute units is spent (${dailySpent} used today). It starts again at 00:00 UTC.`,
        };
      }
      const keys = typeof clientKeys === 'string' ? [clientKeys] : clientKeys;
      const held = keys.map((key) => [key, bucketAt(key, at)] as const);
      const short = held.filter(([, bucket]) => bucket.tokens < cu);
      if (short.length > 0) {
        for (const [key, bucket] of held) buckets.set(key, bucket);
        const lowest = Math.min(...short.map(([, bucket]) => bucket.tokens));
        const waitMs = cu > perClientPerMinute ? MINUTE_MS : (cu - lowest) / perMs;
        const who = keys.length > 1 ? 'one client or signed-in user' : 'one client';
        return {
          ok: false,
          scope: 'client',
          retryAfterS: Math.max(1, Math.ceil(waitMs / 1000)),
          message: `Too many requests: ${who} may spend ${perClientPerMinute} compute units a minute and this one needs ${cu}.`,
        };
      }
      for (const [key, bucket] of held) {
        bucket.tokens -= cu;
        buckets.set(key, bucket);
      }
      dailySpent += cu;
      if (cu > 0) store.save({ day, spent: dailySpent });
      return { ok: true };
    },
    clientLeft(clientKeys) {
      const at = now();
      const keys = typeof clientKeys === 'string' ? [clientKeys] : clientKeys;
      const left = keys.map((key) => {
        const bucket = buckets.peek(key);
        return bucket ? Math.min(perClientPerMinute, bucket.tokens + (at - bucket.at) * perMs) : perClientPerMinute;
      });
      return Math.floor(Math.min(perClientPerMinute, ...left));
    },
    snapshot() {
      const at = now();
      rollDay(at);
      return {
        perClientPerMinute,
        dailyLimit,
        dailySpent,
        dailyLeft: Math.max(0, dailyLimit - dailySpent),
        dailyResetsAt: new Date(nextUtcMidnight(at)).toISOString(),
      };
    },
    flushed: () => store.flushed(),
    close: () => store.closeSync(),
  };
}
