import type { Order, ValidRange } from '../../api/range';
import { DEFAULT_CHAIN } from '../../lib/chains';
import { parseBlockInput } from '../../lib/blockInput';
import { truncate, validateEvmChain } from '../../lib/validation';
import type { RangeSearch } from './urlSearch';

export { parseRangeSearch, type RangeSearch } from './urlSearch';
export { rangeKey, rangeQuery, type Order, type ValidRange } from '../../api/range';

/**
 * Spec 4.2 range, order, limit and cursor as URL search state, shared by the wallet and NFT pages.
 *
 * validateSearch must never throw: a bad value in a shared link would otherwise turn the whole
 * route into a blank error screen. So the schema only normalises shapes (keeping what the user
 * wrote), and `checkRange` lists what is wrong for the page to show while it sends nothing.
 */

/** The search keys this module owns, e.g. to reset them all at once. */
export const RANGE_KEYS = ['from_block', 'to_block', 'from_date', 'to_date', 'order', 'limit'] as const;
export type RangeKey = (typeof RANGE_KEYS)[number];

export type RangeField = RangeKey | 'chain' | 'cursor';
export interface FieldError {
  field: RangeField | (string & {});
  message: string;
}

export const MAX_LIMIT = 100;

export type RangeCheck = { ok: true; value: ValidRange } | { ok: false; errors: FieldError[] };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DATETIME_NO_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/;

/**
 * A date bound as ISO 8601 UTC. A bare day (what `<input type="date">` writes) is a UTC day and
 * counts whole: `from` is its first millisecond, `to` its last, so from = to = one day works.
 * A datetime without a zone is read as UTC too (the UI says so); unix seconds are accepted
 * because the service accepts them (real-service notes).
 */
export function parseDateBound(
  raw: string | number,
  side: 'from' | 'to',
): { ok: true; iso: string } | { ok: false; message: string } {
  const text = String(raw).trim();
  const label = side === 'from' ? 'From date' : 'To date';
  let ms: number;
  if (/^\d{9,11}$/.test(text)) ms = Number(text) * 1000;
  else if (DAY.test(text)) ms = Date.parse(`${text}T00:00:00.000Z`) + (side === 'to' ? 86_400_000 - 1 : 0);
  else if (DATETIME_NO_ZONE.test(text)) ms = Date.parse(`${text}Z`);
  else if (/^\d{4}-\d{2}-\d{2}T/.test(text)) ms = Date.parse(text);
  else
    return {
      ok: false,
      message: `${label} "${truncate(text)}" is not a date: use YYYY-MM-DD (UTC), an ISO 8601 time or unix seconds.`,
    };
  if (Number.isNaN(ms)) return { ok: false, message: `${label} "${truncate(text)}" is not a real calendar date.` };
  if (ms < Date.UTC(2009, 0, 1))
    return { ok: false, message: `${label} ${truncate(text)} is before any EVM chain existed.` };
  return { ok: true, iso: new Date(ms).toISOString() };
}

/** Checks every field and returns either the typed range or every message (not just the first). */
export function checkRange(search: RangeSearch): RangeCheck {
  const errors: FieldError[] = [];
  let chain = DEFAULT_CHAIN;
  if (search.chain !== undefined) {
    const result = validateEvmChain(search.chain);
    if (result.ok) chain = result.value;
    else errors.push({ field: 'chain', message: result.message });
  }

  const block = (key: 'from_block' | 'to_block', what: string): bigint | null => {
    const raw = search[key];
    if (raw === undefined) return null;
    const result = parseBlockInput(String(raw), what);
    if (result.ok) return result.value;
    errors.push({ field: key, message: result.message });
    return null;
  };
  const fromBlock = block('from_block', 'From block');
  const toBlock = block('to_block', 'To block');
  if (fromBlock !== null && toBlock !== null && fromBlock > toBlock) {
    errors.push({ field: 'from_block', message: `From block ${fromBlock} is after to block ${toBlock}.` });
  }

  const date = (key: 'from_date' | 'to_date', side: 'from' | 'to'): string | null => {
    const raw = search[key];
    if (raw === undefined) return null;
    const result = parseDateBound(raw, side);
    if (result.ok) return result.iso;
    errors.push({ field: key, message: result.message });
    return null;
  };
  const fromDate = date('from_date', 'from');
  const toDate = date('to_date', 'to');
  if (fromDate !== null && toDate !== null && fromDate > toDate) {
    errors.push({ field: 'from_date', message: `From date ${search.from_date} is after to date ${search.to_date}.` });
  }

  let order: Order | null = null;
  if (search.order !== undefined) {
    const upper = search.order.toUpperCase();
    if (upper === 'ASC' || upper === 'DESC') order = upper;
    else
      errors.push({
        field: 'order',
        message: `Order "${truncate(search.order)}" must be ASC (oldest first) or DESC (newest first).`,
      });
  }

  let limit: number | null = null;
  if (search.limit !== undefined) {
    const text = String(search.limit).trim();
    const n = /^\d{1,4}$/.test(text) ? Number(text) : NaN;
    if (Number.isInteger(n) && n >= 1 && n <= MAX_LIMIT) limit = n;
    else
      errors.push({
        field: 'limit',
        message: `Page size "${truncate(text)}" must be a whole number from 1 to ${MAX_LIMIT}.`,
      });
  }

  const trail = search.cursor ?? [];
  // Same bounds as the proxy's cursor check: a damaged link is explained here instead of a 400.
  if (trail.some((cursor) => cursor.length > 2048 || !/^[A-Za-z0-9._~+/=-]+$/.test(cursor))) {
    errors.push({ field: 'cursor', message: 'The page cursor in this link is damaged. Go back to the first page.' });
  }

  if (errors.length) return { ok: false, errors };
  return {
    ok: true,
    value: {
      chain,
      fromBlock,
      toBlock,
      // Spec 4.2: a block bound wins over a date bound on the same side. Dropping the losing
      // date here gives the same answer and lets both spellings share one cache entry.
      fromDate: fromBlock !== null ? null : fromDate,
      toDate: toBlock !== null ? null : toDate,
      order,
      limit,
      trail,
    },
  };
}

/** Whether the user narrowed the range (empty results then mean "nothing in this range"). */
export function hasRange(search: RangeSearch): boolean {
  return (
    search.from_block !== undefined ||
    search.to_block !== undefined ||
    search.from_date !== undefined ||
    search.to_date !== undefined
  );
}

/** How many of the range form's fields the URL sets (the folded form's button says so on phones). */
export function countSetFields(search: Pick<RangeSearch, RangeKey>): number {
  return RANGE_KEYS.filter((key) => search[key] !== undefined).length;
}

/** Which sides have both a block and a date bound: the block one wins (spec 4.2). */
export function blockWinsSides(search: Pick<RangeSearch, RangeKey>): ('from' | 'to')[] {
  const sides: ('from' | 'to')[] = [];
  if (search.from_block !== undefined && search.from_date !== undefined) sides.push('from');
  if (search.to_block !== undefined && search.to_date !== undefined) sides.push('to');
  return sides;
}
