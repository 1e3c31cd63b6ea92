import { Rng, mix32, pickWeighted, unit } from '../chainB/det';
import { STREAMS, type StreamConfig } from './config';

/**
 * When failed deliveries happen: a seeded process over absolute time, so the log is a pure
 * function of the clock. Time is cut into minutes; in each minute each stream fails a Poisson
 * number of times: a low background rate that swings with the time of day, plus, while its webhook
 * is in an outage (a seeded start, length and intensity per stream and hour), a burst of failures
 * that all carry the outage's error. Past minutes never change, so paging is stable while the
 * clock moves: new failures only appear at the top, old ones only leave at the bottom.
 */

export const MINUTE_MS = 60_000;
const HOUR_MINUTES = 60;
/** Outages last at most this long; a minute is checked against outages of this many hours back. */
const MAX_OUTAGE_MINUTES = 110;
const LOOKBACK_HOURS = Math.ceil((HOUR_MINUTES + MAX_OUTAGE_MINUTES) / HOUR_MINUTES);

/** One failed delivery, identified by (minute, stream, k). */
export interface FailureKey {
  /** createdAt, ms since the epoch. */
  readonly t: number;
  /** Index of the stream in STREAMS. */
  readonly s: number;
  /** Index of the failure within its stream and minute. */
  readonly k: number;
}

export interface Failure extends FailureKey {
  readonly minute: number;
  readonly errorMessage: string;
}

interface Outage {
  readonly start: number;
  readonly end: number;
  readonly perMinute: number;
  readonly errorMessage: string;
}

/** Tiny bounded memo: the values are pure, so dropping them all when full is always safe. */
function memo<V>(limit: number, compute: (key: number) => V): (key: number) => V {
  const cache = new Map<number, V>();
  return (key) => {
    const hit = cache.get(key);
    if (hit !== undefined) return hit;
    if (cache.size >= limit) cache.clear();
    const value = compute(key);
    cache.set(key, value);
    return value;
  };
}

const streamCount = STREAMS.length;

function stream(s: number): StreamConfig {
  const config = STREAMS[s];
  if (!config) throw new Error(`no stream ${s}`);
  return config;
}

const outageOf = memo<Outage | null>(50_000, (key) => {
  const s = key % streamCount;
  const hour = Math.floor(key / streamCount);
  const config = stream(s);
  const rng = new Rng(0x0074, s, hour);
  if (rng.next() >= config.outagesPerHour) return null;
  const start = hour * HOUR_MINUTES + rng.int(0, HOUR_MINUTES - 1);
  return {
    start,
    end: start + rng.int(8, MAX_OUTAGE_MINUTES),
    perMinute: 1.5 + rng.next() * 10,
    errorMessage: rng.weighted(config.outageErrors),
  };
});

/** The outage of stream s covering `minute`, if any (the latest one when two overlap). */
function activeOutage(s: number, minute: number): Outage | null {
  const hour = Math.floor(minute / HOUR_MINUTES);
  for (let h = hour; h >= hour - LOOKBACK_HOURS; h -= 1) {
    const outage = outageOf(h * streamCount + s);
    if (outage && outage.start <= minute && minute < outage.end) return outage;
  }
  return null;
}

/** Inverse-CDF Poisson draw from a uniform number. */
function poisson(mean: number, draw: number): number {
  let n = 0;
  let p = Math.exp(-mean);
  let cumulative = p;
  while (draw > cumulative && n < 1000) {
    n += 1;
    p *= mean / n;
    cumulative += p;
  }
  return n;
}

/** More traffic (hence more failures) in the European and American working day. */
function timeOfDay(minute: number): number {
  const hourOfDay = (minute % (24 * HOUR_MINUTES)) / HOUR_MINUTES;
  return 1 + 0.5 * Math.sin(((hourOfDay - 9) / 24) * 2 * Math.PI);
}

interface StreamMinute {
  readonly outage: Outage | null;
  readonly inOutage: number;
  readonly total: number;
}

function streamMinute(s: number, minute: number): StreamMinute {
  const outage = activeOutage(s, minute);
  const inOutage = outage ? poisson(outage.perMinute, unit(0x0b57, s, minute)) : 0;
  const background = poisson(stream(s).backgroundPerMinute * timeOfDay(minute), unit(0xba6, s, minute));
  return { outage, inOutage, total: inOutage + background };
}

/** Failures of all streams in one minute (before any window is applied). */
export const minuteCount = memo<number>(200_000, (minute) => {
  let total = 0;
  for (let s = 0; s < streamCount; s += 1) total += streamMinute(s, minute).total;
  return total;
});

/** True when `a` comes after `b` in the log's order: newest first, then stream, then k. */
export function isAfter(a: FailureKey, b: FailureKey): boolean {
  if (a.t !== b.t) return a.t < b.t;
  if (a.s !== b.s) return a.s > b.s;
  return a.k > b.k;
}

/** Sort comparator for the log's order. */
export function logOrder(a: FailureKey, b: FailureKey): number {
  return isAfter(a, b) ? 1 : isAfter(b, a) ? -1 : 0;
}

/** The failures of one minute, in the log's order. */
export function minuteFailures(minute: number): Failure[] {
  if (minuteCount(minute) === 0) return [];
  const out: Failure[] = [];
  for (let s = 0; s < streamCount; s += 1) {
    const { outage, inOutage, total } = streamMinute(s, minute);
    for (let k = 0; k < total; k += 1) {
      const errorMessage =
        outage && k < inOutage
          ? outage.errorMessage
          : pickWeighted(stream(s).backgroundErrors, unit(0xe7, s, minute, k));
      out.push({ t: minute * MINUTE_MS + (mix32(0x7133, s, minute, k) % MINUTE_MS), s, k, minute, errorMessage });
    }
  }
  return out.sort(logOrder);
}
