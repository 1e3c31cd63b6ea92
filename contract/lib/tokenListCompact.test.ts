import { describe, expect, it } from 'vitest';
import { compactTokenList, hexChainId } from './tokenListCompact';

const usdc = {
  chainId: 1,
  address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  name: 'USD Coin',
  symbol: 'USDC',
  decimals: 6,
  logoURI: 'https://example.org/usdc.png',
};

describe('compactTokenList', () => {
  it('keeps the asked chains, lowercase addresses, first entry per address, http(s) logos only', () => {
    const result = compactTokenList(
      [
        usdc,
        { ...usdc, name: 'Again' },
        { ...usdc, chainId: 137, logoURI: 'ipfs://x' },
        { ...usdc, chainId: 5 },
        { ...usdc, address: 'nope' },
      ],
      new Set(['0x1', '0x89']),
    );
    expect(result.get('0x1')).toEqual([
      ['0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48', 'USDC', 'USD Coin', 6, 'https://example.org/usdc.png'],
    ]);
    expect(result.get('0x89')).toEqual([['0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48', 'USDC', 'USD Coin', 6, null]]);
    expect(result.has('0x5')).toBe(false);
  });
  it('writes chain ids as the service does', () => {
    expect([1, 137, 42161, 11155111].map(hexChainId)).toEqual(['0x1', '0x89', '0xa4b1', '0xaa36a7']);
  });
});
