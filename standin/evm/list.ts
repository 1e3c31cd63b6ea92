import { findEvmChain, type EvmChain } from '../../contract/lib/chains';
import { headBlock, timelineOf } from './blocks';
import { cursorSecret, decodeCursor, encodeCursor } from './cursor';
import { badRequest } from './http-error';
import { slicePage, startPosition } from './pager';
import { parseChain, parseLimit, parseOrder, parseRange, single, type Order, type Query } from './params';

/**
 * The paged-list machinery shared by the wallet, verbose and NFT endpoints: first request →
 * range and limit fixed into a signed cursor; later requests → only the cursor.
 */

export interface ListSource {
  /** Oldest-first index range of the items in blocks from..to. */
  indexRange(from: number, to: number): { lo: number; hi: number };
}

export interface ListRequest {
  endpoint: 'wallet' | 'verbose' | 'nft';
  address: `0x${string}`;
  query: Query;
  apiKey: string;
  nowMs: number;
  /** Reads and validates the endpoint's own options (include, format) on the first request. */
  options(query: Query, chain: EvmChain): Record<string, string>;
  source(chain: EvmChain): ListSource;
}

export interface ListPage {
  chain: EvmChain;
  indices: number[];
  cursor: string | null;
  page: number;
  pageSize: number;
  options: Record<string, string>;
  /** Whether the asked range ends at or before the head (NFT block_exists). */
  blockExists: boolean;
}

export function resolveList(req: ListRequest): ListPage {
  const secret = cursorSecret(req.apiKey);
  const rawCursor = single(req.query, 'cursor');
  if (rawCursor !== undefined && rawCursor !== '') {
    const given = single(req.query, 'chain');
    const givenChain = given ? findEvmChain(given) : undefined;
    if (given && !givenChain) throw badRequest(`Invalid chain provided: "${given}"`);
    const payload = decodeCursor(secret, rawCursor, { e: req.endpoint, c: givenChain?.hexId ?? null, a: req.address });
    const chain = findEvmChain(payload.c);
    const { limit, order, ...options } = payload.q;
    if (!chain || !limit || (order !== 'ASC' && order !== 'DESC')) throw badRequest('Invalid cursor');
    return page(
      req,
      chain,
      { lo: payload.lo, hi: payload.hi },
      order,
      Number(limit),
      payload.p,
      payload.n,
      options,
      true,
    );
  }
  const chain = parseChain(req.query);
  const limit = parseLimit(req.query);
  const order = parseOrder(req.query);
  const options = req.options(req.query, chain);
  const timeline = timelineOf(chain);
  const head = headBlock(timeline, req.nowMs);
  const range = parseRange(req.query, timeline, head);
  const span = req.source(chain).indexRange(range.from, range.to);
  const blockExists =
    Number(single(req.query, 'to_block') ?? 0) <= head && Number(single(req.query, 'from_block') ?? 0) <= head;
  return page(req, chain, span, order, limit, startPosition(span.lo, span.hi, order), 0, options, blockExists);
}

function page(
  req: ListRequest,
  chain: EvmChain,
  span: { lo: number; hi: number },
  order: Order,
  limit: number,
  position: number,
  pageNo: number,
  options: Record<string, string>,
  blockExists: boolean,
): ListPage {
  const { indices, next } = slicePage(span.lo, span.hi, order, limit, position);
  const cursor =
    next === null
      ? null
      : encodeCursor(cursorSecret(req.apiKey), {
          e: req.endpoint,
          c: chain.hexId,
          a: req.address,
          q: { limit: String(limit), order, ...options },
          lo: span.lo,
          hi: span.hi,
          p: next,
          n: pageNo + 1,
        });
  return { chain, indices, cursor, page: pageNo, pageSize: limit, options, blockExists };
}
