import { LRUCache } from 'lru-cache';
import type { DayStore } from './dayStore.ts';

/**
 * Compute-unit budgets: every upstream call costs the key's owner compute units (each endpoint's
 * record, contract/endpoints/records.ts), so spending is capped per client per minute and for all clients per
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

type Awaitable<T> = T | Promise<T>;

/**
 * Whom a call is charged to: one key, or several that must all have room (a signed-in user's
 * request is charged to its address's bucket and to the user's own: server/clientKey.ts).
 */
export type ClientKeys = string | readonly string[];

export const keysOf = (clientKeys: ClientKeys): readonly string[] =>
  typeof clientKeys === 'string' ? [clientKeys] : clientKeys;

/** The budgets as the server uses them: kept here (LocalBudget) or in Redis (server/scale/sharedBudget.ts). */
export interface Budget {
  /** Charges `cu` to every client key and to the day when all have room; refuses (charging nothing) otherwise. */
  tryCharge(clientKeys: ClientKeys, cu: number): Awaitable<Charge>;
  /** Units these client keys could spend right now (the least any of them has). */
  clientLeft(clientKeys: ClientKeys): Awaitable<number>;
  snapshot(): Awaitable<BudgetSnapshot>;
  /** Resolves when the day's count is on disk. */
  flushed(): Promise<void>;
  /** Saves the day's count synchronously (shutdown). */
  close(): void;
}

/** The budgets of one process, answered at once. */
export interface LocalBudget extends Budget {
  tryCharge(clientKeys: ClientKeys, cu: number): Charge;
  clientLeft(clientKeys: ClientKeys): number;
  snapshot(): BudgetSnapshot;
}

export interface BudgetOptions {
  readonly perClientPerMinute: number;
  readonly dailyLimit: number;
  readonly store: DayStore;
  readonly now?: () => number;
}

export const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * 60_000;
/** Clients whose buckets are kept; one forgotten gets a full bucket, which the daily budget still bounds. */
const MAX_CLIENTS = 50_000;

export const utcDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
export const nextUtcMidnight = (ms: number): number => (Math.floor(ms / DAY_MS) + 1) * DAY_MS;

/** Whether `cu` more units overrun the day (a zero-unit charge is refused once the day is spent). */
export const overDaily = (dailyLimit: number, dailySpent: number, cu: number): boolean =>
  dailySpent + cu > dailyLimit || (cu === 0 && dailySpent >= dailyLimit);

export function dailyRefusal(dailyLimit: number, dailySpent: number, at: number): Extract<Charge, { ok: false }> {
  return {
    ok: false,
    scope: 'daily',
    retryAfterS: Math.max(1, Math.ceil((nextUtcMidnight(at) - at) / 1000)),
    message: `The server's daily budget of ${dailyLimit} compute units is spent (${dailySpent} used today). It starts again at 00:00 UTC.`,
  };
}

/** Refusal for a client whose (lowest) bucket holds `tokens` units and needs `cu`; `keys` is how many buckets were asked. */
export function clientRefusal(
  perClientPerMinute: number,
  cu: number,
  tokens: number,
  keys = 1,
): Extract<Charge, { ok: false }> {
  const perMs = perClientPerMinute / MINUTE_MS;
  const waitMs = cu > perClientPerMinute ? MINUTE_MS : (cu - tokens) / perMs;
  return {
    ok: false,
    scope: 'client',
    retryAfterS: Math.max(1, Math.ceil(waitMs / 1000)),
    message: `Too many requests: ${keys > 1 ? 'one client or signed-in user' : 'one client'} may spend ${perClientPerMinute} compute units a minute and this one needs ${cu}.`,
  };
}

export function snapshotOf(
  perClientPerMinute: number,
  dailyLimit: number,
  dailySpent: number,
  at: number,
): BudgetSnapshot {
  return {
    perClientPerMinute,
    dailyLimit,
    dailySpent,
    dailyLeft: Math.max(0, dailyLimit - dailySpent),
    dailyResetsAt: new Date(nextUtcMidnight(at)).toISOString(),
  };
}

interface Bucket {
  tokens: number;
  at: number;
}

export function createBudget(options: BudgetOptions): LocalBudget {
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
      if (overDaily(dailyLimit, dailySpent, cu)) return dailyRefusal(dailyLimit, dailySpent, at);
      const keys = keysOf(clientKeys);
      const held = keys.map((key) => [key, bucketAt(key, at)] as const);
      const short = held.filter(([, bucket]) => bucket.tokens < cu);
      for (const [key, bucket] of held) {
        if (short.length === 0) bucket.tokens -= cu;
        buckets.set(key, bucket);
      }
      if (short.length > 0)
        return clientRefusal(
          perClientPerMinute,
          cu,
          Math.min(...short.map(([, bucket]) => bucket.tokens)),
          keys.length,
        );
      dailySpent += cu;
      if (cu > 0) store.save({ day, spent: dailySpent });
      return { ok: true };
    },
    clientLeft(clientKeys) {
      const at = now();
      const left = keysOf(clientKeys).map((key) => {
        const bucket = buckets.peek(key);
        return bucket ? Math.min(perClientPerMinute, bucket.tokens + (at - bucket.at) * perMs) : perClientPerMinute;
      });
      return Math.floor(Math.min(perClientPerMinute, ...left));
    },
    snapshot() {
      const at = now();
      rollDay(at);
      return snapshotOf(perClientPerMinute, dailyLimit, dailySpent, at);
    },
    flushed: () => store.flushed(),
    close: () => store.closeSync(),
  };
}
