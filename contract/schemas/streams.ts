import { map, z } from './zod';
import { cursorField, isoTimestamp, missingAsNull, numberLike, optionalText, resultList, textLike } from './common';

/**
 * Spec 2.10, with the value sets the real service uses (real-service notes). Strict where the page
 * keys, groups or times rows (id, streamId, createdAt); `chain` is the hex id the official SDK
 * reads, kept as text so an unknown chain still shows.
 */
export const failedDeliveryLog = z.object({
  id: z.string().check(z.minLength(1)),
  streamId: z.string().check(z.minLength(1)),
  chain: textLike,
  webhookUrl: z.string(),
  tag: map(optionalText, (value) => value ?? ''),
  retries: numberLike,
  deliveryStatus: textLike,
  blockNumber: numberLike,
  errorMessage: map(optionalText, (value) => value ?? ''),
  type: textLike,
  createdAt: isoTimestamp,
});
export type FailedDeliveryLog = z.infer<typeof failedDeliveryLog>;

/** Spec 4.8. `result` is parsed item by item: `result` holds what parsed, `unreadable` the rest. */
export const failedDeliveryLogsPage = map(
  z.object({
    result: resultList(failedDeliveryLog),
    cursor: cursorField,
    total: map(missingAsNull(numberLike), (value) => value ?? 0),
  }),
  ({ result, ...rest }) => ({ ...rest, result: result.items, unreadable: result.unreadable }),
);
export type FailedDeliveryLogsPage = z.infer<typeof failedDeliveryLogsPage>;
