import { describe, expect, it } from 'vitest';
import { parseWalletSearch, walletRequest } from './search';

const ADDRESS = '0x164fc20c9236deb762fc690a7a0fb4da3e2f8b7d';

describe('parseWalletSearch', () => {
  it('reads the flags leniently and never throws', () => {
    expect(parseWalletSearch({ verbose: true, internal: 'true' })).toEqual({ verbose: true, internal: true });
    expect(parseWalletSearch({ verbose: 'nope', internal: 0 })).toEqual({});
    expect(parseWalletSearch({ limit: { x: 1 }, cursor: 'abc' })).toEqual({ limit: '{"x":1}', cursor: ['abc'] });
  });
});

describe('walletRequest', () => {
  it('lowercases a valid address and keeps the view', () => {
    const request = walletRequest(ADDRESS.toUpperCase().replace('0X', '0x'), { verbose: true });
    expect(request.ok && request.params.address).toBe(ADDRESS);
    expect(request.ok && request.verbose).toBe(true);
  });

  it('collects the address and search errors together', () => {
    const request = walletRequest('0x123', { limit: 0 });
    expect(!request.ok && request.errors.map((e) => e.field)).toEqual(['address', 'limit']);
  });

  it('drops include=internal_transactions on chains without them', () => {
    const cronos = walletRequest(ADDRESS, { chain: 'cronos', internal: true });
    expect(cronos.ok && cronos.params.internal).toBe(false);
    const eth = walletRequest(ADDRESS, { chain: 'eth', internal: true });
    expect(eth.ok && eth.params.internal).toBe(true);
  });
});

describe('wallet paging in the URL', () => {
  it('reads page and block anchor together, page 1 without either', () => {
    const one = walletRequest(ADDRESS, parseWalletSearch({}));
    expect(one.ok && one.paging).toEqual({ page: 1, anchor: null });
    const four = walletRequest(ADDRESS, parseWalletSearch({ page: 4, at: '21000000-2' }));
    expect(four.ok && four.paging).toEqual({ page: 4, anchor: { block: 21_000_000n, skip: 2 } });
    const plain = walletRequest(ADDRESS, parseWalletSearch({ page: '60', at: 21000000 }));
    expect(plain.ok && plain.paging).toEqual({ page: 60, anchor: { block: 21_000_000n, skip: 0 } });
  });

  it('names a damaged page link and sends nothing', () => {
    for (const search of [
      { page: 3 },
      { at: '5' },
      { page: 1, at: '5' },
      { page: 3, at: 'x' },
      { page: 3, at: '5', cursor: 'abc' },
    ]) {
      const request = walletRequest(ADDRESS, parseWalletSearch(search));
      expect(request.ok, JSON.stringify(search)).toBe(false);
      if (!request.ok) expect(request.errors[0]!.field).toBe('at');
    }
  });
});
