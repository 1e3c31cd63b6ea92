import type { SqlValue } from './db.ts';
import type { FailureFilter, Position } from './types.ts';

/** The WHERE clause of a filter, shared by the list, the summary and the CSV. */

/** `%`, `_` and the escape character itself are literal in a LIKE pattern after this. */
export function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export interface Conditions {
  readonly parts: string[];
  readonly params: SqlValue[];
}

/**
 * The filter's conditions on the columns a rollup row shares with `failures` (stream, chain,
 * type, tag, error text), without the time and block range. `textIndex: false` writes the error
 * text's test so that no index on `lower(error_message)` matches it (PostgreSQL's trigram index,
 * errorTextSchema.ts): for rows already bounded by a time window, the planner otherwise combined
 * the time index with a trigram scan of every row holding a common text, where most of such a
 * query's time went (bench/mechanisms.md).
 */
export function keyConditions(filter: FailureFilter, { textIndex = true }: { textIndex?: boolean } = {}): Conditions {
  const parts: string[] = [];
  const params: SqlValue[] = [];
  const add = (sql: string, ...values: SqlValue[]) => {
    parts.push(sql);
    params.push(...values);
  };
  if (filter.stream !== undefined) add('stream_id = ?', filter.stream);
  if (filter.chain !== undefined) add('chain = ?', filter.chain);
  if (filter.type !== undefined) add('type = ?', filter.type);
  if (filter.tag !== undefined) add('tag = ?', filter.tag);
  if (filter.error !== undefined)
    add(
      `${textIndex ? 'lower(error_message)' : "(lower(error_message) || '')"} LIKE ? ESCAPE '\\'`,
      likePattern(filter.error),
    );
  return { parts, params };
}

export function whereClause(filter: FailureFilter, after?: Position | null): { sql: string; params: SqlValue[] } {
  const parts: string[] = [];
  const params: SqlValue[] = [];
  const add = (sql: string, ...values: SqlValue[]) => {
    parts.push(sql);
    params.push(...values);
  };
  if (filter.from !== undefined) add('created_at >= ?', filter.from);
  if (filter.to !== undefined) add('created_at < ?', filter.to);
  const keys = keyConditions(filter);
  parts.push(...keys.parts);
  params.push(...keys.params);
  if (filter.fromBlock !== undefined) add('block_number >= ?', filter.fromBlock);
  if (filter.toBlock !== undefined) add('block_number <= ?', filter.toBlock);
  if (after) add('(created_at < ? OR (created_at = ? AND id < ?))', after.createdAt, after.createdAt, after.id);
  return { sql: parts.length ? `WHERE ${parts.join(' AND ')}` : '', params };
}
