import { failedDeliveryLog } from '../../contract/schemas/streams.ts';
import { arrayish, cursorField } from '../../contract/schemas/common.ts';
import { z } from '../../contract/schemas/zod.ts';
import type { ArchivedFailure } from './types.ts';

/**
 * One page of the streams logs endpoint (ENDPOINTS.logs) read as the archive stores it. A tolerant reader: the envelope must be
 * right, but one unreadable log is skipped and counted, not a reason to stop archiving the rest.
 * A log whose `deliveryStatus` is "success" is a failure that a later retry delivered: it is not
 * a failure to archive, count or alert on, so it comes back in `delivered` (docs/archive.md).
 */

const envelope = z.object({ result: arrayish(z.unknown()), cursor: cursorField });

/** A delivery the service lists as "success". */
export interface DeliveredLog {
  readonly id: string;
  readonly createdAt: number;
}

export const isDelivered = (deliveryStatus: string) => deliveryStatus.trim().toLowerCase() === 'success';

export interface LogPage {
  readonly rows: ArchivedFailure[];
  readonly delivered: DeliveredLog[];
  readonly cursor: string | null;
  readonly skipped: number;
}

function wholeOrNull(value: number): number | null {
  return Number.isSafeInteger(value) && value >= 0 ? value : null;
}

export function readLogPage(body: unknown, archivedAt: number): LogPage | null {
  const parsed = envelope.safeParse(body);
  if (!parsed.success) return null;
  const rows: ArchivedFailure[] = [];
  const delivered: DeliveredLog[] = [];
  let skipped = 0;
  for (const item of parsed.data.result) {
    const log = failedDeliveryLog.safeParse(item);
    if (!log.success) {
      skipped += 1;
      continue;
    }
    const value = log.data;
    if (isDelivered(value.deliveryStatus)) {
      delivered.push({ id: value.id, createdAt: Date.parse(value.createdAt) });
      continue;
    }
    rows.push({
      id: value.id,
      streamId: value.streamId,
      chain: value.chain.trim().toLowerCase(),
      webhookUrl: value.webhookUrl,
      tag: value.tag,
      retries: Number.isFinite(value.retries) ? Math.max(0, Math.floor(value.retries)) : 0,
      deliveryStatus: value.deliveryStatus,
      blockNumber: wholeOrNull(value.blockNumber),
      errorMessage: value.errorMessage,
      type: value.type.trim().toLowerCase(),
      createdAt: Date.parse(value.createdAt),
      archivedAt,
    });
  }
  return { rows, delivered, cursor: parsed.data.cursor ?? null, skipped };
}
