import type { FastifyInstance } from 'fastify';
import type { StandinContext } from '../context';

/** The extended JSON-RPC service (spec 4.9) under /rpc/{chain}/{apiKey}. */
export async function rpcPlugin(app: FastifyInstance, opts: { ctx: StandinContext }): Promise<void> {
  void opts;
  void app;
}
