import type { SqlValue } from './db.ts';
import { keyConditions } from './filters.ts';
import { DAY_MS, HOUR_MS, ROLLUP_KEYS, ROLLUPS } from './rollupSchema.ts';
import type { FailureFilter } from './types.ts';

/**
 * The rows a summary counts, as a subquery with the columns `t, stream_id, tag, chain, type,
 * error_message, n, retries_sum`: whole days from the daily rollup, whole hours from the hourly
 * one, and the window's partial edge hours as raw failures (one row each, n = 1) read by the
 * `(created_at, id)` index. A summary sums `n`, so its counts are those of a COUNT(*) over the
 * raw rows. A block range is not in the rollups: such a filter reads raw failures only.
 */

export interface WindowPiece {
  /** 0 = raw failures; else the rollup period. */
  readonly unitMs: number;
  readonly from: number;
  readonly to: number;
}

/** [from, to) cut into the coarsest aligned periods of `units` (largest first), raw at the edges. */
export function planWindow(from: number, to: number, units: readonly number[]): WindowPiece[] {
  if (from >= to) return [];
  const [unit, ...finer] = units;
  if (unit === undefined) return [{ unitMs: 0, from, to }];
  const start = Math.ceil(from / unit) * unit;
  const end = Math.floor(to / unit) * unit;
  if (start >= end) return planWindow(from, to, finer);
  return [...planWindow(from, start, finer), { unitMs: unit, from: start, to: end }, ...planWindow(end, to, finer)];
}

/** The rollup periods a query may read when its answer needs time resolution `resolutionMs` (0 = none). */
export function unitsFor(filter: FailureFilter, resolutionMs: number): number[] {
  if (filter.fromBlock !== undefined || filter.toBlock !== undefined) return [];
  return [DAY_MS, HOUR_MS].filter((unit) => resolutionMs === 0 || resolutionMs % unit === 0);
}

const KEY_LIST = ROLLUP_KEYS.join(', ');

export function windowSource(
  filter: FailureFilter & { from: number; to: number },
  resolutionMs: number,
): { sql: string; params: SqlValue[] } {
  const keys = keyConditions(filter);
  // Raw rows are read by the time index: the error text is tested on each, not looked up.
  const rawKeys = keyConditions(filter, { textIndex: false });
  const blocks: string[] = [];
  const blockParams: SqlValue[] = [];
  // The unary plus keeps SQLite off the block index: a summary's rows are bounded by its window,
  // and a wide block range over that index reads the whole table (seconds at 1,000,000 rows).
  if (filter.fromBlock !== undefined) {
    blocks.push('+block_number >= ?');
    blockParams.push(filter.fromBlock);
  }
  if (filter.toBlock !== undefined) {
    blocks.push('+block_number <= ?');
    blockParams.push(filter.toBlock);
  }
  const selects: string[] = [];
  const params: SqlValue[] = [];
  for (const piece of planWindow(filter.from, filter.to, unitsFor(filter, resolutionMs))) {
    const table = ROLLUPS.find((rollup) => rollup.unitMs === piece.unitMs)?.table;
    const [time, columns] = table
      ? ['bucket_start', `bucket_start AS t, ${KEY_LIST}, n, retries_sum`]
      : ['created_at', `created_at AS t, ${KEY_LIST}, 1 AS n, retries AS retries_sum`];
    const pieceKeys = table ? keys : rawKeys;
    const where = [`${time} >= ?`, `${time} < ?`, ...pieceKeys.parts, ...(table ? [] : blocks)];
    selects.push(`SELECT ${columns} FROM ${table ?? 'failures'} WHERE ${where.join(' AND ')}`);
    params.push(piece.from, piece.to, ...pieceKeys.params, ...(table ? [] : blockParams));
  }
  // An empty window still needs a well-formed (empty) source.
  if (!selects.length)
    selects.push(`SELECT created_at AS t, ${KEY_LIST}, 1 AS n, retries AS retries_sum FROM failures WHERE 1 = 0`);
  return { sql: `(${selects.join(' UNION ALL ')}) AS w`, params };
}
