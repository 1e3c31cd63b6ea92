import { describe, expect, it } from 'vitest';
import { dropOutAt, formatDuration, nextRetryEstimate, RETRY_OFFSETS_MS } from './retry';
import { DAY, HOUR, MINUTE } from './types';

const T0 = Date.parse('2026-11-20T00:00:00.000Z');

describe('nextRetryEstimate', () => {
  it('has cumulative offsets from the published schedule', () => {
    expect(RETRY_OFFSETS_MS).toEqual([
      MINUTE,
      11 * MINUTE,
      71 * MINUTE,
      191 * MINUTE,
      551 * MINUTE,
      1271 * MINUTE,
      2711 * MINUTE,
    ]);
  });

  it.each([
    // retries, now offset, expected
    [0, 0, { kind: 'scheduled', at: T0 + MINUTE, attempt: 1, of: 7 }],
    [1, 5 * MINUTE, { kind: 'scheduled', at: T0 + 11 * MINUTE, attempt: 2, of: 7 }],
    [2, 30 * MINUTE, { kind: 'scheduled', at: T0 + 71 * MINUTE, attempt: 3, of: 7 }],
    [3, 2 * HOUR, { kind: 'scheduled', at: T0 + 191 * MINUTE, attempt: 4, of: 7 }],
    [4, 4 * HOUR, { kind: 'scheduled', at: T0 + 551 * MINUTE, attempt: 5, of: 7 }],
    [5, 10 * HOUR, { kind: 'scheduled', at: T0 + 1271 * MINUTE, attempt: 6, of: 7 }],
    [6, DAY, { kind: 'scheduled', at: T0 + 2711 * MINUTE, attempt: 7, of: 7 }],
    [7, DAY, { kind: 'exhausted', of: 7 }],
    [12, DAY, { kind: 'exhausted', of: 7 }],
    [0, 2 * MINUTE, { kind: 'due', at: T0 + MINUTE, attempt: 1, of: 7 }],
    [-1, 0, { kind: 'scheduled', at: T0 + MINUTE, attempt: 1, of: 7 }],
    [Number.NaN, 0, { kind: 'scheduled', at: T0 + MINUTE, attempt: 1, of: 7 }],
  ])('retries=%s at +%sms', (retries, nowOffset, expected) => {
    expect(nextRetryEstimate(T0, retries, T0 + nowOffset)).toEqual(expected);
  });
});

describe('dropOutAt', () => {
  it('is about a week after the failure', () => {
    expect(dropOutAt(T0)).toBe(T0 + 7 * DAY);
  });
});

describe('formatDuration', () => {
  it.each([
    [10_000, '<1m'],
    [5 * MINUTE, '5m'],
    [HOUR, '1h'],
    [3 * HOUR + 20 * MINUTE, '3h 20m'],
    [2 * DAY, '2d'],
    [6 * DAY + 23 * HOUR, '6d 23h'],
    [-5 * MINUTE, '5m'],
  ])('%sms -> %s', (ms, text) => expect(formatDuration(ms)).toBe(text));
});
