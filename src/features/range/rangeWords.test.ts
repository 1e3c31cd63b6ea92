import { describe, expect, it } from 'vitest';
import { rangeWords } from './rangeWords';

describe('rangeWords', () => {
  it('names the filters’ bounds, a block winning over a date as upstream', () => {
    expect(rangeWords({})).toBe('the whole history');
    expect(rangeWords({ from_block: '100', to_date: '2026-11-20' })).toBe(
      'the filtered range (from block 100 to 2026-11-20)',
    );
  });
});
