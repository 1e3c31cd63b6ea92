import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { createBudget } from './budget/budget.ts';
import { fileDayStore, memoryDayStore } from './budget/dayStore.ts';
import { budgetKeys, clientKey } from './clientKey.ts';
import { errorHandler, fastifyOptions, type BuildOptions } from './appOptions.ts';
import { allowedHostCheck } from './hosts.ts';
import type { ServerConfig } from './config.ts';
import { ResponseCache } from './proxy/cache.ts';
import { proxyPlugin, reject } from './proxy/plugin.ts';
import { jsonMessage, scrubKey } from './proxy/upstream.ts';
import { registerSecurityHeaders } from './security.ts';
import { foreignRequestReason } from './requestOrigin.ts';
import { logoAllowlist } from './logo/origins.ts';
import { tokenListLogoUrls } from './logo/tokenListLogos.ts';
import { logoRoutes } from './logo/routes.ts';
import { registerAuth } from './auth/guard.ts';
import { createRevocations } from './auth/revocations.ts';
import { minimalStatus } from './auth/minimalStatus.ts';
import { registerStatic } from './static.ts';
import { createStatusSource } from './status.ts';
import { archiveRoutes } from './archive/routes.ts';
import { budgetCharge, createArchiveService } from './archive/service.ts';
import { alertRoutes } from './alerts/routes.ts';
import { AlertService } from './alerts/service.ts';
import { trustedProxyCheck } from './trustProxy.ts';
import { createSharing } from './scale/shared.ts';
import { Readiness, registerProbes } from './health.ts';
import { REQUEST_ID_HEADER } from './requestId.ts';
import { Metrics } from './metrics.ts';
import { deliveryReport } from './alerts/deliveryReport.ts';
import { registerTestHooks } from './testHooks.ts';
import { watchOidcDiscovery } from './oidcDiscovery.ts';
import type { ServerStatus } from '../contract/schemas/status.ts';
import { STATUS_PATH } from '../contract/api/statusPath.ts';

/**
 * Builds the whole server (security headers, /api proxy with rate limit, status, static app)
 * without listening, so tests drive it with `app.inject` or `listen({ port: 0 })`.
 */

export type { BuildOptions } from './appOptions.ts';

