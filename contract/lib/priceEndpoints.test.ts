import { describe, expect, it } from 'vitest';
import { rpcExchangeOf } from './priceEndpoints';

describe('rpcExchangeOf', () => {
  it('sends no exchange or an address over JSON-RPC, and refuses a named exchange', () => {
    expect(rpcExchangeOf(null)).toEqual({ ok: true, value: null });
    expect(rpcExchangeOf(undefined)).toEqual({ ok: true, value: null });
    expect(rpcExchangeOf('0x1f98431c8ad98523631ae4a59f267346ea31f984')).toEqual({
      ok: true,
      value: '0x1f98431c8ad98523631ae4a59f267346ea31f984',
    });
    expect(rpcExchangeOf('alphaswapv3')).toEqual({ ok: false });
    expect(rpcExchangeOf('0x123')).toEqual({ ok: false });
  });
});
