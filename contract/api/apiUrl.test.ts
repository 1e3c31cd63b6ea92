import { describe, expect, it } from 'vitest';
import { apiUrl } from './apiUrl';

describe('apiUrl', () => {
  it('leaves out empty values and repeats array values, in the order given', () => {
    expect(
      apiUrl('/api/chain-b/coins', {
        coin_type_hashes: ['a', 'b'],
        limit: 10,
        cursor: null,
        to_block: undefined,
        from_date: '',
      }),
    ).toBe('/api/chain-b/coins?coin_type_hashes=a&coin_type_hashes=b&limit=10');
  });

  it('is the bare path without a query, and encodes what it sends', () => {
    expect(apiUrl('/api/streams/history/logs')).toBe('/api/streams/history/logs');
    expect(apiUrl('/api/evm/nft/0x1/transfers', { exchange: 'iota finance', flag: true })).toBe(
      '/api/evm/nft/0x1/transfers?exchange=iota+finance&flag=true',
    );
  });

  it('refuses a path outside /api/: the SPA never calls anything else', () => {
    expect(() => apiUrl('/wallet/0x1')).toThrow(/under \/api\//);
    expect(() => apiUrl('https://example.com/api/x')).toThrow();
  });
});
