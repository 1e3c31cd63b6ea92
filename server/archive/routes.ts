import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import { budgetKeys } from '../clientKey.ts';
import { sendJsonEncoded } from '../proxy/compress.ts';
import { reject, sendJson } from '../proxy/plugin.ts';
import { archiveCsv, archiveCsvFileName } from './csv.ts';
import { encodePosition, readCsvRequest, readListRequest, readSummaryRequest } from './params.ts';
import { ARCHIVE_QUERIES_PER_CLIENT, QueryGate } from './queryGate.ts';
import type { ArchiveStore } from './store.ts';
import { buildSummary } from './summary.ts';
import type { ArchivedFailure } from './types.ts';

/** The archive API (docs/archive.md): same-origin GET paths over the store. */

export const ARCHIVE_PATHS = {
  failures: '/api/archive/failures',
  summary: '/api/archive/summary',
  csv: '/api/archive/failures.csv',
  streams: '/api/archive/streams',
} as const;

export const ARCHIVE_OFF_MESSAGE = 'The failures archive is off on this server (WATCH_INTERVAL_S=0).';

export interface ArchiveApiSource {
  /** Null when the archive is off. */
  readonly store: ArchiveStore | null;
  readonly retentionDays: number;
  backfillCompletedAt(): Promise<number | null>;
  readonly now: () => number;
}

function rawQuery(request: FastifyRequest): string {
  const url = request.raw.url ?? '';
  const at = url.indexOf('?');
  return at === -1 ? '' : url.slice(at + 1);
}

function toJson(row: ArchivedFailure) {
  return {
    id: row.id,
    streamId: row.streamId,
    chain: row.chain,
    webhookUrl: row.webhookUrl,
    tag: row.tag,
    retries: row.retries,
    deliveryStatus: row.deliveryStatus,
    blockNumber: row.blockNumber,
    errorMessage: row.errorMessage,
    type: row.type,
    createdAt: new Date(row.createdAt).toISOString(),
    archivedAt: new Date(row.archivedAt).toISOString(),
  };
}

function unavailable(reply: FastifyReply, request: FastifyRequest, error: unknown): FastifyReply {
  const reason = error instanceof Error ? error.message.split('\n')[0]!.slice(0, 160) : 'unknown error';
  request.log.error({ err: { message: reason } }, 'archive query failed');
  // The reason is the driver's (e.g. "connect ECONNREFUSED 127.0.0.1:5432"); it never holds the
  // DATABASE_URL's password, which pg does not put into its messages.
  return reject(reply, 503, `The failures archive is unavailable: ${reason}. Try again shortly.`);
}

export const TOO_MANY_QUERIES_MESSAGE = `At most ${ARCHIVE_QUERIES_PER_CLIENT} archive queries may run at once per client; wait for one to finish, then try again.`;

export function archiveRoutes(source: ArchiveApiSource) {
  return async function routes(app: FastifyInstance): Promise<void> {
    const off = (reply: FastifyReply) =>
      sendJson(reply, 404, JSON.stringify({ message: ARCHIVE_OFF_MESSAGE, archive: 'off' }));
    const gate = new QueryGate();
    const tooMany = (reply: FastifyReply) => reject(reply.header('retry-after', '1'), 429, TOO_MANY_QUERIES_MESSAGE);
    const enter = (request: FastifyRequest) =>
      gate.tryEnter(budgetKeys({ ip: request.ip, user: request.user ?? null }));

    app.get(ARCHIVE_PATHS.failures, async (request, reply) => {
      const { store } = source;
      if (!store) return off(reply);
      const parsed = readListRequest(rawQuery(request));
      if (!parsed.ok) return reject(reply, 400, parsed.message);
      const { filter, limit, after } = parsed.value;
      const release = enter(request);
      if (!release) return tooMany(reply);
      try {
        // One more than asked tells whether a next page exists.
        const rows = await store.page(filter, after, limit + 1);
        const items = rows.slice(0, limit);
        const last = items[items.length - 1];
        const cursor = rows.length > limit && last ? encodePosition({ createdAt: last.createdAt, id: last.id }) : null;
        return sendJsonEncoded(request, reply, 200, {
          body: JSON.stringify({ items: items.map(toJson), cursor, limit }),
        });
      } catch (error) {
        return unavailable(reply, request, error);
      } finally {
        release();
      }
    });

    app.get(ARCHIVE_PATHS.summary, async (request, reply) => {
      const { store } = source;
      if (!store) return off(reply);
      const parsed = readSummaryRequest(rawQuery(request), source.now());
      if (!parsed.ok) return reject(reply, 400, parsed.message);
      const release = enter(request);
      if (!release) return tooMany(reply);
      try {
        const [coverage, backfillCompletedAt] = await Promise.all([store.coverage(), source.backfillCompletedAt()]);
        const body = await buildSummary(store, parsed.value, {
          coverage,
          backfillCompletedAt,
          retentionDays: source.retentionDays,
          now: source.now(),
        });
        return sendJsonEncoded(request, reply, 200, { body: JSON.stringify(body) });
      } catch (error) {
        return unavailable(reply, request, error);
      } finally {
        release();
      }
    });

    app.get(ARCHIVE_PATHS.streams, async (request, reply) => {
      const { store } = source;
      if (!store) return off(reply);
      if (rawQuery(request) !== '') return reject(reply, 400, 'streams: takes no parameters');
      const release = enter(request);
      if (!release) return tooMany(reply);
      try {
        const streams = (await store.streams()).map((stream) => ({
          streamId: stream.streamId,
          tag: stream.tag,
          count: stream.count,
          lastFailureAt: new Date(stream.lastFailureAt).toISOString(),
        }));
        return sendJsonEncoded(request, reply, 200, { body: JSON.stringify({ streams }) });
      } catch (error) {
        return unavailable(reply, request, error);
      } finally {
        release();
      }
    });

    app.get(ARCHIVE_PATHS.csv, async (request, reply) => {
      const { store } = source;
      if (!store) return off(reply);
      const parsed = readCsvRequest(rawQuery(request));
      if (!parsed.ok) return reject(reply, 400, parsed.message);
      const release = enter(request);
      if (!release) return tooMany(reply);
      const csv = Readable.from(archiveCsv(store, parsed.value));
      // The export counts as running until its last batch is read or the download is dropped.
      csv.once('end', release);
      csv.once('close', release);
      return reply
        .code(200)
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${archiveCsvFileName(parsed.value)}"`)
        .send(csv);
    });
  };
}
