/**
 * The streams service lists a failed delivery that a later retry delivered with
 * `deliveryStatus: "success"` (its OpenAPI allows "failed" or "success"). Such a log is shown,
 * marked delivered, but it is not a failure: no failure count, chart or top list includes it.
 */
export function isDelivered(row: { deliveryStatus: string }): boolean {
  return row.deliveryStatus.trim().toLowerCase() === 'success';
}

/** The words the page uses for a status: "delivered" for the service's "success". */
export function statusLabel(deliveryStatus: string): string {
  return isDelivered({ deliveryStatus }) ? 'delivered' : deliveryStatus;
}
