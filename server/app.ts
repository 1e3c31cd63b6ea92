import rateLimit from '@fastify/rate-limit';
import Fastify, { LogController, type FastifyError, type FastifyInstance } from 'fastify';
import type { Writable } from 'node:stream';
import type { ServerConfig } from './config.ts';
import { ResponseCache } from './proxy/cache.ts';
import { proxyPlugin, reject } from './proxy/plugin.ts';
import { jsonMessage, scrubKey } from './proxy/upstream.ts';
import { loopbackImageOrigin, registerSecurityHeaders } from './security.ts';
import { registerStatic } from './static.ts';
import { createStatusSource } from './status.ts';
import { archiveRoutes } from './archive/routes.ts';
import { createArchiveService, type ArchiveServiceOptions } from './archive/service.ts';
import { forwardedHopCheck } from './trustProxy.ts';
import { STATUS_PATH } from '../src/api/statusPath.ts';

/**
 * Builds the whole server (security headers, /api proxy with rate limit, status, static app)
 * without listening, so tests drive it with `app.inject` or `listen({ port: 0 })`.
 */

export interface BuildOptions {
  /** Where log lines go (tests capture them); default stdout, or config.logFile. */
  readonly logStream?: Writable;
  /** A cache to use instead of a new one (tests inspect it). */
  readonly cache?: ResponseCache;
  /** The archive's dependencies: the budget's charge hook (the watcher's calls count against it), tests' clock and database. */
  readonly archive?: ArchiveServiceOptions;
}

/** Header names whose values never reach a log line. */
const REDACT_PATHS = [
  'req.headers.authorization', 'req.headers.cookie', 'req.headers["x-api-key"]', 'req.headers["proxy-authorization"]',
  'headers.authorization', 'headers.cookie', 'headers["x-api-key"]', 'res.headers["set-cookie"]',
];

export async function buildServer(config: ServerConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const { apiKey } = config;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(options.logStream ? { stream: options.logStream } : config.logFile ? { file: config.logFile } : {}),
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      // The last line of defence: whatever a log line holds, the key is cut out before it is written.
      hooks: { streamWrite: (line: string) => scrubKey(line, apiKey) },
    },
    // One compact line per request (the onResponse hook below) instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    // TRUST_PROXY (server/config.ts): whose X-Forwarded-For decides request.ip.
    trustProxy: forwardedHopCheck(config.trustProxy),
    bodyLimit: 16 * 1024,
    requestTimeout: 60_000,
    return503OnClosing: true,
    // Malformed percent-encoding and the like: the same JSON shape as every other refusal.
    frameworkErrors: (error, _request, reply) => {
      reject(reply, error.statusCode && error.statusCode < 500 ? error.statusCode : 400, 'Malformed request.');
    },
  });

  // Only origin-form targets ("/path"): an absolute-form target (`GET http://host/...`) or a
  // protocol-relative one ("//host/...") is how proxies are abused, and we are not one.
  app.addHook('onRequest', async (request, reply) => {
    const url = request.raw.url ?? '';
    if (!url.startsWith('/') || url.startsWith('//')) return reject(reply, 400, 'Only plain paths are accepted.');
  });

  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        url: scrubKey(request.url, apiKey).slice(0, 300),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
        cache: reply.getHeader('x-cache'),
      },
      'request',
    );
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    const message = status < 500 ? scrubKey(String(error.message), apiKey) : 'Internal server error.';
    if (status >= 500) request.log.error({ err: { message: scrubKey(String(error.message), apiKey), code: error.code } }, 'request failed');
    return reject(reply, status, message);
  });

  const standinLogos = loopbackImageOrigin(config.upstreams.evm);
  await registerSecurityHeaders(app, standinLogos ? [standinLogos] : []);

  const cache = options.cache ?? new ResponseCache({ maxEntries: config.cacheMaxEntries, maxBytes: config.cacheMaxBytes });
  const status = createStatusSource(config);
  const archive = await createArchiveService(config, {
    onError: (message) => app.log.warn({ archive: message }, 'archive watcher'),
    ...options.archive,
  });
  // The watcher starts with the server and stops before the database closes.
  app.addHook('onReady', async () => archive.start());
  app.addHook('onClose', async () => archive.close());

  await app.register(async (api) => {
    await api.register(rateLimit, {
      max: config.rateLimitPerMinute,
      timeWindow: 60_000,
      keyGenerator: (request) => request.ip,
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        message: `Too many requests: at most ${context.max} a minute from one client. Try again in ${context.after}.`,
      }),
    });
    api.addHook('onSend', async (_request, reply, payload) => {
      // API answers are per-request data: never stored by the browser or shared caches.
      reply.header('cache-control', 'no-store');
      return payload;
    });
    api.get(STATUS_PATH, async (_request, reply) => {
      const [upstreams, archiveStatus] = await Promise.all([status(), archive.status()]);
      return reply.header('content-type', 'application/json; charset=utf-8').send(JSON.stringify({ ...upstreams, ...archiveStatus }));
    });
    await api.register(archiveRoutes(archive.api));
    if (config.testHooks) {
      api.post('/api/__test/reset-cache', async (request, reply) => {
        const loopback = ['127.0.0.1', '::1', '::ffff:127.0.0.1'].includes(request.ip);
        if (!loopback) return reject(reply, 404, 'No such API endpoint.');
        cache.clear();
        return reply.code(204).send();
      });
    }
    await api.register(proxyPlugin(config, cache));
  });

  if (config.outDir) {
    await registerStatic(app, config.outDir, config.mode);
  } else {
    app.setNotFoundHandler(async (_request, reply) =>
      reply.code(404).header('content-type', 'application/json; charset=utf-8').send(jsonMessage('Not found.')),
    );
  }
  return app;
}
