import { buildServer } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { secureDataDir } from './dataDir.ts';
import { withDemoUpstreams } from './demo.ts';
import { loadDotEnv } from './envFile.ts';
import { Readiness } from './health.ts';
import { shutdownOnSignals } from './lifecycle.ts';
import { buildWithRetry } from './startup.ts';

/** Entry point: `node --import tsx server/main.ts` (npm start runs it after building the app). */

async function main(): Promise<void> {
  let loaded;
  let envFile: string | null;
  try {
    envFile = loadDotEnv();
    loaded = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`chainboard: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  secureDataDir(loaded.dataDir);
  const demo = await withDemoUpstreams(loaded);
  const config = demo.config;
  const readiness = new Readiness();
  // A signal while waiting for the database: nothing to drain yet.
  const stopWaiting = () => process.exit(0);
  process.once('SIGTERM', stopWaiting);
  process.once('SIGINT', stopWaiting);
  const { value: app, standby } = await buildWithRetry(() => buildServer(config, { readiness }), {
    port: config.port,
    host: config.host,
    log: (message) => console.error(message),
  });
  process.off('SIGTERM', stopWaiting);
  process.off('SIGINT', stopWaiting);
  shutdownOnSignals(app, { readiness, timeoutMs: config.shutdownTimeoutS * 1000, afterClose: () => demo.close() });

  await standby?.close();
  const address = await app.listen({ port: config.port, host: config.host });
  const where = address.replace('://localhost', '://127.0.0.1');
  app.log.info(
    {
      mode: config.mode,
      url: where,
      outDir: config.outDir,
      version: config.version,
      commit: config.commit,
      envFile: envFile ?? 'none (no .env in the working directory)',
    },
    config.mode === 'demo' ? 'Chainboard is serving demo data (no API_KEY set)' : 'Chainboard is serving live data',
  );
  if (process.stdout.isTTY) console.log(`\n  Chainboard (${config.mode} mode): ${where}\n`);
}

main().catch((error: unknown) => {
  // The key is not in scope here; a start-up error message cannot contain it (config errors name variables only).
  console.error('chainboard: failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
