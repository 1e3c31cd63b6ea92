import { DAY, HOUR, MINUTE } from './types';

/**
 * The service's published retry schedule (real-service notes): about 1 min, 10 min, 1 h, 2 h,
 * 6 h, 12 h and 24 h after the failure, each step counted from the previous attempt. History is
 * kept for about a week. Both are published approximations, so everything here is an estimate.
 */
export const RETRY_SCHEDULE_MS = [MINUTE, 10 * MINUTE, HOUR, 2 * HOUR, 6 * HOUR, 12 * HOUR, 24 * HOUR] as const;
export const HISTORY_RETENTION_MS = 7 * DAY;

/** Offsets from the failure to each retry: 1 min, 11 min, 1 h 11 min, ... */
export const RETRY_OFFSETS_MS: readonly number[] = RETRY_SCHEDULE_MS.reduce<number[]>(
  (acc, step) => [...acc, (acc.at(-1) ?? 0) + step],
  [],
);

export type RetryEstimate =
  | { kind: 'scheduled'; at: number; attempt: number; of: number }
  /** The estimated time has passed without the retry being recorded: it is due or running. */
  | { kind: 'due'; at: number; attempt: number; of: number }
  /** Every scheduled retry is done: the service will not try again on its own. */
  | { kind: 'exhausted'; of: number };

/**
 * Next automatic retry: `retries` is the number of steps already done, so the next attempt is
 * number retries + 1, expected at createdAt + the cumulative schedule up to it.
 */
export function nextRetryEstimate(createdAt: number, retries: number, now: number): RetryEstimate {
  const of = RETRY_OFFSETS_MS.length;
  const done = Number.isFinite(retries) ? Math.max(0, Math.floor(retries)) : 0;
  const offset = RETRY_OFFSETS_MS[done];
  if (offset === undefined) return { kind: 'exhausted', of };
  const at = createdAt + offset;
  return { kind: at > now ? 'scheduled' : 'due', at, attempt: done + 1, of };
}

/** When the failure leaves the service's history (about a week after it happened). */
export function dropOutAt(createdAt: number): number {
  return createdAt + HISTORY_RETENTION_MS;
}

/** Compact duration for "in 3h 20m" style labels. */
export function formatDuration(ms: number): string {
  const abs = Math.abs(ms);
  const minutes = Math.round(abs / MINUTE);
  if (minutes < 1) return '<1m';
  if (minutes < 60) return `${minutes}m`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours}h ${minutes % 60}m` : `${hours}h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days}d ${hours % 24}h` : `${days}d`;
}
