import {
  clientRefusal,
  dailyRefusal,
  keysOf,
  MINUTE_MS,
  overDaily,
  snapshotOf,
  utcDay,
  type Budget,
  type BudgetSnapshot,
  type Charge,
  type ClientKeys,
  type LocalBudget,
} from '../budget/budget.ts';
import type { SharedRedis } from './redis.ts';

/**
 * The compute-unit budgets in Redis (REDIS_URL): one bucket per client and one count per UTC day
 * for every instance, charged by one Lua script so two instances cannot both spend the last
 * units. The rules are those of server/budget/budget.ts (same refusals, same messages).
 *
 * While Redis is away each instance charges its own buckets (`local`) against the last day count
 * it saw plus what it spent since; when Redis returns, what it spent alone is added to the day.
 */

/**
 * KEYS[1] is the day's count, KEYS[2..] the buckets that must all have room.
 * {1, spent}: charged; {2, spent}: the day is spent; {3, spent, tokens}: a bucket's minute is (its units).
 */
const CHARGE = `
local cu = tonumber(ARGV[1])
local perMinute = tonumber(ARGV[2])
local now = tonumber(ARGV[3])
local limit = tonumber(ARGV[4])
local spent = tonumber(redis.call('GET', KEYS[1]) or '0')
if spent + cu > limit or (cu == 0 and spent >= limit) then return {2, spent} end
local levels = {}
local lowest = nil
for i = 2, #KEYS do
  local saved = redis.call('HMGET', KEYS[i], 't', 'a')
  local tokens = tonumber(saved[1]) or perMinute
  local at = tonumber(saved[2]) or now
  tokens = math.min(perMinute, tokens + math.max(0, now - at) * perMinute / ${MINUTE_MS})
  levels[i] = tokens
  if tokens < cu and (lowest == nil or tokens < lowest) then lowest = tokens end
end
for i = 2, #KEYS do
  local tokens = levels[i]
  if lowest == nil then tokens = tokens - cu end
  redis.call('HSET', KEYS[i], 't', tostring(tokens), 'a', now)
  redis.call('PEXPIRE', KEYS[i], ${2 * MINUTE_MS})
end
if lowest ~= nil then return {3, spent, tostring(lowest)} end
if cu > 0 then
  spent = redis.call('INCRBY', KEYS[1], cu)
  redis.call('PEXPIRE', KEYS[1], ${2 * 24 * 60 * MINUTE_MS})
end
return {1, spent}
`;

/** How old the day's count shown in the meter and /api/status may be; charges always ask Redis. */
export const DAY_COUNT_FRESH_MS = 1_000;

export interface SharedBudgetOptions {
  readonly redis: SharedRedis;
  readonly perClientPerMinute: number;
  readonly dailyLimit: number;
  /** Charges while Redis is away: per-client buckets only (the day is checked here). */
  readonly local: LocalBudget;
  readonly now?: () => number;
  readonly onError?: (error: unknown) => void;
}

export function createSharedBudget(options: SharedBudgetOptions): Budget {
  const { redis, perClientPerMinute, dailyLimit, local } = options;
  const now = options.now ?? Date.now;
  const { client } = redis;
  /** The day's count as Redis last said, and what this instance spent alone since (for that day). */
  let known = { day: utcDay(now()), spent: 0 };
  let alone = { day: known.day, spent: 0 };
  /** When Redis last told the day's count: the meter's header reads it at most once a second. */
  let knownAt = -Infinity;

  const seen = (day: string, spent: number) => {
    known = { day, spent };
    knownAt = now();
  };
  const failed = (error: unknown) => options.onError?.(error);

  const chargeAlone = (clientKeys: ClientKeys, cu: number, at: number): Charge => {
    const day = utcDay(at);
    if (alone.day !== day) alone = { day, spent: 0 };
    const spent = (known.day === day ? known.spent : 0) + alone.spent;
    if (overDaily(dailyLimit, spent, cu)) return dailyRefusal(dailyLimit, spent, at);
    const charge = local.tryCharge(clientKeys, cu);
    if (charge.ok) alone.spent += cu;
    return charge;
  };

  redis.onRejoin(() => {
    const { day, spent } = alone;
    if (spent === 0) return;
    alone = { day, spent: 0 };
    client.incrby(`day:${day}`, spent).then(
      (total) => seen(day, total),
      (error: unknown) => {
        alone.spent += spent;
        failed(error);
      },
    );
  });

  const readDay = async (at: number): Promise<number> => {
    const day = utcDay(at);
    if (redis.up && !(known.day === day && at - knownAt < DAY_COUNT_FRESH_MS)) {
      try {
        const spent = Number((await client.get(`day:${day}`)) ?? 0);
        seen(day, spent);
        return spent + (alone.day === day ? alone.spent : 0);
      } catch (error) {
        failed(error);
      }
    }
    return (known.day === day ? known.spent : 0) + (alone.day === day ? alone.spent : 0);
  };

  return {
    async tryCharge(clientKeys, cu) {
      const at = now();
      if (!redis.up) return chargeAlone(clientKeys, cu, at);
      const day = utcDay(at);
      const buckets = keysOf(clientKeys).map((key) => `bucket:${key}`);
      let result: [number, number, string?];
      try {
        result = (await client.eval(
          CHARGE,
          1 + buckets.length,
          `day:${day}`,
          ...buckets,
          cu,
          perClientPerMinute,
          at,
          dailyLimit,
        )) as [number, number, string?];
      } catch (error) {
        failed(error);
        return chargeAlone(clientKeys, cu, at);
      }
      const [code, spent, tokens] = result;
      seen(day, Number(spent));
      if (code === 1) return { ok: true };
      if (code === 2) return dailyRefusal(dailyLimit, Number(spent), at);
      return clientRefusal(perClientPerMinute, cu, Number(tokens), buckets.length);
    },
    async clientLeft(clientKeys) {
      if (!redis.up) return local.clientLeft(clientKeys);
      try {
        const left = await Promise.all(
          keysOf(clientKeys).map(async (key) => {
            const [tokens, at] = await client.hmget(`bucket:${key}`, 't', 'a');
            if (tokens == null || at == null) return perClientPerMinute;
            return Number(tokens) + Math.max(0, now() - Number(at)) * (perClientPerMinute / MINUTE_MS);
          }),
        );
        return Math.floor(Math.min(perClientPerMinute, ...left));
      } catch (error) {
        failed(error);
        return local.clientLeft(clientKeys);
      }
    },
    async snapshot(): Promise<BudgetSnapshot> {
      const at = now();
      return snapshotOf(perClientPerMinute, dailyLimit, await readDay(at), at);
    },
    flushed: () => local.flushed(),
    close: () => local.close(),
  };
}
