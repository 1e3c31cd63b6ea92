import { describe, expect, it } from 'vitest';
import { compactSearch, cursorTrail, flag, oneOf, scalar, text, trimmedText } from './searchParams';

describe('search param parsers never throw and keep what was written', () => {
  it.each([
    [undefined, undefined],
    [null, undefined],
    ['', undefined],
    ['0x1', '0x1'],
    [12, 12],
    [true, 'true'],
    [{ a: 1 }, '{"a":1}'],
    [[1, 2], '[1,2]'],
  ])('scalar(%j) is %j', (input, expected) => {
    expect(scalar(input)).toEqual(expected);
  });
  it('text and trimmedText', () => {
    expect(text(12)).toBe('12');
    expect(trimmedText('  eth ')).toBe('eth');
    expect(trimmedText('   ')).toBeUndefined();
    expect(trimmedText({})).toBeUndefined();
  });
  it.each([
    [true, true],
    ['true', true],
    [1, true],
    ['1', true],
    ['yes', undefined],
    [false, undefined],
    [0, undefined],
  ])('flag(%j) is %j', (input, expected) => {
    expect(flag(input)).toBe(expected);
  });
  it('oneOf', () => {
    expect(oneOf('hex', ['decimal', 'hex'] as const)).toBe('hex');
    expect(oneOf('HEX', ['decimal', 'hex'] as const)).toBeUndefined();
    expect(oneOf(50, [25, 50, 100] as const)).toBe(50);
  });
  it('cursorTrail', () => {
    expect(cursorTrail('abc')).toEqual(['abc']);
    expect(cursorTrail(['a', '', 'b'])).toEqual(['a', 'b']);
    expect(cursorTrail([])).toBeUndefined();
    expect(cursorTrail(undefined)).toBeUndefined();
  });
  it('compactSearch drops undefined only', () => {
    expect(compactSearch({ a: 1, b: undefined, c: '' })).toEqual({ a: 1, c: '' });
  });
});
