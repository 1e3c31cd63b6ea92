import type { FastifyInstance } from 'fastify';
import type { Readiness } from './health.ts';

/**
 * SIGTERM and SIGINT: /readyz answers 503 at once, the watcher and the alerts stop and give up
 * their lock (app.ts's preClose hook), the listener closes, requests under way finish, and every
 * kept-alive connection is closed as soon as it is idle. Node closes the connections that are
 * idle when the listener closes, but not one that becomes idle afterwards: a reverse proxy's
 * upstream pool would hold the process until its own keep-alive timeout. Whatever still runs when
 * `timeoutMs` is up is cut off and the process exits with status 1.
 */

/** How often idle connections are swept while shutting down. */
const SWEEP_EVERY_MS = 100;

export interface ShutdownOptions {
  readonly readiness: Readiness;
  readonly timeoutMs: number;
  /** Runs after the server has closed (the demo's stand-in). */
  readonly afterClose?: () => Promise<void>;
  readonly exit?: (code: number) => void;
}

export function shutdownOnSignals(app: FastifyInstance, options: ShutdownOptions): void {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    const started = performance.now();
    options.readiness.drain();
    app.log.info(
      { signal, timeoutS: options.timeoutMs / 1000 },
      'shutting down: not ready, finishing requests under way',
    );
    const sweep = setInterval(() => app.server.closeIdleConnections(), SWEEP_EVERY_MS);
    const deadline = setTimeout(() => {
      app.log.error(
        { timeoutS: options.timeoutMs / 1000 },
        'shutdown did not finish within SHUTDOWN_TIMEOUT_S: closing every connection and exiting',
      );
      app.server.closeAllConnections();
      exit(1);
    }, options.timeoutMs);
    app
      .close()
      .then(() => options.afterClose?.())
      .then(
        () => {
          app.log.info({ ms: Math.round(performance.now() - started) }, 'stopped');
          return 0;
        },
        (error: unknown) => {
          app.log.error(
            { err: { message: error instanceof Error ? error.message : String(error) } },
            'shutdown failed',
          );
          return 1;
        },
      )
      .then((code) => {
        clearInterval(sweep);
        clearTimeout(deadline);
        exit(code);
      });
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}
