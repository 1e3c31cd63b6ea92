import { findEvmChain, DEFAULT_CHAIN, type EvmChain } from '../../contract/lib/chains';
import { badRequest } from './http-error';
import { firstBlockAtOrAfter, lastBlockAtOrBefore, type Timeline } from './blocks';

/** Query parsing shared by the main service's endpoints. Every problem is a 400 with a message. */

/** Shortens caller input before echoing it (kept local: contract/lib/validation pulls in all of viem). */
export function truncate(input: string, max = 48): string {
  return input.length > max ? `${input.slice(0, max)}…` : input;
}

export type Query = Record<string, string | string[] | undefined>;

/** One value of a query parameter; a repeated parameter is a 400 (ambiguous). */
export function single(query: Query, name: string): string | undefined {
  const value = query[name];
  if (Array.isArray(value)) {
    if (value.length > 1) throw badRequest(`${name} was given more than once`);
    return value[0];
  }
  return value;
}

/** Addresses in any case (the hosted service is not checksum-strict); answered lowercase. */
export function parseAddress(input: string, what = 'address'): `0x${string}` {
  if (!/^0x[0-9a-fA-F]{40}$/.test(input)) throw badRequest(`Invalid ${what} provided: ${truncate(input)}`);
  return `0x${input.slice(2).toLowerCase()}`;
}

export function parseChain(query: Query, allowed?: readonly EvmChain[]): EvmChain {
  const raw = single(query, 'chain');
  if (raw === undefined || raw === '') return DEFAULT_CHAIN;
  const chain = findEvmChain(raw);
  if (!chain)
    throw badRequest(`Invalid chain provided: "${truncate(raw)}". Use a name such as eth or a hex id such as 0x1.`);
  if (allowed && !allowed.includes(chain)) {
    throw badRequest(
      `This endpoint does not support the chain ${chain.name}. Supported: ${allowed.map((c) => c.name).join(', ')}.`,
    );
  }
  return chain;
}

export const DEFAULT_LIMIT = 100;
export const MAX_LIMIT = 100;

/** limit: default 100; anything outside 1..100 (or not a whole number) is a 400, never clamped. */
export function parseLimit(query: Query): number {
  const raw = single(query, 'limit');
  if (raw === undefined || raw === '') return DEFAULT_LIMIT;
  if (!/^\d+$/.test(raw)) throw badRequest(`limit must be a whole number between 1 and ${MAX_LIMIT}`);
  const limit = Number(raw);
  if (limit < 1 || limit > MAX_LIMIT)
    throw badRequest(`limit must be between 1 and ${MAX_LIMIT}, got ${truncate(raw)}`);
  return limit;
}

export type Order = 'ASC' | 'DESC';

export function parseOrder(query: Query): Order {
  const raw = single(query, 'order');
  if (raw === undefined || raw === '') return 'DESC';
  const upper = raw.toUpperCase();
  if (upper !== 'ASC' && upper !== 'DESC') throw badRequest(`order must be ASC or DESC, got "${truncate(raw)}"`);
  return upper;
}

function parseBlock(query: Query, name: string): number | undefined {
  const raw = single(query, name);
  if (raw === undefined || raw === '') return undefined;
  if (!/^\d{1,15}$/.test(raw))
    throw badRequest(`${name} must be a non-negative whole block number, got "${truncate(raw)}"`);
  return Number(raw);
}

/** A date as unix seconds (digits) or an ISO 8601 string; returns ms since the epoch. */
export function parseDate(raw: string, name: string): number {
  if (/^\d{1,11}$/.test(raw)) return Number(raw) * 1000;
  const ms = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?)?(Z|[+-]\d{2}:?\d{2})?$/i.test(raw.trim())
    ? Date.parse(raw.trim())
    : NaN;
  if (Number.isNaN(ms))
    throw badRequest(`Invalid ${name}: "${truncate(raw)}". Use ISO 8601 (2024-05-01T00:00:00Z) or unix seconds.`);
  return ms;
}

function parseDateParam(query: Query, name: string): number | undefined {
  const raw = single(query, name);
  if (raw === undefined || raw === '') return undefined;
  return parseDate(raw, name);
}

/** The inclusive block range a list request asks for, already cut at the chain head. */
export interface BlockRange {
  from: number;
  to: number;
}

/**
 * Resolves from_block/from_date and to_block/to_date (a block bound wins over a date bound on
 * the same side; real-service notes). A range that ends before it starts is a 400; a range past
 * the head is simply empty.
 */
export function parseRange(query: Query, timeline: Timeline, head: number): BlockRange {
  const fromBlock = parseBlock(query, 'from_block');
  const toBlock = parseBlock(query, 'to_block');
  const fromDate = parseDateParam(query, 'from_date');
  const toDate = parseDateParam(query, 'to_date');
  const from = fromBlock ?? (fromDate === undefined ? 0 : firstBlockAtOrAfter(timeline, fromDate));
  const to = toBlock ?? (toDate === undefined ? head : lastBlockAtOrBefore(timeline, toDate));
  const explicitFrom = fromBlock !== undefined || fromDate !== undefined;
  const explicitTo = toBlock !== undefined || toDate !== undefined;
  if (
    explicitFrom &&
    explicitTo &&
    from > to &&
    !(fromBlock === undefined && toBlock === undefined && fromDate! <= toDate!)
  ) {
    throw badRequest(`The range is empty: from (block ${from}) is after to (block ${to})`);
  }
  return { from, to: Math.min(to, head) };
}
