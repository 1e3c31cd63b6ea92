import { describe, expect, it } from 'vitest';
import { categoryTickInterval } from './chartTicks';

const axis = { labelChars: 5, fontSize: 11, gap: 24 };

describe('categoryTickInterval', () => {
  it('shows every label when each band is wider than a label and its gap', () => {
    // 5 chars × 11 px × 0.6 + 24 = 57 px per label; bands of 60 px.
    expect(categoryTickInterval({ ...axis, count: 10, plotWidth: 600 })).toBe(0);
  });

  it('skips labels so that shown ones are at least a label and a gap apart', () => {
    // Bands of 10 px: a label needs 57 px, so every 6th band (60 px) has one.
    const interval = categoryTickInterval({ ...axis, count: 60, plotWidth: 600 });
    expect(interval).toBe(5);
    expect((interval + 1) * (600 / 60)).toBeGreaterThanOrEqual(57);
    expect(interval * (600 / 60)).toBeLessThan(57);
  });

  it('leaves more room for longer labels', () => {
    const short = categoryTickInterval({ ...axis, count: 96, plotWidth: 400 });
    const long = categoryTickInterval({ ...axis, labelChars: 11, count: 96, plotWidth: 400 });
    expect(long).toBeGreaterThan(short);
  });

  it('is 0 for one category or no width yet', () => {
    expect(categoryTickInterval({ ...axis, count: 1, plotWidth: 300 })).toBe(0);
    expect(categoryTickInterval({ ...axis, count: 50, plotWidth: 0 })).toBe(0);
  });
});
