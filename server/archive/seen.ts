import { num, numOrNull, type SqlDb, type SqlValue } from './db.ts';
import { whereClause } from './filters.ts';
import type { GroupColumn, WindowFilter } from './store.ts';
import type { Coverage } from './types.ts';

/**
 * First and last failure per group, and the span a rate per hour is taken over. The rollups
 * hold hour and day buckets only, so the exact times come from the raw rows: one MIN and one MAX
 * per group key, each answered from the `(<column>, created_at)` index the filters already use.
 */

export interface Seen {
  readonly first: number | null;
  readonly last: number | null;
}

/** Group keys per query: a statement of 50 keys holds at most a few hundred parameters. */
const KEYS_PER_QUERY = 50;

export async function seenBy(
  db: SqlDb,
  filter: WindowFilter,
  column: GroupColumn,
  keys: readonly string[],
): Promise<Map<string, Seen>> {
  const out = new Map<string, Seen>();
  const where = whereClause(filter);
  const condition = `${where.sql ? `${where.sql} AND` : 'WHERE'} ${column} = ?`;
  for (let start = 0; start < keys.length; start += KEYS_PER_QUERY) {
    const chunk = keys.slice(start, start + KEYS_PER_QUERY);
    const params: SqlValue[] = [];
    const selects = chunk.map((key, index) => {
      params.push(index, ...where.params, key, ...where.params, key);
      return `SELECT CAST(? AS INTEGER) AS i, (SELECT MIN(created_at) FROM failures ${condition}) AS first,
        (SELECT MAX(created_at) FROM failures ${condition}) AS last`;
    });
    const rows = await db.all<Record<string, unknown>>(selects.join(' UNION ALL '), params);
    for (const row of rows) {
      const key = chunk[num(row.i)];
      if (key !== undefined) out.set(key, { first: numOrNull(row.first), last: numOrNull(row.last) });
    }
  }
  return out;
}

export interface RateSpan {
  /** Where the covered span starts: the window's start, or the archive's oldest failure when later. */
  readonly from: number;
  /** The window's end, or now when the window ends later. */
  readonly to: number;
}

/**
 * The part of the window the archive holds failures for. A window reaching back before the
 * archive's oldest failure (a young archive, or 'All') is covered from that failure on: a rate
 * over the whole window would count hours the archive knows nothing about. Null when the
 * archive is empty or holds nothing that early.
 */
export function rateSpan(window: { from: number; to: number }, coverage: Coverage, now: number): RateSpan | null {
  if (coverage.oldest === null) return null;
  const from = Math.max(window.from, coverage.oldest);
  const to = Math.min(window.to, now);
  return to > from ? { from, to } : null;
}
