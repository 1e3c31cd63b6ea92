import { describe, expect, it } from 'vitest';
import { knownTitle, rememberTitle } from './knownTitles';

describe('knownTitles', () => {
  it('gives another tab the name one tab learnt, on the same chain only', () => {
    const address = `0x${'ef'.repeat(20)}`;
    expect(knownTitle('eth', address)).toBeNull();
    rememberTitle('eth', address.toUpperCase().replace('0X', '0x'), 'Pixel Pals');
    expect(knownTitle('eth', address)).toBe('Pixel Pals');
    expect(knownTitle('polygon', address)).toBeNull();
    rememberTitle('polygon amoy', address, 'Testnet Pals');
    expect(knownTitle('polygon-amoy', address)).toBe('Testnet Pals');
  });
});
