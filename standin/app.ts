import Fastify, { type FastifyInstance } from 'fastify';
import chainBPlugin from './chainB/plugin';
import streamsPlugin from './streams/plugin';
import { evmPlugin } from './evm/plugin';
import { rpcPlugin } from './rpc/plugin';
import type { ControllableClock } from './clock';
import { ControlState } from './control-state';
import { controlPlugin } from './control';
import { isServicePath, rejectUnauthorised } from './auth';
import { registerFaults } from './faults';
import type { StandinContext } from './context';

/**
 * Builds the stand-in's Fastify app: the four services under /evm, /chain-b, /streams and /rpc,
 * with the hosted service's auth in front, and (tests only) the control API under /__control.
 */

export interface BuildOptions {
  apiKey: string;
  clock: ControllableClock;
  control: boolean;
  logger: boolean;
}

export interface StandinApp {
  app: FastifyInstance;
  ctx: StandinContext;
  state: ControlState;
}

export async function buildApp(opts: BuildOptions): Promise<StandinApp> {
  const app = Fastify({
    logger: opts.logger,
    // A hung request (fault 'hang') must not keep close() waiting.
    forceCloseConnections: true,
    // Cursors and repeated coin hashes make long URLs legitimate.
    routerOptions: { maxParamLength: 4096 },
  });
  const ctx: StandinContext = { apiKey: opts.apiKey, clock: opts.clock };
  const state = new ControlState(opts.clock);

  app.addHook('onRequest', async (request, reply) => {
    if (!isServicePath(request.url)) return;
    state.log(request.method, request.url);
    if (state.isDown(request.url)) {
      // "Down" looks like a dead host to the caller: the connection closes with no answer.
      reply.hijack();
      request.raw.socket.destroy();
      return;
    }
    if (rejectUnauthorised(request, reply, opts.apiKey)) return reply;
  });
  registerFaults(app, state);

  await app.register(evmPlugin, { prefix: '/evm', ctx });
  await app.register(rpcPlugin, { prefix: '/rpc', ctx });
  await app.register(chainBPlugin, { prefix: '/chain-b', ctx });
  await app.register(streamsPlugin, { prefix: '/streams', ctx, bursts: state.bursts });
  if (opts.control) await app.register(controlPlugin, { prefix: '/__control', state });

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? request.url;
    return reply.code(404).send({ message: `Not found: ${request.method} ${path}` });
  });
  app.setErrorHandler(async (error: { statusCode?: number; message: string }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error(error);
    return reply.code(status).send({ message: status >= 500 ? 'Internal server error' : error.message });
  });
  return { app, ctx, state };
}
