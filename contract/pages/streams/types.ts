import type { FailedDeliveryLog } from '../../schemas/streams';

/** A failed delivery log with its creation time parsed once (filters, sorts and charts use it). */
export type FailureRow = FailedDeliveryLog & { at: number };

export function toFailureRow(log: FailedDeliveryLog): FailureRow {
  return { ...log, at: Date.parse(log.createdAt) };
}

/** Newest first; the id breaks ties so the order is stable across refreshes. */
export function compareNewestFirst(a: FailureRow, b: FailureRow): number {
  return b.at - a.at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
