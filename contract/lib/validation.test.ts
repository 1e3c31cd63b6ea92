import { describe, expect, it } from 'vitest';
import { validateBlockNumber, validateEvmAddress, validateEvmChain } from './validation';

describe('validateEvmAddress', () => {
  it.each([
    ['0xad060b01839d366c649586f34a51d70f511701ea', true],
    ['0xAD060B01839D366C649586F34A51D70F511701EA', true],
    ['  0xad060b01839d366c649586f34a51d70f511701ea  ', true],
    ['0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', true], // valid checksum
    ['0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756cc2', false], // one char flipped
    ['0xad060b01839d366c649586f34a51d70f511701e', false],
    ['ad060b01839d366c649586f34a51d70f511701ea', false],
    ['0xзd060b01839d366c649586f34a51d70f511701ea', false], // Cyrillic look-alike
    ['', false],
    ['<script>alert(1)</script>', false],
  ])('%s -> %s', (input, ok) => {
    expect(validateEvmAddress(input).ok).toBe(ok);
  });

  it('returns lowercase', () => {
    const r = validateEvmAddress('0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2');
    expect(r).toEqual({ ok: true, value: '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2' });
  });
});

describe('validateEvmChain', () => {
  it('accepts names and hex ids', () => {
    expect(validateEvmChain('polygon')).toMatchObject({ ok: true, value: { hexId: '0x89' } });
    expect(validateEvmChain('0x89')).toMatchObject({ ok: true, value: { name: 'polygon' } });
    expect(validateEvmChain('Polygon-Amoy')).toMatchObject({ ok: true, value: { hexId: '0x13882' } });
    expect(validateEvmChain('solana').ok).toBe(false);
    expect(validateEvmChain('0xzz').ok).toBe(false);
  });
});

describe('validateBlockNumber', () => {
  it.each([
    ['0', true],
    ['19000000', true],
    ['-1', false],
    ['1.5', false],
    ['1e6', false],
    ['99999999999999999999', false],
    [' ', false],
  ])('%s -> %s', (input, ok) => {
    expect(validateBlockNumber(input).ok).toBe(ok);
  });
});
