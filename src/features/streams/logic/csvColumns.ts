import type { CsvColumn } from '../../../../contract/lib/csv';
import { chainLabelFromHexId } from '../../../../contract/lib/chains';
import { dropOutAt, nextRetryEstimate } from '../../../../contract/pages/streams/retry';
import type { FailureRow } from '../../../../contract/pages/streams/types';

/** The CSV export: every field as the service sent it, plus the two estimates (labelled so). */
export function failureCsvColumns(now: number): CsvColumn<FailureRow>[] {
  return [
    { header: 'createdAt', value: (row) => row.createdAt },
    { header: 'id', value: (row) => row.id },
    { header: 'streamId', value: (row) => row.streamId },
    { header: 'tag', value: (row) => row.tag },
    { header: 'chain', value: (row) => row.chain },
    { header: 'chainName', value: (row) => chainLabelFromHexId(row.chain) },
    { header: 'webhookUrl', value: (row) => row.webhookUrl },
    { header: 'blockNumber', value: (row) => String(row.blockNumber) },
    { header: 'retries', value: (row) => String(row.retries) },
    { header: 'deliveryStatus', value: (row) => row.deliveryStatus },
    { header: 'type', value: (row) => row.type },
    { header: 'errorMessage', value: (row) => row.errorMessage },
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
