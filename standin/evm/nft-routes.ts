import type { FastifyInstance } from 'fastify';
import type { EvmChain } from '../../contract/lib/chains';
import type { StandinContext } from '../context';
import { badRequest } from './http-error';
import { entityOf } from './entities';
import { resolveList } from './list';
import { logoUrlFor, type LogoUrl } from './logos';
import { collectionOf, nftIndexRange, nftRow, type Collection, type GenNftTransfer } from './nft';
import { parseAddress, single, type Query } from './params';
import { UPSTREAM_ROUTES } from '../../contract/endpoints/upstream';

/** Spec 4.5: a contract's NFT transfers (UPSTREAM_ROUTES.nft). */

function formatOption(query: Query): Record<string, string> {
  const format = single(query, 'format');
  if (format === undefined || format === '') return {};
  const lower = format.toLowerCase();
  if (lower !== 'decimal' && lower !== 'hex') throw badRequest(`format must be decimal or hex, got "${format}"`);
  return lower === 'hex' ? { format: 'hex' } : {};
}

function serialize(chain: EvmChain, c: Collection, row: GenNftTransfer, hex: boolean, logo: LogoUrl) {
  const from = entityOf(chain, row.from);
  const to = entityOf(chain, row.to);
  return {
    token_address: c.address,
    token_id: hex ? `0x${row.tokenId.toString(16)}` : row.tokenId.toString(),
    from_address: row.from,
    from_address_entity: from.entity,
    from_address_entity_logo: logo(from.logo),
    from_address_label: from.label,
    to_address: row.to,
    to_address_entity: to.entity,
    to_address_entity_logo: logo(to.logo),
    to_address_label: to.label,
    value: row.value.toString(),
    amount: row.amount.toString(),
    contract_type: c.kind,
    block_number: String(row.blockNumber),
    block_timestamp: new Date(row.timestampMs).toISOString(),
    block_hash: row.blockHash,
    transaction_hash: row.transactionHash,
    transaction_type: row.transactionType,
    transaction_index: row.transactionIndex,
    log_index: row.logIndex,
    operator: row.operator,
    possible_spam: row.possibleSpam,
    verified_collection: c.verified,
  };
}

export function registerNftRoutes(app: FastifyInstance, ctx: StandinContext): void {
  app.get<{ Params: { address: string }; Querystring: Query }>(UPSTREAM_ROUTES.nft, async (request) => {
    const address = parseAddress(request.params.address);
    const list = resolveList({
      endpoint: 'nft',
      address,
      query: request.query,
      apiKey: ctx.apiKey,
      nowMs: ctx.clock.now(),
      options: formatOption,
      source: (chain) => {
        const c = collectionOf(chain, address);
        return { indexRange: (from, to) => nftIndexRange(c, from, to) };
      },
    });
    const c = collectionOf(list.chain, address);
    const logo = logoUrlFor(request);
    const hex = list.options.format === 'hex';
    return {
      page: list.page,
      page_size: list.pageSize,
      cursor: list.cursor,
      result: list.indices.map((i) => serialize(list.chain, c, nftRow(c, i), hex, logo)),
      block_exists: list.blockExists,
      index_complete: true,
    };
  });
}
