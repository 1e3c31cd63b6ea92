import type { FastifyInstance, FastifyReply } from 'fastify';
import type { StandinContext } from '../context';
import { coinByHash, type Coin } from './coins';
import { headAt } from './heights';
import { chainBBlockBody } from './transactions';
import { UPSTREAM_ROUTES } from '../../contract/endpoints/upstream';
import { COIN_HASHES_PARAM } from '../../contract/lib/chainB';

/**
 * Aptos routes, mounted by the framework under /chain-b (spec 4.6, 4.7). Auth and
 * fault injection run in the framework's hooks before these handlers.
 */

type Query = Record<string, string | string[] | undefined>;

export const MAX_COIN_HASHES = 25;

/** The Aptos service's 400 shape (real-service notes): statusCode as text, messages as a list. */
function badRequest(reply: FastifyReply, messages: string[]) {
  return reply.code(400).send({ statusCode: '400', message: messages, error: 'Bad Request' });
}

function values(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/**
 * Hashes from every form clients send: the parameter repeated, repeated
 * with `[]`, and comma-separated lists inside either.
 */
export function requestedHashes(query: Query): string[] {
  return [...values(query[COIN_HASHES_PARAM]), ...values(query[`${COIN_HASHES_PARAM}[]`])]
    .flatMap((value) => value.split(','))
    .map((value) => value.trim());
}

const HASH = /^(0x)?[0-9a-f]{64}$/i;

export default async function chainBPlugin(app: FastifyInstance, opts: { ctx: StandinContext }): Promise<void> {
  const { clock } = opts.ctx;

  app.get<{ Params: { height: string }; Querystring: Query }>(UPSTREAM_ROUTES.block, async (request, reply) => {
    const raw = request.params.height;
    const withTransactions = request.query['with_transactions'];
    const messages: string[] = [];
    if (!/^\d+$/.test(raw)) messages.push('block_height must be a non-negative integer');
    if (withTransactions !== undefined && withTransactions !== 'true' && withTransactions !== 'false') {
      messages.push('with_transactions must be a boolean value (true or false)');
    }
    if (messages.length > 0) return badRequest(reply, messages);

    const head = headAt(clock.now());
    // BigInt first: a 30-digit height is well formed, just not made yet. Past the head the Aptos
    // node answers this, without naming the head: finding it takes look-ups, as with the service.
    if (BigInt(raw) > BigInt(head)) {
      return reply.code(404).send({
        message: `Block not found by Height(${BigInt(raw).toString()})`,
        error_code: 'block_not_found',
        vm_error_code: null,
      });
    }
    return chainBBlockBody(Number(raw), withTransactions === 'true');
  });

  app.get<{ Querystring: Query }>(UPSTREAM_ROUTES.coins, async (request, reply) => {
    const hashes = requestedHashes(request.query);
    if (hashes.length === 0) return badRequest(reply, [`${COIN_HASHES_PARAM} must contain at least 1 elements`]);
    if (hashes.length > MAX_COIN_HASHES) {
      return badRequest(reply, [`${COIN_HASHES_PARAM} must contain no more than ${MAX_COIN_HASHES} elements`]);
    }
    const bad = hashes.filter((hash) => !HASH.test(hash));
    if (bad.length > 0) {
      return badRequest(
        reply,
        bad.map((hash) => `${COIN_HASHES_PARAM}: "${hash.slice(0, 80)}" is not a 64-digit hex SHA-256 hash`),
      );
    }
    // Request order, each coin once, unknown hashes left out (as a lookup by key would).
    const seen = new Set<string>();
    const coins: Coin[] = [];
    for (const hash of hashes) {
      const key = hash.toLowerCase().replace(/^0x/, '');
      const coin = coinByHash(key);
      if (coin && !seen.has(key)) {
        seen.add(key);
        coins.push(coin);
      }
    }
    return coins;
  });
}