export async function buildServer(config: ServerConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const { apiKey } = config;
  const app = Fastify(fastifyOptions(config, options.logStream));

  app.addHook('onSend', async (request, reply, payload) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    return payload;
  });
  // The probes come first: no Host check, sign-in or rate limit stands between them and the orchestrator.
  const readiness = options.readiness ?? new Readiness();
  registerProbes(app, readiness);

  // Only the names this server is known by (ALLOWED_HOSTS): a rebound DNS name gets nothing.
  const hostAllowed = allowedHostCheck(config, () => {
    const address = app.server.address();
    return typeof address === 'object' && address ? address.port : null;
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!hostAllowed(request.headers.host)) {
      return reject(
        reply,
        421,
        'This server does not answer for this host name. Open it by an address it is configured for (ALLOWED_HOSTS).',
      );
    }
  });

  // Only origin-form targets ("/path"): an absolute-form target (`GET http://host/...`) or a
  // protocol-relative one ("//host/...") is how proxies are abused, and we are not one. The first
  // segment names the part of the server (api, assets, a page): no route has an escape there, and
  // the router would decode one ("/%61pi" is "/api") where string checks would not.
  app.addHook('onRequest', async (request, reply) => {
    const url = request.raw.url ?? '';
    if (!url.startsWith('/') || url.startsWith('//')) return reject(reply, 400, 'Only plain paths are accepted.');
    if (/^\/[^/?#]*%/.test(url))
      return reject(reply, 400, 'Percent-escapes are not accepted in the first path segment.');
  });

  // Set once the parts it reads exist (below); requests answered before that are not counted.
  let metrics: Metrics | null = null;
  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern, never the URL: one series per route, whatever clients send.
    metrics?.requests.inc({
      route: request.routeOptions.url ?? 'none',
      method: request.method,
      status: String(reply.statusCode),
    });
    request.log.info(
      {
        method: request.method,
        url: scrubKey(
          request.routeOptions.config.logPathOnly ? (request.url.split('?')[0] ?? '') : request.url,
          apiKey,
        ).slice(0, 300),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
        cache: reply.getHeader('x-cache'),
        // Who asked: the signed-in user (null signed out) and the client as TRUST_PROXY decides.
        user: request.user?.id ?? null,
        client: request.ip,
      },
      'request',
    );
  });

  app.setErrorHandler(errorHandler(apiKey));

  await registerSecurityHeaders(app);

  // REDIS_URL / DATABASE_URL: what several instances behind one load balancer share (server/scale/).
  const sharing = createSharing(config, {
    warn: (message) => app.log.warn(message),
    info: (message) => app.log.info(message),
  });
  const gate = await registerAuth(app, config.auth, {
    isTrustedProxy: trustedProxyCheck(config.trustProxy),
    revocations: createRevocations({
      dataDir: config.dataDir,
      redis: sharing.redis,
      onError: (error) =>
        app.log.warn(
          { err: { message: String(error) } },
          "session revocation list: Redis failed; this instance's own list answered",
        ),
    }),
  });
  const cache =
    options.cache ??
    new ResponseCache({
      maxEntries: config.cacheMaxEntries,
      maxBytes: config.cacheMaxBytes,
      ...(sharing.cacheTier ? { shared: sharing.cacheTier } : {}),
    });
  const status = createStatusSource(config);
  // Every upstream call of this server is charged here: the proxy's, and the watcher's. Shared,
  // the day's count lives in Redis (the local budget then guards only while Redis is away).
  const budget =
    options.budget ??
    sharing.budget(
      createBudget({
        perClientPerMinute: config.cuPerClientPerMinute,
        dailyLimit: sharing.redis ? Number.MAX_SAFE_INTEGER : config.cuDailyBudget,
        store: sharing.redis ? memoryDayStore() : fileDayStore(config.dataDir, (message) => app.log.warn(message)),
      }),
    );
  app.addHook('onClose', async () => budget.close());
  // Alerts live in the archive's database and are evaluated after each of the watcher's writes.
  let alerts: AlertService | null = null;
  let archive;
  try {
    archive = await createArchiveService(config, {
      onError: (message) => app.log.warn({ archive: message }, 'archive watcher'),
      onInfo: (message) => app.log.info(message),
      charge: budgetCharge(budget),
      onWrite: () => alerts?.onArchiveWrite(),
      ...options.archive,
    });
  } catch (error) {
    // A failed start (the database is away) is tried again whole: nothing of this attempt stays open.
    await sharing.close();
    budget.close();
    throw error;
  }
  readiness.add('archive', () => archive.readiness());
  if (config.auth.mode === 'oidc') {
    const discovery = watchOidcDiscovery(config.auth, {
      info: (message) => app.log.info(message),
      warn: (message) => app.log.warn(message),
    });
    readiness.add('oidc', () => discovery.readiness());
    app.addHook('onReady', async () => discovery.start());
    app.addHook('preClose', async () => discovery.stop());
  }
  const sharedRedis = sharing.redis;
  if (sharedRedis) {
    readiness.add('redis', () =>
      sharedRedis.up
        ? null
        : sharedRedis.credentialsRefused
          ? 'Redis refused the credentials in REDIS_URL'
          : 'Redis is not connected',
    );
  }
  metrics =
    config.metricsPort != null
      ? new Metrics(config, { cache, budget: () => budget.snapshot(), archive: () => archive.status() })
      : null;
  if (metrics) {
    const metricsPort = config.metricsPort!;
    const listening = metrics;
    app.addHook('onReady', async () => {
      const url = await listening.listen(metricsPort, config.metricsHost ?? '127.0.0.1');
      app.log.info({ url: `${url}/metrics` }, 'metrics listening');
    });
    app.addHook('onClose', async () => listening.close());
  }
  const archiveStore = archive.api.store;
  alerts = archiveStore
    ? new AlertService(archiveStore.db, config.alerts, {
        onError: (message) => app.log.warn({ alerts: message }, 'alerts'),
        onAttempt: deliveryReport(app.log, metrics),
        ...options.alerts,
      })
    : null;
  // A new instance joins Redis before it serves, so its first requests are counted with the others'.
  app.addHook('onReady', async () => sharing.redis?.ready(3_000));
  // The watcher and the alerts start with the server and stop before the database closes.
  app.addHook('onReady', async () => {
    archive.start();
    alerts?.start();
  });
  // On close the watcher and the alerts stop first (preClose runs before in-flight requests are
  // awaited), so the watcher's lock is free for another instance while this one finishes serving,
  // and a "send test" held by a slow receiver ends now; the database closes only after the last
  // request.
  app.addHook('preClose', async () => {
    readiness.drain();
    alerts?.abortDeliveries();
    await alerts?.stop();
    await archive.stopWatching();
  });
  app.addHook('onClose', async () => archive.close());
  // Registered last: onClose hooks run in order, so Redis closes after everything that uses it.
  app.addHook('onClose', async () => sharing.close());

  await app.register(async (api) => {
    // Every route of this scope, however the router matched its path, requires a signed-in user
    // unless it says otherwise (server/auth/guard.ts).
    api.addHook('onRequest', gate.requireSignIn);
    await api.register(rateLimit, {
      max: config.rateLimitPerMinute,
      timeWindow: 60_000,
      keyGenerator: (request) => clientKey(request.ip),
      ...(sharing.rateLimitStore ? { store: sharing.rateLimitStore } : {}),
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        message: `Too many requests: at most ${context.max} a minute from one client. Try again in ${context.after}.`,
      }),
    });
    api.addHook('onRequest', async (request, reply) => {
      const foreign = foreignRequestReason(request);
      if (foreign) return reject(reply, 403, foreign);
    });
    api.addHook('onSend', async (_request, reply, payload) => {
      // API answers are per-request data: never stored by the browser or shared caches. A logo
      // (server/logo/) is the one answer that says otherwise.
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      return payload;
    });
    // The budgets are read fresh on every call (the upstream health is cached by the status source).
    api.get(STATUS_PATH, { config: { signInOptional: true } }, async (request, reply) => {
      const [upstreams, archiveStatus, alertsStatus, snapshot, clientLeft] = await Promise.all([
        status(),
        archive.status(),
        alerts ? alerts.status().catch(() => null) : Promise.resolve(null),
        budget.snapshot(),
        budget.clientLeft(budgetKeys(request)),
      ]);
      const shared =
        sharing.redis || config.archive.databaseUrl ? { shared: sharing.state(archiveStatus.watcher) } : {};
      const known: ServerStatus = { ...upstreams, budget: { ...snapshot, clientLeft }, ...shared };
      const full = {
        ...known,
        commit: config.commit,
        ...archiveStatus,
        alerts: alertsStatus ?? { state: alerts ? 'unavailable' : 'off' },
        auth: config.auth.mode,
      };
      // Signed out, the sign-in screen needs only the mode, version, sign-in mode and reachability.
      const body = config.auth.mode !== 'none' && !request.user ? minimalStatus(full) : full;
      return reply.header('content-type', 'application/json; charset=utf-8').send(JSON.stringify(body));
    });
    await api.register(archiveRoutes(archive.api));
    await api.register(
      logoRoutes({
        ...options.logos,
        allowed: logoAllowlist(config.logoOrigins, config.upstreams.evm, tokenListLogoUrls()),
      }),
    );
    await api.register(alertRoutes(alerts));
    if (config.testHooks) registerTestHooks(api, cache);
    await api.register(proxyPlugin(config, cache, budget, metrics ?? undefined));
  });

  if (config.outDir) {
    await registerStatic(app, config.outDir, config.mode, config.auth.mode);
  } else {
    app.setNotFoundHandler(async (_request, reply) =>
      reply.code(404).header('content-type', 'application/json; charset=utf-8').send(jsonMessage('Not found.')),
    );
  }
  return app;
}
