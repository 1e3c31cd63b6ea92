import { describe, expect, it } from 'vitest';
import { DIVERGENCE_THRESHOLD, formatDifference, priceDivergence, relativeDifference } from './divergence';

describe('priceDivergence', () => {
  it('agrees within the threshold', () => {
    expect(DIVERGENCE_THRESHOLD).toBe(0.005);
    expect(priceDivergence(3000, 3014).diverges).toBe(false);
    expect(priceDivergence(3000, 3016).diverges).toBe(true);
  });
  it('is symmetric and relative to the larger price', () => {
    expect(relativeDifference(1, 2)).toBe(0.5);
    expect(relativeDifference(2, 1)).toBe(0.5);
  });
  it('works for tiny prices and zeros', () => {
    expect(priceDivergence(4.521e-10, 4.6e-10).diverges).toBe(true);
    expect(priceDivergence(4.521e-10, 4.521e-10).difference).toBe(0);
    expect(relativeDifference(0, 0)).toBe(0);
    expect(priceDivergence(0, 1e-12).diverges).toBe(true);
  });
  it('formats', () => {
    expect(formatDifference(0.0123)).toBe('1.23%');
    expect(formatDifference(0.0004)).toBe('0.040%');
  });
});
