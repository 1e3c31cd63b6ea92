import { describe, expect, it } from 'vitest';
import { formatPerHour, rateText, seenShort, seenText } from './archiveRate';

describe('rateText', () => {
  it('says the rate and the span the archive covers', () => {
    const rate = {
      from: '2026-11-20T12:00:30.000Z',
      to: '2026-11-27T12:00:00.000Z',
      hours: 167.992,
      failuresPerHour: 39.776,
    };
    expect(rateText({ total: 6_682, rate })).toEqual({
      perHour: '40/h',
      span: 'over 7d covered',
      exact: '2026-11-20 12:00 – 2026-11-27 12:00 UTC',
    });
  });
  it('is null when the archive covers none of the window, or the server says no span', () => {
    expect(rateText({ total: 0, rate: { from: null, to: null, hours: 0, failuresPerHour: 0 } })).toBeNull();
    expect(rateText({ total: 3 })).toBeNull();
  });
  it('writes small rates with one decimal', () => {
    expect(formatPerHour(9.34)).toBe('9.3');
    expect(formatPerHour(0)).toBe('0.0');
    expect(formatPerHour(1_234.4)).toBe('1,234');
  });
});

describe('seenText', () => {
  it('first and last to the minute, UTC', () => {
    expect(seenText({ firstSeen: '2026-11-26T04:01:59.000Z', lastSeen: '2026-11-27T11:59:00.000Z' })).toBe(
      'first 2026-11-26 04:01, last 2026-11-27 11:59 UTC',
    );
    expect(seenText({ firstSeen: null, lastSeen: null })).toBeNull();
    expect(seenShort({ firstSeen: '2026-11-26T04:01:59.000Z', lastSeen: '2026-11-27T11:59:00.000Z' })).toBe(
      '11-26 04:01 – 11-27 11:59 UTC',
    );
  });
});
