import { num, numOrNull, type SqlValue } from './db.ts';
import type { ArchivedFailure } from './types.ts';

/** The failures table's columns, how a failure is written into them, and how a row is read back. */

const COLUMNS = [
  'id',
  'stream_id',
  'chain',
  'webhook_url',
  'tag',
  'retries',
  'delivery_status',
  'block_number',
  'error_message',
  'type',
  'created_at',
  'archived_at',
] as const;
export const COLUMN_LIST = COLUMNS.join(', ');
export const ROW_PLACEHOLDERS = `(${COLUMNS.map(() => '?').join(', ')})`;
// A retry count only grows; a page seen again must not lower it (or change anything else).
// Only a higher count updates the row, so a page read again fires no update trigger (rollupSchema.ts).
export const ON_CONFLICT =
  'ON CONFLICT (id) DO UPDATE SET retries = excluded.retries WHERE excluded.retries > failures.retries';
/** PostgreSQL takes at most 65,535 parameters a statement: 1,000 rows of 12 stay well under. */
export const PG_ROWS_PER_INSERT = 1_000;

export type Row = Record<string, unknown>;

export function values(failure: ArchivedFailure): SqlValue[] {
  return [
    failure.id,
    failure.streamId,
    failure.chain,
    failure.webhookUrl,
    failure.tag,
    failure.retries,
    failure.deliveryStatus,
    failure.blockNumber,
    failure.errorMessage,
    failure.type,
    failure.createdAt,
    failure.archivedAt,
  ];
}

export function fromRow(row: Row): ArchivedFailure {
  return {
    id: String(row.id),
    streamId: String(row.stream_id),
    chain: String(row.chain),
    webhookUrl: String(row.webhook_url),
    tag: String(row.tag),
    retries: num(row.retries),
    deliveryStatus: String(row.delivery_status),
    blockNumber: numOrNull(row.block_number),
    errorMessage: String(row.error_message),
    type: String(row.type),
    createdAt: num(row.created_at),
    archivedAt: num(row.archived_at),
  };
}
