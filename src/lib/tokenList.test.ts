import { describe, expect, it } from 'vitest';
import { listCoversChain, loadTokenBook } from './tokenList';

describe('the token list of a chain', () => {
  it('comes from @uniswap/default-token-list: USDC and WETH on Ethereum with their decimals', async () => {
    const book = await loadTokenBook('0x1');
    expect(book?.get('0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48')).toMatchObject({
      symbol: 'USDC',
      name: 'USDCoin',
      decimals: 6,
    });
    expect(book?.get('0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2')).toMatchObject({ symbol: 'WETH', decimals: 18 });
  });
  it('is null for a chain the list does not cover', async () => {
    expect(listCoversChain('0x19')).toBe(false);
    expect(await loadTokenBook('0x19')).toBeNull();
  });
});
