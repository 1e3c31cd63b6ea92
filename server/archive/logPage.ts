import { failedDeliveryLog } from '../../src/api/schemas/streams.ts';
import { arrayish, cursorField } from '../../src/api/schemas/common.ts';
import { z } from '../../src/api/schemas/zod.ts';
import type { ArchivedFailure } from './types.ts';

/**
 * One `/history/logs` page read as the archive stores it. A tolerant reader: the envelope must be
 * right, but one unreadable log is skipped and counted, not a reason to stop archiving the rest.
 */

const envelope = z.object({ result: arrayish(z.unknown()), cursor: cursorField });

export interface LogPage {
  readonly rows: ArchivedFailure[];
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
  let skipped = 0;
  for (const item of parsed.data.result) {
    const log = failedDeliveryLog.safeParse(item);
    if (!log.success) {
      skipped += 1;
      continue;
    }
    const value = log.data;
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
  return { rows, cursor: parsed.data.cursor ?? null, skipped };
}
