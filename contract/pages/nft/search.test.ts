import { describe, expect, it } from 'vitest';
import { nftRequest, parseNftSearch } from './search';

const CONTRACT = '0xbc4ca0eda7647a8ab7c2061c2e118a18a936f13d';

describe('NFT paging in the URL', () => {
  it('reads page and block anchor together, page 1 without either', () => {
    const one = nftRequest(CONTRACT, parseNftSearch({ chain: 'eth' }));
    expect(one.ok && one.paging).toEqual({ page: 1, anchor: null });
    const four = nftRequest(CONTRACT, parseNftSearch({ chain: 'eth', page: 4, at: '21000000-2', format: 'hex' }));
    expect(four.ok && four.paging).toEqual({ page: 4, anchor: { block: 21_000_000n, skip: 2 } });
    expect(four.ok && four.format).toBe('hex');
  });

  it('names a damaged page link with the other mistakes, and asks nothing', () => {
    const request = nftRequest(CONTRACT, parseNftSearch({ page: 3, at: 'x', format: 'roman' }));
    expect(!request.ok && request.errors.map((error) => error.field)).toEqual(['format', 'at']);
  });
});
