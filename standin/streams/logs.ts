import { hexOf, mix32 } from '../chainB/det';
import { blockNumberAt } from './blocks';
import { HISTORY_MS, RETRY_DELAYS_MS, STREAMS } from './config';
import { encodeCursor } from './cursor';
import type { BurstLog } from './bursts';
import { MINUTE_MS, isAfter, logOrder, minuteCount, minuteFailures, type Failure, type FailureKey } from './failures';

/**
 * The delivery log as the streams service answers it (spec 2.10, 4.8). The service's OpenAPI
 * allows `deliveryStatus` "failed" or "success": a failed delivery that a later retry delivered
 * is listed as "success", with the retries it took and the error of the failed attempt.
 */

export interface FailedDeliveryLogBody {
  id: string;
  streamId: string;
  chain: string;
  webhookUrl: string;
  tag: string;
  retries: number;
  deliveryStatus: 'failed' | 'success';
  blockNumber: number;
  errorMessage: string;
  type: string;
  createdAt: string;
}

export interface FailedLogsPageBody {
  result: FailedDeliveryLogBody[];
  /** Left out on the last page: the service's OpenAPI makes it an optional string (never null). */
  cursor?: string;
  total: number;
}

/** A version-4-shaped UUID derived from the failure's identity. */
function uuid(key: string): string {
  const bytes = Buffer.from(hexOf(key, 16), 'hex');
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Retries made by `now` under the schedule (each wait counts from the previous attempt). */
export function retriesAt(createdAt: number, now: number): number {
  let retries = 0;
  let due = createdAt;
  for (const delay of RETRY_DELAYS_MS) {
    due += delay;
    if (due > now) break;
    retries += 1;
  }
  return retries;
}

/** About one failure in twelve is delivered by a later retry: the first, second or third. */
export function deliveringRetry(failure: Failure): number | null {
  const draw = mix32(0xde11, failure.s, failure.minute, failure.k) % 36;
  return draw < 3 ? draw + 1 : null;
}

/** The log entry of one failure as the service answers it at `now` (also the bench's generator). */
export function toLog(failure: Failure, now: number): FailedDeliveryLogBody {
  const stream = STREAMS[failure.s];
  if (!stream) throw new Error(`no stream ${failure.s}`);
  const chain =
    stream.chains[mix32(0xc4a1, failure.s, failure.minute, failure.k) % stream.chains.length] ??
    stream.chains[0] ??
    '0x1';
  // The webhook goes out a few seconds after the block it reports.
  const lagMs = 2_000 + (mix32(0x1a9, failure.s, failure.minute, failure.k) % 30_000);
  return {
    id: uuid(`stream-log:${failure.s}:${failure.minute}:${failure.k}`),
    streamId: stream.id,
    chain,
    webhookUrl: stream.webhookUrl,
    tag: stream.tag,
    ...deliveryAt(failure, now),
    blockNumber: blockNumberAt(stream.type, chain, failure.t - lagMs),
    errorMessage: failure.errorMessage,
    type: stream.type,
    createdAt: new Date(failure.t).toISOString(),
  };
}

function deliveryAt(failure: Failure, now: number): { retries: number; deliveryStatus: 'failed' | 'success' } {
  const retries = retriesAt(failure.t, now);
  const delivering = deliveringRetry(failure);
  // Delivered: the service stops retrying, and the log keeps the retry that delivered it.
  return delivering !== null && retries >= delivering
    ? { retries: delivering, deliveryStatus: 'success' }
    : { retries, deliveryStatus: 'failed' };
}

function window(now: number) {
  const oldest = now - HISTORY_MS;
  return {
    firstMinute: Math.floor(oldest / MINUTE_MS),
    lastMinute: Math.floor(now / MINUTE_MS),
    // History is the last 7 days: (now - 7 d, now].
    contains: (failure: FailureKey) => failure.t > oldest && failure.t <= now,
  };
}

/** A minute's failures, generated and added by bursts, in the log's order. */
function failuresOf(minute: number, bursts: BurstLog | undefined): Failure[] {
  const added = bursts?.failuresIn(minute) ?? [];
  const generated = minuteFailures(minute);
  return added.length ? [...generated, ...added].sort(logOrder) : generated;
}

function countOf(minute: number, bursts: BurstLog | undefined): number {
  return minuteCount(minute) + (bursts?.countIn(minute) ?? 0);
}

/** Failures in the history window at `now`. */
export function totalAt(now: number, bursts?: BurstLog): number {
  const { firstMinute, lastMinute, contains } = window(now);
  let total = 0;
  for (let minute = firstMinute + 1; minute < lastMinute; minute += 1) total += minuteCount(minute);
  // The two edge minutes are only partly inside the window.
  for (const minute of [firstMinute, lastMinute]) total += minuteFailures(minute).filter(contains).length;
  for (const minute of bursts?.minutes() ?? []) total += bursts!.failuresIn(minute).filter(contains).length;
  return total;
}

/** One page, newest first: the `limit` failures after `after` (or from the top). */
export function failedLogsPage(
  now: number,
  limit: number,
  after: FailureKey | null,
  bursts?: BurstLog,
): FailedLogsPageBody {
  const { firstMinute, lastMinute, contains } = window(now);
  const start = after ? Math.min(lastMinute, Math.floor(after.t / MINUTE_MS)) : lastMinute;
  const found: Failure[] = [];
  // Collect one more than asked: it tells whether there is a next page.
  for (let minute = start; minute >= firstMinute && found.length <= limit; minute -= 1) {
    if (countOf(minute, bursts) === 0) continue;
    for (const failure of failuresOf(minute, bursts)) {
      if (!contains(failure) || (after && !isAfter(failure, after))) continue;
      found.push(failure);
      if (found.length > limit) break;
    }
  }
  const page = found.slice(0, limit);
  const last = page[page.length - 1];
  return {
    result: page.map((failure) => toLog(failure, now)),
    ...(found.length > limit && last ? { cursor: encodeCursor(last) } : {}),
    total: totalAt(now, bursts),
  };
}
