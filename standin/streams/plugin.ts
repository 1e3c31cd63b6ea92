import type { FastifyInstance, FastifyReply } from 'fastify';
import type { StandinContext } from '../context';
import type { BurstLog } from './bursts';
import { decodeCursor } from './cursor';
import { failedLogsPage } from './logs';
import { UPSTREAM_ROUTES } from '../../contract/endpoints/upstream';

/**
 * Streams routes, mounted by the framework under /streams (spec 4.8). Auth and fault injection
 * run in the framework's hooks before these handlers.
 */

export const MAX_LOGS_LIMIT = 100;

type Query = Record<string, string | string[] | undefined>;

function badRequest(reply: FastifyReply, message: string) {
  return reply.code(400).send({ message });
}

export default async function streamsPlugin(
  app: FastifyInstance,
  opts: { ctx: StandinContext; bursts?: BurstLog },
): Promise<void> {
  const { clock } = opts.ctx;

  app.get<{ Querystring: Query }>(UPSTREAM_ROUTES.logs, async (request, reply) => {
    const { limit, cursor } = request.query;
    if (limit === undefined) return badRequest(reply, 'limit is required');
    // Other list endpoints of this service cap at 100; above it the stand-in answers 400, not a clamp.
    if (typeof limit !== 'string' || !/^\d+$/.test(limit) || Number(limit) < 1 || Number(limit) > MAX_LOGS_LIMIT) {
      return badRequest(reply, `limit must be an integer from 1 to ${MAX_LOGS_LIMIT}`);
    }
    if (Array.isArray(cursor)) return badRequest(reply, 'cursor must be given once');
    // An empty cursor means the first page, as clients treat "" like null.
    const after = cursor ? decodeCursor(cursor) : null;
    if (cursor && !after) return badRequest(reply, 'Invalid cursor');
    return failedLogsPage(clock.now(), Number(limit), after, opts.bursts);
  });
}
