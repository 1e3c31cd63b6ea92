import { describe, expect, it } from 'vitest';
import { isTokenId, parseFindMode, parseTokenId } from './tokenSearch';

describe('parseTokenId', () => {
  it.each([
    ['4658', '4658'],
    [' 4,658 ', '4658'],
    ['0x1232', '4658'],
    ['0X1232', '4658'],
    ['0', '0'],
    [`0x${'f'.repeat(64)}`, ((1n << 256n) - 1n).toString()],
  ])('reads %j as %s', (raw, value) => {
    expect(parseTokenId(raw)).toEqual({ ok: true, value });
  });

  it.each([
    ['', /Type a token id/],
    ['12a', /is not a number/],
    ['-1', /is not a number/],
    ['1.5', /is not a number/],
    ['4,', /is not a number/],
    [`0x1${'0'.repeat(64)}`, /is not a number/],
    [(1n << 256n).toString(), /larger than any token id/],
  ])('refuses %j with a message', (raw, message) => {
    const result = parseTokenId(raw);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(message);
  });
});

describe('parseFindMode', () => {
  it('defaults to holder, takes history, and names anything else', () => {
    expect(parseFindMode(undefined)).toEqual({ ok: true, value: 'holder' });
    expect(parseFindMode('history')).toEqual({ ok: true, value: 'history' });
    expect(parseFindMode('all')).toMatchObject({ ok: false, message: expect.stringMatching(/must be holder/) });
  });
});

describe('isTokenId', () => {
  it('matches decimal and hex spellings of the same id, and nothing unreadable', () => {
    expect(isTokenId('4658', '4658')).toBe(true);
    expect(isTokenId('0x1232', '4658')).toBe(true);
    expect(isTokenId('4659', '4658')).toBe(false);
    expect(isTokenId('', '0')).toBe(false);
    expect(isTokenId('abc', '4658')).toBe(false);
  });
});
