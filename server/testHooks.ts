import type { FastifyInstance } from 'fastify';
import type { ResponseCache } from './proxy/cache.ts';
import { reject } from './proxy/plugin.ts';

/**
 * CHAINBOARD_TEST_HOOKS=1 only (the e2e servers): POST /api/__test/reset-cache empties the cache
 * between tests, for loopback clients alone.
 */
export function registerTestHooks(api: FastifyInstance, cache: ResponseCache): void {
  api.post('/api/__test/reset-cache', async (request, reply) => {
    const loopback = ['127.0.0.1', '::1', '::ffff:127.0.0.1'].includes(request.ip);
    if (!loopback) return reject(reply, 404, 'No such API endpoint.');
    await cache.clear();
    return reply.code(204).send();
  });
}
