import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BUDGET_LEFT_HEADER } from '../../contract/api/statusPath.ts';
import type { Budget } from '../budget/budget.ts';
import { budgetKeys } from '../clientKey.ts';
import type { ServerConfig } from '../config.ts';
import type { ResponseCache } from './cache.ts';
import { sendJsonEncoded } from './compress.ts';
import { ttlFor } from './policy.ts';
import { matchRoute } from './routes.ts';
import { checkRpcBody, isRpcError, RPC_BODY_MAX, withClientId, type RpcId } from './rpc.ts';
import { clientHasGone, fetchWithinBudget } from './spend.ts';
import { callUpstream, jsonMessage, REDACTED, type UpstreamRequest } from './upstream.ts';
import { queryString, unsafePathReason, validateQuery } from '../../contract/endpoints/params.ts';
import { upstreamPath as upstreamPathOf } from '../../contract/endpoints/upstream.ts';
import type { Metrics } from '../metrics.ts';

/**
 * The `/api/*` proxy: allowlist, validation, key injection, cache, compute-unit budgets.
 * Registered inside the API scope of server/app.ts (which adds the request-count guard, the
 * same-origin check and the JSON error handler).
 */

export function sendJson(reply: FastifyReply, status: number, body: string): FastifyReply {
  return reply.code(status).header('content-type', 'application/json; charset=utf-8').send(body);
}

export function reject(reply: FastifyReply, status: number, message: string): FastifyReply {
  return sendJson(reply, status, jsonMessage(message));
}

function isJsonContentType(value: string | undefined): boolean {
  return value != null && /^application\/json\s*(;|$)/i.test(value);
}

export function proxyPlugin(config: ServerConfig, cache: ResponseCache, budget: Budget, metrics?: Metrics) {
  return async function proxy(app: FastifyInstance): Promise<void> {
    // Bodies are only ever RPC JSON: kept as text (parsed by checkRpcBody) and bounded at 16 KB.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: RPC_BODY_MAX },
      (_request, body, done) => {
        done(null, body);
      },
    );

    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      const rawUrl = request.raw.url ?? '';
      const queryAt = rawUrl.indexOf('?');
      const path = queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt);
      const rawQuery = queryAt === -1 ? '' : rawUrl.slice(queryAt + 1);

      const unsafe = unsafePathReason(path);
      if (unsafe) return reject(reply, 400, unsafe);
      const match = matchRoute(request.method, path);
      if (!match.ok) {
        if (match.allow) reply.header('allow', match.allow);
        return reject(reply, match.status, match.message);
      }
      const { route, params } = match;
      const query = validateQuery(rawQuery, route.query);
      if (!query.ok) return reject(reply, 400, query.message);

      const base = config.upstreams[route.upstream];
      const upstreamPath = upstreamPathOf(route.kind, params);
      const qs = queryString(query.entries);
      let upstream: UpstreamRequest;
      let rpcClientId: RpcId | null = null;
      let cacheKey = `${route.kind} ${upstreamPath}?${qs}`;
      if (route.kind === 'rpc') {
        if (!isJsonContentType(request.headers['content-type']) || typeof request.body !== 'string') {
          return reject(reply, 415, 'JSON-RPC requests need a JSON body (content-type: application/json).');
        }
        const rpc = checkRpcBody(request.body);
        if (!rpc.ok) return reject(reply, 400, rpc.message);
        cacheKey += ` ${rpc.body}`;
        rpcClientId = rpc.clientId;
        upstream = {
          method: 'POST',
          url: `${base}${upstreamPath}/${encodeURIComponent(config.apiKey)}`,
          redactedUrl: `${base}${upstreamPath}/${REDACTED}`,
          headers: { accept: 'application/json', 'content-type': 'application/json' },
          body: rpc.body,
        };
      } else {
        const url = `${base}${upstreamPath}${qs ? `?${qs}` : ''}`;
        upstream = {
          method: 'GET',
          url,
          redactedUrl: url,
          headers: { accept: 'application/json', 'x-api-key': config.apiKey },
        };
      }

      const spent = await fetchWithinBudget({
        cache,
        cacheKey,
        budget,
        clientKey: budgetKeys(request),
        computeUnits: route.computeUnits,
        gone: () => clientHasGone(request, reply),
        call: () =>
          callUpstream(upstream, {
            apiKey: config.apiKey,
            timeoutMs: config.upstreamTimeoutMs,
            log: (event) => {
              metrics?.upstreamCalls.inc({
                endpoint: route.kind,
                status: event.status === null ? 'error' : String(event.status),
              });
              metrics?.upstreamSeconds.observe({ endpoint: route.kind }, event.ms / 1000);
              if (event.error) request.log.warn({ upstream: event }, 'upstream call failed');
              else request.log.debug({ upstream: event }, 'upstream call');
            },
          }),
        // A JSON-RPC error is an answer about this moment (rate limit, no liquidity yet), even in HTTP 200.
        ttlMs: (answer) => (route.kind === 'rpc' && isRpcError(answer.body) ? 0 : ttlFor(route.cache, query.entries)),
      });
      if (!spent.sent) {
        // A client that has gone gets nothing: its socket is closed.
        if (!spent.refusal) return reject(reply, 408, 'The request was abandoned before it was sent.');
        metrics?.budgetRefusals.inc({ scope: spent.refusal.scope });
        reply.header('retry-after', String(spent.refusal.retryAfterS));
        return reject(reply, spent.refusal.scope === 'daily' ? 503 : 429, spent.refusal.message);
      }
      const { answer, outcome } = spent;
      if (outcome === 'miss') metrics?.computeUnits.inc({ endpoint: route.kind }, route.computeUnits);
      // What the whole server may still spend today, so the dashboard's meter follows every call.
      reply.header(BUDGET_LEFT_HEADER, String((await budget.snapshot()).dailyLeft));
      reply.header('x-cache', outcome);
      if (answer.retryAfter) reply.header('retry-after', answer.retryAfter);
      // A JSON-RPC answer given back with this client's own id is this reply's alone: compressed
      // for it, not kept with the shared answer.
      const body = rpcClientId === null ? answer.body : withClientId(answer.body, rpcClientId);
      return sendJsonEncoded(request, reply, answer.status, body === answer.body ? answer : { body });
    };

    // One catch-all: the raw URL is matched against the allowlist here rather than by the router,
    // because the router would decode `%2f` and friends before we could refuse them.
    app.route({ method: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'], url: '/api/*', handler });
    app.route({ method: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'], url: '/api', handler });
  };
}
