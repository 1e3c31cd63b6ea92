import type { FastifyInstance } from 'fastify';
import type { EvmChain } from '../../contract/lib/chains';
import type { StandinContext } from '../context';
import { badRequest } from './http-error';
import { resolveList } from './list';
import { logoUrlFor } from './logos';
import { parseAddress, single, type Query } from './params';
import { plainTransaction, verboseTransaction } from './serialize';
import { generateTx } from './txgen';
import { indexRange, walletProfile } from './wallets';
import { UPSTREAM_ROUTES } from '../../contract/endpoints/upstream';

/** Spec 4.3: the wallet's transactions, plain and decoded (UPSTREAM_ROUTES.wallet, UPSTREAM_ROUTES.walletVerbose). */

function includeOption(query: Query, chain: EvmChain): Record<string, string> {
  const include = single(query, 'include');
  if (include === undefined || include === '') return {};
  if (include !== 'internal_transactions') throw badRequest(`include must be internal_transactions, got "${include}"`);
  if (!chain.internalTransactions) throw badRequest(`Internal transactions are not available on ${chain.name}`);
  return { include };
}

export function registerWalletRoutes(app: FastifyInstance, ctx: StandinContext): void {
  for (const verbose of [false, true]) {
    const path = verbose ? UPSTREAM_ROUTES.walletVerbose : UPSTREAM_ROUTES.wallet;
    app.get<{ Params: { address: string }; Querystring: Query }>(path, async (request) => {
      const address = parseAddress(request.params.address);
      const list = resolveList({
        endpoint: verbose ? 'verbose' : 'wallet',
        address,
        query: request.query,
        apiKey: ctx.apiKey,
        nowMs: ctx.clock.now(),
        options: includeOption,
        source: (chain) => {
          const w = walletProfile(chain, address);
          return { indexRange: (from, to) => indexRange(w, from, to) };
        },
      });
      const w = walletProfile(list.chain, address);
      const logo = logoUrlFor(request);
      const withInternals = list.options.include === 'internal_transactions';
      const result = list.indices.map((i) => {
        const tx = generateTx(w, i);
        return verbose
          ? verboseTransaction(list.chain, tx, logo, withInternals)
          : plainTransaction(list.chain, tx, logo, withInternals);
      });
      // The spec writes page/page_size as numbers for the plain list and as strings for verbose.
      return verbose
        ? { cursor: list.cursor, page: String(list.page), page_size: String(list.pageSize), result }
        : { total: null, cursor: list.cursor, page: list.page, page_size: list.pageSize, result };
    });
  }
}
