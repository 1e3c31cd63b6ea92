import type { FastifyInstance } from 'fastify';
import type { StandinContext } from '../context';

/** Streams routes, mounted by the framework under /streams. Filled in next. */
export default async function streamsPlugin(
  app: FastifyInstance,
  opts: { ctx: StandinContext },
): Promise<void> {
  void app;
  void opts;
}
