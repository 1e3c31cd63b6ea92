import { describe, expect, it } from 'vitest';
import { tokenPrice } from './evm';
import { A } from './shapeBuilders';

/**
 * The variations real answers carry (docs/interface.md and fixtures/real/) for token prices: each must
 * parse, and each list item that still fails is kept aside, not fatal.
 */

const price = (over: Record<string, unknown> = {}) => ({
  tokenName: 'Token',
  tokenSymbol: 'TKN',
  tokenLogo: null,
  tokenDecimals: '18',
  usdPrice: 1.5,
  usdPriceFormatted: '1.5',
  exchangeAddress: A('5'),
  exchangeName: 'Alphaswap v2',
  tokenAddress: A('6'),
  toBlock: '100',
  possibleSpam: 'false',
  verifiedContract: true,
  pairAddress: A('7'),
  pairTotalLiquidityUsd: '1000.5',
  ...over,
});

describe('token price', () => {
  it.each([
    [
      'fractional nativePrice.value',
      price({ nativePrice: { value: '1931927921.11', decimals: 18, name: 'Ether', symbol: 'ETH', address: A('8') } }),
    ],
    [
      'no toBlock, priceLastChangedAtBlock and blockTimestamp',
      price({ toBlock: undefined, priceLastChangedAtBlock: '99', blockTimestamp: '1700000000000' }),
    ],
    ['extra fields', price({ securityScore: 55, usdPrice24hr: 1.4, usdPrice24hrUsdChange: 0.1 })],
    ['possibleSpam a boolean', price({ possibleSpam: false })],
    [
      'nativePrice.address a placeholder, or absent',
      price({ nativePrice: { value: '1', decimals: 18, name: 'Ether', symbol: 'ETH', address: 'string' } }),
    ],
    [
      'no tokenName, tokenSymbol, tokenAddress, usdPriceFormatted',
      price({ tokenName: undefined, tokenSymbol: undefined, tokenAddress: undefined, usdPriceFormatted: undefined }),
    ],
    ['24hrPercentChange and liquidity as numbers', price({ '24hrPercentChange': -1.25, pairTotalLiquidityUsd: 1000 })],
  ])('%s', (_name, body) => {
    expect(tokenPrice.safeParse(body).success).toBe(true);
  });

  it('reads a 2022 answer (four fields, BSC): flags, name, symbol and blocks unknown, not false', () => {
    const parsed = tokenPrice.parse({
      nativePrice: { value: '1019400740872569653', decimals: 18, name: 'Binance Coin', symbol: 'BNB' },
      usdPrice: 325.47900295628267,
      exchangeAddress: '0xcA143Ce32Fe78f1f7019d7d551a6402fC5350c73',
      exchangeName: 'PancakeSwap v2',
    });
    expect(parsed).toMatchObject({
      verifiedContract: null,
      possibleSpam: null,
      tokenName: null,
      tokenSymbol: null,
      toBlock: null,
      priceLastChangedAtBlock: null,
      blockTimestamp: null,
      exchangeAddress: '0xcA143Ce32Fe78f1f7019d7d551a6402fC5350c73',
      nativePrice: { name: 'Binance Coin', symbol: 'BNB' },
    });
  });

  it.each([
    [true, true],
    ['TRUE', true],
    [1, true],
    [false, false],
    ['false', false],
    [0, false],
    [undefined, null],
    [null, null],
    ['unknown', null],
  ])('reads verifiedContract %j as %j', (sent, read) => {
    expect(tokenPrice.parse(price({ verifiedContract: sent, possibleSpam: sent })).verifiedContract).toBe(read);
    expect(tokenPrice.parse(price({ verifiedContract: sent, possibleSpam: sent })).possibleSpam).toBe(read);
  });

  it('keeps the fractional native price as its exact text', () => {
    const parsed = tokenPrice.parse(
      price({ nativePrice: { value: '1931927921.11', decimals: '18', name: 'Ether', symbol: 'ETH', address: A('8') } }),
    );
    expect(parsed.nativePrice).toMatchObject({ value: '1931927921.11', decimals: 18 });
    expect(tokenPrice.parse(price({ toBlock: undefined, priceLastChangedAtBlock: 99 }))).toMatchObject({
      toBlock: null,
      priceLastChangedAtBlock: '99',
    });
  });

  it.each([
    ['usdPrice missing', price({ usdPrice: undefined })],
    [
      'nativePrice.value not a decimal',
      price({ nativePrice: { value: '1e9', decimals: 18, name: 'Ether', symbol: 'ETH', address: A('8') } }),
    ],
  ])('refuses what the card draws as an amount: %s', (_name, body) => {
    expect(tokenPrice.safeParse(body).success).toBe(false);
  });
});
