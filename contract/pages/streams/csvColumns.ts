import type { CsvColumn, CsvValue } from '../../lib/csv';
import { chainLabelFromHexId } from '../../lib/chains';
import { dropOutAt, nextRetryEstimate } from './retry';
import type { FailureRow } from './types';

/** A failed delivery's fields, in the order both CSV exports (the page's and the archive's) write them. */
export const FAILURE_CSV_FIELDS = [
  'createdAt',
  'id',
  'streamId',
  'tag',
  'chain',
  'type',
  'blockNumber',
  'retries',
  'deliveryStatus',
  'errorMessage',
  'webhookUrl',
] as const;
type FailureField = (typeof FAILURE_CSV_FIELDS)[number];

/** The fields' columns, each as the row holds it but `createdAt`, which `createdAt` writes as ISO 8601. */
export function failureFieldColumns<Row extends Record<Exclude<FailureField, 'createdAt'>, CsvValue>>(
  createdAt: (row: Row) => string,
): CsvColumn<Row>[] {
  return FAILURE_CSV_FIELDS.map((header) => ({
    header,
    value: header === 'createdAt' ? createdAt : (row: Row) => row[header],
  }));
}

/** The page's CSV export: every field as the service sent it, plus the chain's name and the two estimates (labelled so). */
export function failureCsvColumns(now: number): CsvColumn<FailureRow>[] {
  return [
    ...failureFieldColumns<FailureRow>((row) => row.createdAt),
    { header: 'chainName', value: (row) => chainLabelFromHexId(row.chain) },
    {
      header: 'nextRetryEstimate',
      value: (row) => {
        const estimate = nextRetryEstimate(row.at, row.retries, now);
        return estimate.kind === 'exhausted' ? 'none' : new Date(estimate.at).toISOString();
      },
    },
    { header: 'historyDropOutEstimate', value: (row) => new Date(dropOutAt(row.at)).toISOString() },
  ];
}
