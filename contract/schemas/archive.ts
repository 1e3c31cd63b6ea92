import { z } from './zod';
import { cursorField, isoTimestamp, numberLike } from './common';

/**
 * The server's failures archive (docs/archive.md). Strict where the page relies on a field (ids
 * it keys and links by, times it sorts and charts by, the counts it shows as exact); tolerant
 * elsewhere: the archive stores what the streams service sent, and that varies (real-service notes).
 */

const count = z.int().check(z.nonnegative());
const nullableTime = z.nullish(isoTimestamp);

/** One archived failure: the service's failed delivery log (spec 2.10) plus when it was archived. */
export const archivedFailure = z.object({
  id: z.string().check(z.minLength(1)),
  streamId: z.string().check(z.minLength(1)),
  chain: z.string(),
  webhookUrl: z.string(),
  tag: z.string(),
  retries: numberLike,
  deliveryStatus: z.string(),
  /** null when the service sent a block number that is not a whole number. */
  blockNumber: z.nullable(numberLike),
  errorMessage: z.string(),
  type: z.string(),
  createdAt: isoTimestamp,
  archivedAt: z.optional(isoTimestamp),
});
export type ArchivedFailure = z.infer<typeof archivedFailure>;

/** `GET /api/archive/failures`: newest first, keyset-paged. */
export const archivedFailuresPage = z.object({
  items: z.array(archivedFailure),
  cursor: cursorField,
  limit: z.optional(numberLike),
});
export type ArchivedFailuresPage = z.infer<typeof archivedFailuresPage>;

/** First and last failure of a group within the window (null on an older server). */
const seen = { firstSeen: nullableTime, lastSeen: nullableTime };

const groups = z.object({
  groups: z.array(z.object({ key: z.string(), count, ...seen })),
  otherGroups: count,
  otherCount: count,
});

export const streamHealth = z.object({
  failuresPerHour: z.number(),
  /** Mean share of the service's 7 scheduled retries used by the stream's failures, 0–1. */
  retryScheduleUsed: z.number(),
  /** Whether the stream is near the service's 70 % success-rate error state; null when unknowable. */
  errorState: z.object({ near: z.nullish(z.boolean()), basis: z.optional(z.string()) }),
});
export type StreamHealth = z.infer<typeof streamHealth>;

/** `GET /api/archive/summary`: exact counts for one window, computed in the database. */
export const archiveSummary = z.object({
  window: z.object({ from: isoTimestamp, to: isoTimestamp, bucketMs: z.int().check(z.positive()) }),
  total: count,
  /** The span the rates per hour are over: the part of the window the archive covers (null bounds: none). */
  rate: z.optional(z.object({ from: nullableTime, to: nullableTime, hours: z.number(), failuresPerHour: z.number() })),
  byStream: z.array(
    z.object({ streamId: z.string(), tag: z.nullish(z.string()), count, ...seen, health: streamHealth }),
  ),
  byError: groups,
  byChain: groups,
  series: z.array(z.object({ start: isoTimestamp, count, by: z.record(z.string(), count) })),
  coverage: z.object({
    oldest: nullableTime,
    newest: nullableTime,
    rows: count,
    backfillCompletedAt: nullableTime,
    retentionDays: z.optional(z.number()),
    coversWindow: z.boolean(),
  }),
});
export type ArchiveSummary = z.infer<typeof archiveSummary>;

/** `GET /api/archive/streams`: every stream the archive holds failures of, newest failure first. */
export const archiveStreams = z.object({
  streams: z.array(
    z.object({ streamId: z.string().check(z.minLength(1)), tag: z.string(), count, lastFailureAt: isoTimestamp }),
  ),
});
export type ArchiveStreams = z.infer<typeof archiveStreams>;
