import type { FastifyInstance } from 'fastify';
import type { StandinContext } from '../context';
import { HttpError } from './http-error';
import { registerLogoRoute } from './logos';
import { registerNftRoutes } from './nft-routes';
import { registerPriceRoutes } from './price-routes';
import { registerWalletRoutes } from './wallet-routes';

/** The main data service (spec 4.3 to 4.5) under /evm/api/v2.2, plus the logos it links to. */
export async function evmPlugin(app: FastifyInstance, opts: { ctx: StandinContext }): Promise<void> {
  app.setErrorHandler(async (error, request, reply) => {
    if (error instanceof HttpError) return reply.code(error.status).send({ message: error.message });
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status >= 500) request.log.error(error);
    return reply.code(status).send({ message: status >= 500 ? 'Internal server error' : (error as Error).message });
  });
  registerLogoRoute(app);
  // Static segments (nft, erc20) win over the :address route in Fastify's router.
  registerWalletRoutes(app, opts.ctx);
  registerNftRoutes(app, opts.ctx);
  registerPriceRoutes(app, opts.ctx);
}
