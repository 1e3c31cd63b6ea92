import { z } from './zod';
import { cursorField, isoTimestamp, numberLike } from './common';

/** Spec 2.10, with the value sets the real service uses (real-service notes). */
export const failedDeliveryLog = z.object({
  id: z.string().min(1),
  streamId: z.string().min(1),
  chain: z.string(),
  webhookUrl: z.string(),
  tag: z.string(),
  retries: numberLike,
  deliveryStatus: z.string(),
  blockNumber: numberLike,
  errorMessage: z.string(),
  type: z.string(),
  createdAt: isoTimestamp,
});
export type FailedDeliveryLog = z.infer<typeof failedDeliveryLog>;

/** Spec 4.8. */
export const failedDeliveryLogsPage = z.object({
  result: z.preprocess((v) => (v == null ? [] : Array.isArray(v) ? v : [v]), z.array(failedDeliveryLog)),
  cursor: cursorField,
  total: numberLike,
});
export type FailedDeliveryLogsPage = z.infer<typeof failedDeliveryLogsPage>;
