import { findEvmChain } from '../../contract/lib/chains.ts';
import type { FailureFilter, Position } from './types.ts';

/**
 * The archive API's query parameters (docs/archive.md): each checked by its own rule, unknown or
 * repeated ones refused, so a typo is a clear 400 rather than a silently wider answer.
 */

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

const MAX_BLOCK = Number.MAX_SAFE_INTEGER;
export const MAX_SUMMARY_WINDOW_MS = 400 * 24 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** The latest instant a JavaScript Date holds (ECMAScript's time range): beyond it no time can be written out. */
export const MAX_TIME_MS = 8.64e15;

function time(name: string, raw: string): Checked<number> {
  if (/^\d{1,16}$/.test(raw)) {
    const value = Number(raw);
    return value > MAX_TIME_MS
      ? {
          ok: false,
          message: `${name}: unix milliseconds must be at most ${MAX_TIME_MS} (the latest time a date can hold)`,
        }
      : { ok: true, value };
  }
  // A zone is required: a zone-less date-time would be read in the server's own zone.
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/i.test(raw)) {
    return {
      ok: false,
      message: `${name}: expected an ISO 8601 date-time with a zone (2026-11-25T04:00:00Z) or unix milliseconds`,
    };
  }
  const value = Date.parse(raw);
  return Number.isNaN(value) ? { ok: false, message: `${name}: not a real date-time` } : { ok: true, value };
}

function text(name: string, raw: string, max: number): Checked<string> {
  return raw.length > max ? { ok: false, message: `${name}: at most ${max} characters` } : { ok: true, value: raw };
}

function integer(name: string, raw: string, min: number, max: number): Checked<number> {
  if (!/^\d{1,16}$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    return { ok: false, message: `${name}: expected a whole number from ${min} to ${max}` };
  }
  return { ok: true, value: Number(raw) };
}

/** Chain names and hex ids of the EVM table become the hex id the service sends; others compare lowercased. */
export function normaliseChain(raw: string): string {
  return findEvmChain(raw)?.hexId ?? raw.trim().toLowerCase();
}

const FILTER_PARAMS = ['from', 'to', 'stream', 'chain', 'type', 'tag', 'error', 'from_block', 'to_block'] as const;

/** Each parameter once, none unknown, none empty. */
export function readQuery(rawQuery: string, allowed: readonly string[]): Checked<Map<string, string>> {
  const params = new URLSearchParams(rawQuery);
  const out = new Map<string, string>();
  for (const [key, value] of params) {
    if (!allowed.includes(key))
      return { ok: false, message: `${key.slice(0, 40)}: unknown parameter (known: ${allowed.join(', ')})` };
    if (out.has(key)) return { ok: false, message: `${key}: given more than once` };
    if (value.trim() === '') return { ok: false, message: `${key}: must not be empty` };
    out.set(key, value.trim());
  }
  return { ok: true, value: out };
}

export function readFilter(query: Map<string, string>): Checked<FailureFilter> {
  const filter: { -readonly [K in keyof FailureFilter]: FailureFilter[K] } = {};
  for (const name of FILTER_PARAMS) {
    const raw = query.get(name);
    if (raw === undefined) continue;
    let checked: Checked<string | number>;
    switch (name) {
      case 'from':
      case 'to':
        checked = time(name, raw);
        break;
      case 'from_block':
      case 'to_block':
        checked = integer(name, raw, 0, MAX_BLOCK);
        break;
      case 'tag':
      case 'error':
        checked = text(name, raw, 200);
        break;
      default:
        checked = text(name, raw, 100);
    }
    if (!checked.ok) return checked;
    const value = checked.value;
    switch (name) {
      case 'from':
        filter.from = value as number;
        break;
      case 'to':
        filter.to = value as number;
        break;
      case 'from_block':
        filter.fromBlock = value as number;
        break;
      case 'to_block':
        filter.toBlock = value as number;
        break;
      case 'stream':
        filter.stream = value as string;
        break;
      case 'chain':
        filter.chain = normaliseChain(value as string);
        break;
      case 'type':
        filter.type = (value as string).toLowerCase();
        break;
      case 'tag':
        filter.tag = value as string;
        break;
      case 'error':
        filter.error = value as string;
        break;
    }
  }
  if (filter.from !== undefined && filter.to !== undefined && filter.to <= filter.from)
    return { ok: false, message: 'to: must be after from' };
  if (filter.fromBlock !== undefined && filter.toBlock !== undefined && filter.toBlock < filter.fromBlock) {
    return { ok: false, message: 'to_block: must not be below from_block' };
  }
  return { ok: true, value: filter };
}

