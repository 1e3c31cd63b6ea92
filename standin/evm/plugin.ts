import type { FastifyInstance } from 'fastify';
import type { StandinContext } from '../context';
import { registerLogoRoute } from './logos';

/** The main data service (spec 4.3 to 4.5) under /evm/api/v2.2. */
export async function evmPlugin(app: FastifyInstance, opts: { ctx: StandinContext }): Promise<void> {
  void opts;
  registerLogoRoute(app);
}
