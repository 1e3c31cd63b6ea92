import type { FastifyInstance } from 'fastify';

/**
 * The orchestrator's probes (docs/deploy.md, "Probes"): `GET /livez` answers while the process
 * serves; `GET /readyz` answers 200 only when every readiness check passes, else 503 naming each
 * one that fails. Both are answered by the first onRequest hook, so the Host allowlist, sign-in,
 * rate limits and the static fallback never see them: a probe addresses the instance by its pod
 * address and holds no session. They touch no upstream and carry no secret: each failing check
 * says what is missing in fixed words, and the details go to the log.
 */

export const LIVEZ_PATH = '/livez';
export const READYZ_PATH = '/readyz';

/** A check's answer: null when it passes, else what is missing (fixed text, never an error message). */
export type ReadinessCheck = () => string | null | Promise<string | null>;

/** How long one check may take before it counts as failing: a probe's own timeout is often 1 s. */
export const CHECK_TIMEOUT_MS = 800;

export class Readiness {
  private readonly checks = new Map<string, ReadinessCheck>();
  private drainingSince: number | null = null;

  /** Adds (or replaces) a named check; the name is what /readyz reports. */
  add(name: string, check: ReadinessCheck): void {
    this.checks.set(name, check);
  }

  /** From now on /readyz answers 503 (SIGTERM: the load balancer stops sending before we close). */
  drain(now: number = Date.now()): void {
    this.drainingSince ??= now;
  }

  get draining(): boolean {
    return this.drainingSince !== null;
  }

  /** Every check's answer, each bounded by CHECK_TIMEOUT_MS; `missing` maps each failing check to why. */
  async evaluate(): Promise<{ ready: boolean; missing: Record<string, string> }> {
    const missing: Record<string, string> = {};
    if (this.draining) missing.draining = 'this instance is shutting down';
    const results = await Promise.all(
      [...this.checks].map(async ([name, check]) => [name, await bounded(check)] as const),
    );
    for (const [name, reason] of results) if (reason !== null) missing[name] = reason;
    return { ready: Object.keys(missing).length === 0, missing };
  }
}

async function bounded(check: ReadinessCheck): Promise<string | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve('no answer in time'), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([Promise.resolve().then(check), timeout]);
  } catch {
    return 'check failed';
  } finally {
    clearTimeout(timer);
  }
}

/** The probe path of a raw request target ("/readyz?x" counts; "/readyz/" or "/READYZ" does not). */
function probePath(rawUrl: string | undefined): string | null {
  const path = (rawUrl ?? '').split('?', 1)[0];
  return path === LIVEZ_PATH || path === READYZ_PATH ? path : null;
}

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Must be the first onRequest hook registered on the root instance (hooks run in order). While
 * draining, every answer also says Connection: close, so a kept-alive connection (nginx's upstream
 * pool) is closed once its request is answered instead of holding the process until it idles out.
 */
export function registerProbes(app: FastifyInstance, readiness: Readiness): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (readiness.draining) reply.header('connection', 'close');
    return payload;
  });
  app.addHook('onRequest', async (request, reply) => {
    const path = probePath(request.raw.url);
    if (path === null || (request.method !== 'GET' && request.method !== 'HEAD')) return;
    reply.header('content-type', JSON_TYPE).header('cache-control', 'no-store');
    if (path === LIVEZ_PATH) return reply.code(200).send(JSON.stringify({ status: 'live' }));
    const { ready, missing } = await readiness.evaluate();
    return reply
      .code(ready ? 200 : 503)
      .send(JSON.stringify(ready ? { status: 'ready' } : { status: 'not ready', missing }));
  });
}