export function encodePosition(position: Position): string {
  return Buffer.from(JSON.stringify([position.createdAt, position.id])).toString('base64url');
}

export function decodePosition(raw: string): Checked<Position> {
  const bad = { ok: false as const, message: 'cursor: not a cursor of this API (use the one the previous page gave)' };
  if (raw.length > 400 || !/^[A-Za-z0-9_-]+$/.test(raw)) return bad;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
    if (!Array.isArray(parsed) || parsed.length !== 2) return bad;
    const [createdAt, id] = parsed as unknown[];
    if (typeof createdAt !== 'number' || !Number.isSafeInteger(createdAt) || typeof id !== 'string' || id.length > 200)
      return bad;
    return { ok: true, value: { createdAt, id } };
  } catch {
    return bad;
  }
}

export const LIST_PARAMS = [...FILTER_PARAMS, 'limit', 'cursor'];
export const CSV_PARAMS = [...FILTER_PARAMS];
export const SUMMARY_PARAMS = [...FILTER_PARAMS, 'stack', 'top'];

export interface ListRequest {
  readonly filter: FailureFilter;
  readonly limit: number;
  readonly after: Position | null;
}

export function readListRequest(rawQuery: string): Checked<ListRequest> {
  const query = readQuery(rawQuery, LIST_PARAMS);
  if (!query.ok) return query;
  const filter = readFilter(query.value);
  if (!filter.ok) return filter;
  const limitRaw = query.value.get('limit');
  const limit = limitRaw === undefined ? { ok: true as const, value: 100 } : integer('limit', limitRaw, 1, 500);
  if (!limit.ok) return limit;
  const cursorRaw = query.value.get('cursor');
  const after = cursorRaw === undefined ? { ok: true as const, value: null } : decodePosition(cursorRaw);
  if (!after.ok) return after;
  return { ok: true, value: { filter: filter.value, limit: limit.value, after: after.value } };
}

export function readCsvRequest(rawQuery: string): Checked<FailureFilter> {
  const query = readQuery(rawQuery, CSV_PARAMS);
  return query.ok ? readFilter(query.value) : query;
}

export interface SummaryRequest {
  readonly filter: FailureFilter & { readonly from: number; readonly to: number };
  readonly stack: 'stream' | 'chain';
  readonly top: number;
}

export function readSummaryRequest(rawQuery: string, now: number): Checked<SummaryRequest> {
  const query = readQuery(rawQuery, SUMMARY_PARAMS);
  if (!query.ok) return query;
  const filter = readFilter(query.value);
  if (!filter.ok) return filter;
  const to = filter.value.to ?? now;
  const from = filter.value.from ?? to - DAY_MS;
  if (to <= from) return { ok: false, message: 'from: must be before to (the default to is now)' };
  if (to - from > MAX_SUMMARY_WINDOW_MS) return { ok: false, message: 'from: the window may be at most 400 days' };
  const stackRaw = query.value.get('stack') ?? 'stream';
  if (stackRaw !== 'stream' && stackRaw !== 'chain') return { ok: false, message: 'stack: expected stream or chain' };
  const topRaw = query.value.get('top');
  const top = topRaw === undefined ? { ok: true as const, value: 10 } : integer('top', topRaw, 1, 100);
  if (!top.ok) return top;
  return { ok: true, value: { filter: { ...filter.value, from, to }, stack: stackRaw, top: top.value } };
}
