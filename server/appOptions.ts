import {
  LogController,
  type FastifyError,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import type { Writable } from 'node:stream';
import type { Budget } from './budget/budget.ts';
import type { ServerConfig } from './config.ts';
import type { ResponseCache } from './proxy/cache.ts';
import { reject } from './proxy/plugin.ts';
import { scrubKey } from './proxy/upstream.ts';
import type { LogoRouteOptions } from './logo/routes.ts';
import type { ArchiveServiceOptions } from './archive/service.ts';
import type { AlertServiceOptions } from './alerts/service.ts';
import { forwardedHopCheck } from './trustProxy.ts';
import type { Readiness } from './health.ts';
import { requestIdOf } from './requestId.ts';

/** What buildServer (app.ts) takes besides the config, and the Fastify instance's own options. */

export interface BuildOptions {
  /** Where log lines go (tests capture them); default stdout, or config.logFile. */
  readonly logStream?: Writable;
  /** A cache to use instead of a new one (tests inspect it). */
  readonly cache?: ResponseCache;
  /** Budgets to use instead of new ones from the config (tests move their clock). */
  readonly budget?: Budget;
  /** The archive's dependencies: tests' clock and database (the watcher is charged to the budget). */
  readonly archive?: ArchiveServiceOptions;
  /** The logo fetcher's name lookup and limits (tests resolve names to addresses of their choice). */
  readonly logos?: Omit<LogoRouteOptions, 'allowed'>;
  /** The alerts' dependencies: tests' clock, sender and retry timing. */
  readonly alerts?: AlertServiceOptions;
  /** What /readyz asks (server/health.ts); main.ts drains it on SIGTERM. Default: a new one. */
  readonly readiness?: Readiness;
}

/** Header names whose values never reach a log line. */
const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'req.headers["proxy-authorization"]',
  'headers.authorization',
  'headers.cookie',
  'headers["x-api-key"]',
  'res.headers["set-cookie"]',
];

/** Fastify's options: logging with the key scrubbed, request ids, proxies, limits and refusals. */
export function fastifyOptions(config: ServerConfig, logStream: Writable | undefined): FastifyServerOptions {
  const { apiKey } = config;
  return {
    logger: {
      level: config.logLevel,
      ...(logStream ? { stream: logStream } : config.logFile ? { file: config.logFile } : {}),
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      // The last line of defence: whatever a log line holds, the key is cut out before it is written.
      hooks: { streamWrite: (line: string) => scrubKey(line, apiKey) },
    },
    // Our own check of X-Request-Id (server/requestId.ts) instead of Fastify's, which takes any value.
    requestIdHeader: false,
    genReqId: requestIdOf,
    // One compact line per request (buildServer's onResponse hook) instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    // TRUST_PROXY (server/config.ts): whose X-Forwarded-For decides request.ip.
    trustProxy: forwardedHopCheck(config.trustProxy),
    bodyLimit: 16 * 1024,
    requestTimeout: 60_000,
    // While closing, a request on a kept-alive connection is still served (with Connection: close,
    // server/health.ts): a 503 there would reach the user through the load balancer.
    return503OnClosing: false,
    // Malformed percent-encoding and the like: the same JSON shape as every other refusal.
    frameworkErrors: (error, _request, reply) => {
      reject(reply, error.statusCode && error.statusCode < 500 ? error.statusCode : 400, 'Malformed request.');
    },
  };
}

/** A refusal keeps its message (the key cut out); anything else is logged and answered as a bare 500. */
export function errorHandler(apiKey: ServerConfig['apiKey']) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    const message = status < 500 ? scrubKey(String(error.message), apiKey) : 'Internal server error.';
    if (status >= 500)
      request.log.error(
        { err: { message: scrubKey(String(error.message), apiKey), code: error.code } },
        'request failed',
      );
    return reject(reply, status, message);
  };
}
