import { csvFileName, csvRow, type CsvColumn } from '../../contract/lib/csv.ts';
import { failureFieldColumns } from '../../contract/pages/streams/csvColumns.ts';
import type { ArchiveStore } from './store.ts';
import type { ArchivedFailure, FailureFilter } from './types.ts';

/** `GET /api/archive/failures.csv`: every matching row, read and written a batch at a time. */

export const CSV_BATCH_ROWS = 1_000;

const iso = (ms: number) => new Date(ms).toISOString();

export const ARCHIVE_CSV_COLUMNS: readonly CsvColumn<ArchivedFailure>[] = [
  ...failureFieldColumns<ArchivedFailure>((row) => iso(row.createdAt)),
  { header: 'archivedAt', value: (row) => iso(row.archivedAt) },
];

export async function* archiveCsv(store: Pick<ArchiveStore, 'batches'>, filter: FailureFilter): AsyncGenerator<string> {
  yield `${csvRow(ARCHIVE_CSV_COLUMNS.map((column) => column.header))}\r\n`;
  for await (const rows of store.batches(filter, CSV_BATCH_ROWS)) {
    let text = '';
    for (const row of rows) text += `${csvRow(ARCHIVE_CSV_COLUMNS.map((column) => column.value(row)))}\r\n`;
    yield text;
  }
}

export function archiveCsvFileName(filter: FailureFilter): string {
  const part = (ms: number | undefined, fallback: string) =>
    ms === undefined ? fallback : iso(ms).replace(/[:.]/g, '').replace(/000Z$/, 'Z');
  return csvFileName('failures', part(filter.from, 'start'), part(filter.to, 'now'));
}
