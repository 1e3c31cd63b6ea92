import { describe, expect, it } from 'vitest';
import { tokenPrice } from '../../../contract/schemas/evm';
import { identityOfPrice, mergeIdentity, tokenTitle, UNKNOWN_TOKEN } from './useTokenIdentity';

const ADDRESS = '0xf307910a4c7bbc79691fd374889b36d8531b08e3';
/** The four fields a real 2022 answer carries (BNB Smart Chain). */
const answer2022 = tokenPrice.parse({
  nativePrice: { value: '1019400740872569653', decimals: 18, name: 'Binance Coin', symbol: 'BNB' },
  usdPrice: 325.47900295628267,
  exchangeAddress: '0xcA143Ce32Fe78f1f7019d7d551a6402fC5350c73',
  exchangeName: 'PancakeSwap v2',
});

describe('token identity', () => {
  it('takes each field from the first source that has it', () => {
    const listed = { name: 'Ankr', symbol: 'ANKR', logo: 'https://logo' };
    expect(mergeIdentity(identityOfPrice(answer2022), listed)).toEqual(listed);
    expect(mergeIdentity({ name: 'From answer', symbol: null, logo: null }, listed)).toEqual({
      name: 'From answer',
      symbol: 'ANKR',
      logo: 'https://logo',
    });
  });

  it('calls a token that nothing names "unknown token", with its address', () => {
    const nothing = mergeIdentity(identityOfPrice(answer2022), undefined);
    expect(nothing).toEqual({ name: null, symbol: null, logo: null });
    expect(tokenTitle(nothing, ADDRESS)).toBe(`${UNKNOWN_TOKEN} 0xf307…08e3`);
    expect(tokenTitle({ name: null, symbol: 'ANKR', logo: null }, ADDRESS)).toBe('ANKR');
    expect(tokenTitle({ name: 'Ankr', symbol: 'ANKR', logo: null }, ADDRESS)).toBe('Ankr (ANKR)');
  });
});
