import type { FastifyInstance } from 'fastify';
import type { StandinContext } from '../context';

/** Chain B (Aptos-style) routes, mounted by the framework under /chain-b. Filled in next. */
export default async function chainBPlugin(
  app: FastifyInstance,
  opts: { ctx: StandinContext },
): Promise<void> {
  void app;
  void opts;
}
