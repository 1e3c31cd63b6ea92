import { describe, expect, it } from 'vitest';
import { DAY, HOUR } from './types';
import { checkRange, chosenPhrase, chosenSpan, formatInstant, parseInstant, windowBounds, windowLabel } from './window';

const NOW = Date.parse('2026-11-20T12:00:00.000Z');

describe('parseInstant', () => {
  it.each<[string, string | null]>([
    ['2026-11-20T10:00Z', '2026-11-20T10:00:00.000Z'],
    ['2026-11-20T10:00', '2026-11-20T10:00:00.000Z'],
    ['2026-11-20T10:00:30.250Z', '2026-11-20T10:00:30.250Z'],
    ['2026-11-20T10:00+02:00', '2026-11-20T08:00:00.000Z'],
    ['2026-11-20', '2026-11-20T00:00:00.000Z'],
    [' 2026-11-20T10:00Z ', '2026-11-20T10:00:00.000Z'],
    ['2026-02-30', null],
    ['2026-11-20T24:00Z', null],
    ['2026-11-20T10:61Z', null],
    ['yesterday', null],
    ['1700000000', null],
    ['20 Nov 2026', null],
  ])('%s -> %s', (text, iso) => {
    const ms = parseInstant(text);
    expect(ms === null ? null : new Date(ms).toISOString()).toBe(iso);
  });

  it('round-trips what the page writes', () => {
    const ms = Date.parse('2026-11-20T10:07:00.000Z');
    expect(formatInstant(ms)).toBe('2026-11-20T10:07Z');
    expect(parseInstant(formatInstant(ms))).toBe(ms);
  });
});

describe('checkRange', () => {
  it('no range', () => expect(checkRange(undefined, undefined)).toEqual({ ok: true, choice: null }));
  it('from alone runs to now', () =>
    expect(checkRange('2026-11-19T00:00Z', undefined)).toEqual({
      ok: true,
      choice: { kind: 'custom', from: Date.parse('2026-11-19T00:00Z'), to: null },
    }));
  it('from and to', () =>
    expect(checkRange('2026-11-19T00:00Z', '2026-11-19T06:00Z')).toEqual({
      ok: true,
      choice: { kind: 'custom', from: Date.parse('2026-11-19T00:00Z'), to: Date.parse('2026-11-19T06:00Z') },
    }));
  it.each<[string | undefined, string | undefined, { param: string; message: string }[]]>([
    [undefined, '2026-11-19T00:00Z', [{ param: 'to', message: 'needs a from time: a range starts somewhere' }]],
    ['last week', undefined, [{ param: 'from', message: 'must be a UTC date and time such as 2026-11-24T10:00Z' }]],
    ['2026-11-19T00:00Z', 'soon', [{ param: 'to', message: 'must be a UTC date and time such as 2026-11-24T10:00Z' }]],
    ['2026-11-19T06:00Z', '2026-11-19T06:00Z', [{ param: 'to', message: 'must be after from' }]],
    ['2026-11-19T07:00Z', '2026-11-19T06:00Z', [{ param: 'to', message: 'must be after from' }]],
  ])('from=%s to=%s is refused', (from, to, issues) => expect(checkRange(from, to)).toEqual({ ok: false, issues }));
});

describe('window arithmetic', () => {
  it.each([
    ['1h', HOUR],
    ['24h', DAY],
    ['7d', 7 * DAY],
    ['30d', 30 * DAY],
    ['90d', 90 * DAY],
  ] as const)('%s ends now and spans %d ms', (window, span) => {
    expect(windowBounds({ kind: 'preset', window }, NOW)).toEqual({ since: NOW - span, until: null });
    expect(chosenSpan({ kind: 'preset', window }, NOW)).toBe(span);
  });

  it('all has no bounds', () => {
    expect(windowBounds({ kind: 'preset', window: 'all' }, NOW)).toEqual({ since: null, until: null });
    expect(chosenSpan({ kind: 'preset', window: 'all' }, NOW)).toBeNull();
    expect(chosenPhrase({ kind: 'preset', window: 'all' }, NOW)).toBe('the whole history');
  });

  it('a custom range keeps its bounds; its span stops at now', () => {
    const range = { kind: 'custom', from: NOW - 2 * DAY, to: NOW + DAY } as const;
    expect(windowBounds(range, NOW)).toEqual({ since: NOW - 2 * DAY, until: NOW + DAY });
    expect(chosenSpan(range, NOW)).toBe(2 * DAY);
    expect(chosenPhrase(range, NOW)).toBe('the 2d range');
    expect(windowLabel({ kind: 'custom', from: NOW - 2 * DAY, to: null })).toBe('2026-11-18 12:00 – now UTC');
    expect(windowLabel(range)).toBe('2026-11-18 12:00 – 2026-11-21 12:00 UTC');
  });
});
