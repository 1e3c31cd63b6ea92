import { describe, expect, it } from 'vitest';
import { isDelivered, statusLabel } from './delivery';

describe('delivery status', () => {
  it.each([
    ['success', true, 'delivered'],
    [' Success ', true, 'delivered'],
    ['failed', false, 'failed'],
    ['queued', false, 'queued'],
    ['', false, ''],
  ])('%j: delivered %s, shown as %j', (status, delivered, label) => {
    expect(isDelivered({ deliveryStatus: status })).toBe(delivered);
    expect(statusLabel(status)).toBe(label);
  });
});
