import { z } from './zod';
import { arrayish, cursorField, isoTimestamp, numberLike } from './common';

/** Spec 2.10, with the value sets the real service uses (real-service notes). */
export const failedDeliveryLog = z.object({
  id: z.string().check(z.minLength(1)),
  streamId: z.string().check(z.minLength(1)),
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
  result: arrayish(failedDeliveryLog),
  cursor: cursorField,
  total: numberLike,
});
export type FailedDeliveryLogsPage = z.infer<typeof failedDeliveryLogsPage>;
