import { describe, expect, it } from 'vitest';
import { parseTokenSearch, tokenRequest, validateExchange } from './search';

const WETH = '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2';

describe('token page search', () => {
  it('defaults to eth and the latest block', () => {
    const result = tokenRequest(WETH, {});
    expect(result.ok && result.value).toMatchObject({ address: WETH, exchange: null, toBlock: null });
    expect(result.ok && result.value.chain.key).toBe('eth');
  });

  it('accepts named exchanges in loose spellings, and addresses', () => {
    expect(validateExchange('alphaswapv3')).toEqual({ ok: true, value: 'alphaswapv3' });
    expect(validateExchange('Iota-Finance')).toEqual({ ok: true, value: 'iota finance' });
    expect(validateExchange('iotafinance')).toEqual({ ok: true, value: 'iota finance' });
    expect(validateExchange('0x1F98431c8aD98523631AE4a59f267346ea31F984')).toEqual({
      ok: true,
      value: '0x1f98431c8ad98523631ae4a59f267346ea31f984',
    });
    expect(validateExchange('uniswap').ok).toBe(false);
    expect(validateExchange('0x123').ok).toBe(false);
  });

  it('reports every bad value and sends nothing', () => {
    const result = tokenRequest('0x123', { chain: 'solana', exchange: 'nope', to_block: '-5' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.map((e) => e.field)).toEqual(['address', 'chain', 'exchange', 'to_block']);
  });

  it('parses search leniently', () => {
    expect(parseTokenSearch({ chain: 'polygon', to_block: 123, junk: 1 })).toEqual({ chain: 'polygon', to_block: 123 });
    expect(parseTokenSearch({ chain: '' })).toEqual({});
  });
});
