import type { FastifyInstance } from 'fastify';
import { PRICE_CHAINS } from '../../contract/lib/priceEndpoints';
import type { StandinContext } from '../context';
import { badRequest } from './http-error';
import { logoUrlFor } from './logos';
import { parseAddress, parseChain, single, type Query } from './params';
import { tokenPrice } from './prices';
import { UPSTREAM_ROUTES } from '../../contract/endpoints/upstream';

/** Spec 4.4: a token's price (UPSTREAM_ROUTES.price). */
export function registerPriceRoutes(app: FastifyInstance, ctx: StandinContext): void {
  app.get<{ Params: { address: string }; Querystring: Query }>(UPSTREAM_ROUTES.price, async (request) => {
    const token = parseAddress(request.params.address);
    const chain = parseChain(request.query, PRICE_CHAINS);
    const include = single(request.query, 'include');
    if (include !== undefined && include !== '' && include !== 'percent_change') {
      throw badRequest(`include must be percent_change, got "${include}"`);
    }
    const rawBlock = single(request.query, 'to_block');
    if (rawBlock !== undefined && rawBlock !== '' && !/^\d{1,15}$/.test(rawBlock)) {
      throw badRequest(`to_block must be a non-negative whole block number, got "${rawBlock}"`);
    }
    return tokenPrice({
      chain,
      token,
      exchange: single(request.query, 'exchange'),
      toBlock: rawBlock ? Number(rawBlock) : undefined,
      includeChange: include === 'percent_change',
      nowMs: ctx.clock.now(),
      logo: logoUrlFor(request),
    });
  });
}
