import { RETRY_SCHEDULE_MS } from '../../contract/pages/streams/retry.ts';
import type { SummaryRequest } from './params.ts';
import { rateSpan, seenBy, type Seen } from './seen.ts';
import type { ArchiveStore } from './store.ts';
import type { Bucket, Coverage, TopGroups } from './types.ts';

/** `GET /api/archive/summary` (docs/archive.md): exact counts, grouped in the database. */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
export const BUCKET_SIZES_MS = [MINUTE, 5 * MINUTE, 15 * MINUTE, HOUR, 3 * HOUR, 6 * HOUR, 24 * HOUR] as const;
export const MAX_BUCKETS = 200;

/** The smallest bucket that gives at most MAX_BUCKETS buckets over the window. */
export function bucketSizeFor(windowMs: number): number {
  return (
    BUCKET_SIZES_MS.find((size) => Math.ceil(windowMs / size) <= MAX_BUCKETS) ??
    BUCKET_SIZES_MS[BUCKET_SIZES_MS.length - 1]!
  );
}

/** The service retries a failed delivery this many times (real-service notes). */
export const SCHEDULED_RETRIES = RETRY_SCHEDULE_MS.length;

export const ERROR_STATE_BASIS =
  'The service puts a stream in an error state when its delivery success rate falls under 70 %. ' +
  'The history lists failed deliveries only, not successful ones, so the success rate cannot be known from it.';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

interface SeenJson {
  firstSeen: string | null;
  lastSeen: string | null;
}

export interface SummaryBody {
  window: { from: string; to: string; bucketMs: number };
  total: number;
  /** The span every rate per hour is taken over: the part of the window the archive covers. */
  rate: { from: string | null; to: string | null; hours: number; failuresPerHour: number };
  byStream: ({
    streamId: string;
    tag: string;
    count: number;
    health: { failuresPerHour: number; retryScheduleUsed: number; errorState: { near: null; basis: string } };
  } & SeenJson)[];
  byError: Omit<TopGroups, 'groups'> & { groups: ({ key: string; count: number } & SeenJson)[] };
  byChain: TopGroups;
  series: { start: string; count: number; by: Record<string, number> }[];
  coverage: {
    oldest: string | null;
    newest: string | null;
    rows: number;
    backfillCompletedAt: string | null;
    retentionDays: number;
    coversWindow: boolean;
  };
}

/** Every bucket from the one holding `from` to the one holding `to - 1`, the empty ones as zero. */
export function fillBuckets(buckets: readonly Bucket[], from: number, to: number, size: number): Bucket[] {
  const byStart = new Map(buckets.map((bucket) => [bucket.start, bucket]));
  const out: Bucket[] = [];
  for (let start = Math.floor(from / size) * size; start < to; start += size) {
    out.push(byStart.get(start) ?? { start, count: 0, by: {} });
  }
  return out;
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

const seenJson = (seen: Seen | undefined): SeenJson => ({
  firstSeen: iso(seen?.first ?? null),
  lastSeen: iso(seen?.last ?? null),
});

export async function buildSummary(
  store: ArchiveStore,
  request: SummaryRequest,
  archive: { coverage: Coverage; backfillCompletedAt: number | null; retentionDays: number; now: number },
): Promise<SummaryBody> {
  const { filter, stack, top } = request;
  const bucketMs = bucketSizeFor(filter.to - filter.from);
  // The four queries run at once: PostgreSQL answers them on as many pooled connections (SQLite
  // one after another). Every failure has one stream: the per-stream counts add up to the total.
  const [streams, byError, byChain, buckets] = await Promise.all([
    store.byStream(filter),
    store.topGroups(filter, 'error_message', top),
    store.topGroups(filter, 'chain', top),
    store.series(filter, bucketMs, stack === 'chain' ? 'chain' : 'stream_id'),
  ]);
  const total = streams.reduce((sum, stream) => sum + stream.count, 0);
  const { coverage } = archive;
  // Rates are per hour of the window the archive covers, not of the window asked (seen.ts).
  const span = rateSpan(filter, coverage, archive.now);
  const hours = span ? (span.to - span.from) / HOUR : 0;
  const perHour = (count: number) => (hours > 0 ? round(count / hours, 3) : 0);
  // First and last seen: one query after another, as SQLite's worker runs them anyway.
  const streamSeen = await seenBy(
    store.db,
    filter,
    'stream_id',
    streams.map((stream) => stream.streamId),
  );
  const errorSeen = await seenBy(
    store.db,
    filter,
    'error_message',
    byError.groups.map((group) => group.key),
  );
  return {
    window: { from: new Date(filter.from).toISOString(), to: new Date(filter.to).toISOString(), bucketMs },
    total,
    rate: {
      from: iso(span?.from ?? null),
      to: iso(span?.to ?? null),
      hours: round(hours, 3),
      failuresPerHour: perHour(total),
    },
    byStream: streams.map((stream) => ({
      streamId: stream.streamId,
      tag: stream.tag,
      count: stream.count,
      ...seenJson(streamSeen.get(stream.streamId)),
      health: {
        failuresPerHour: perHour(stream.count),
        retryScheduleUsed: round(Math.min(1, stream.retriesSum / (stream.count * SCHEDULED_RETRIES)), 4),
        errorState: { near: null, basis: ERROR_STATE_BASIS },
      },
    })),
    byError: {
      ...byError,
      groups: byError.groups.map((group) => ({ ...group, ...seenJson(errorSeen.get(group.key)) })),
    },
    byChain,
    series: fillBuckets(buckets, filter.from, filter.to, bucketMs).map((bucket) => ({
      start: new Date(bucket.start).toISOString(),
      count: bucket.count,
      by: bucket.by,
    })),
    coverage: {
      oldest: iso(coverage.oldest),
      newest: iso(coverage.newest),
      rows: coverage.rows,
      backfillCompletedAt: iso(archive.backfillCompletedAt),
      retentionDays: archive.retentionDays,
      coversWindow: archive.backfillCompletedAt !== null && coverage.oldest !== null && coverage.oldest <= filter.from,
    },
  };
}
