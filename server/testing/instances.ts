import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { buildServer } from '../app.ts';
import type { ServerConfig } from '../config.ts';
import { LogCapture } from './harness.ts';

/** Server instances built in-process (server/app.ts), each on its own loopback port, counting what they serve. */

export interface Instance {
  readonly app: FastifyInstance;
  readonly url: string;
  readonly port: number;
  readonly logs: LogCapture;
  /** Requests this instance received under /api. */
  served: number;
}

export async function startInstance(config: ServerConfig): Promise<Instance> {
  const logs = new LogCapture();
  const app = await buildServer(config, { logStream: logs });
  const instance = { app, url: '', port: 0, logs, served: 0 };
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/api/')) instance.served += 1;
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  instance.port = (app.server.address() as AddressInfo).port;
  instance.url = `http://127.0.0.1:${instance.port}`;
  return instance;
}
