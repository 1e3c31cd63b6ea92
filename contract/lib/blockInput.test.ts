import { describe, expect, it } from 'vitest';
import { parseBlockInput } from './blockInput';

describe('parseBlockInput', () => {
  it.each([
    ['26000000', 26_000_000n],
    ['26,000,000', 26_000_000n],
    [' 1,234 ', 1234n],
    ['999', 999n],
    ['0', 0n],
  ])('accepts %j as %s', (input, expected) => {
    expect(parseBlockInput(input)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['26,00,000', 'out of place'],
    ['2,6000000', 'out of place'],
    [',123', 'out of place'],
    ['123,', 'out of place'],
    ['1.5', 'whole number'],
    ['-1,000', 'out of place'],
    ['-5', 'negative'],
    ['', 'empty'],
  ])('refuses %j', (input, words) => {
    const result = parseBlockInput(input, 'To block');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toContain(words);
  });
});
