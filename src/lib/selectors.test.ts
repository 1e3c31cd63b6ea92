import { toFunctionSelector } from 'viem';
import { describe, expect, it } from 'vitest';
import { KNOWN_SIGNATURES, methodLabel, methodOf } from './selectors';

describe('KNOWN_SIGNATURES', () => {
  it.each(KNOWN_SIGNATURES.map(([selector, signature]) => [signature, selector]))(
    '%s hashes to %s',
    (signature, selector) => {
      expect(toFunctionSelector(signature)).toBe(selector);
    },
  );

  it('has no duplicate selectors', () => {
    const selectors = KNOWN_SIGNATURES.map(([selector]) => selector);
    expect(new Set(selectors).size).toBe(selectors.length);
  });
});

describe('methodOf / methodLabel', () => {
  it.each([
    ['0x', 'Transfer'],
    ['0xa9059cbb000000000000000000000000d8da6bf26964af9d7eed9e03e53415d37aa96045', 'transfer'],
    ['0xA9059CBB', 'transfer'],
    ['0x38ed1739', 'swapExactTokensForTokens'],
    ['0x7ff36ab5', 'swapExactETHForTokens'],
    ['0xac9650d8', 'multicall'],
    ['0xd0e30db0', 'deposit'],
    ['0xdeadbeef00', '0xdeadbeef'],
    ['0x12', 'Data'],
  ])('%s -> %s', (input, label) => {
    expect(methodLabel(input)).toBe(label);
  });

  it('keeps the selector and signature for known calls', () => {
    expect(methodOf('0x095ea7b3ff')).toEqual({
      kind: 'known',
      selector: '0x095ea7b3',
      name: 'approve',
      signature: 'approve(address,uint256)',
    });
  });
});
