import type { FailedDeliveryLog } from '../../schemas/streams';
import { toFailureRow, type FailureRow } from './types';

/** Test rows: only what a case cares about is given, the rest is a plausible default. */
export function log(overrides: Partial<FailedDeliveryLog> & { id: string }): FailedDeliveryLog {
  return {
    streamId: 'stream-a',
    chain: '0x1',
    webhookUrl: 'https://hooks.example.com/a',
    tag: 'tag-a',
    retries: 0,
    deliveryStatus: 'failed',
    blockNumber: 100,
    errorMessage: 'Request failed with status code 500',
    type: 'evm',
    createdAt: '2026-11-20T12:00:00.000Z',
    ...overrides,
  };
}

export function row(overrides: Partial<FailedDeliveryLog> & { id: string }): FailureRow {
  return toFailureRow(log(overrides));
}

export const NOW = Date.parse('2026-11-20T12:00:00.000Z');
export const ago = (ms: number) => new Date(NOW - ms).toISOString();
