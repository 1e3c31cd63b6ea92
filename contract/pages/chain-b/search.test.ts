import { describe, expect, it } from 'vitest';
import { parseBlockSearch, parseHeight } from './block/search';
import { coinsSearchValue, parseCoinsList, parseCoinsSearch } from './coins/search';

describe('block URL state', () => {
  it('reads with_transactions leniently and leaves "off" out of the URL', () => {
    expect(parseBlockSearch({ with_transactions: true })).toEqual({ with_transactions: true });
    expect(parseBlockSearch({ with_transactions: 'true' })).toEqual({ with_transactions: true });
    expect(parseBlockSearch({ with_transactions: '1' })).toEqual({ with_transactions: true });
    expect(parseBlockSearch({ with_transactions: false })).toEqual({});
    expect(parseBlockSearch({ with_transactions: 'yes please' })).toEqual({});
    expect(parseBlockSearch({})).toEqual({});
  });

  it('refuses bad heights', () => {
    expect(parseHeight('1000')).toEqual({ ok: true, value: 1000n });
    for (const bad of ['-1', '1.5', 'abc', '', '1e3', '99999999999999999999']) expect(parseHeight(bad).ok).toBe(false);
  });
});

describe('coins URL state (hashes)', () => {
  const apt = '0x1::aptos_coin::AptosCoin';
  const lp = '0x1::pool::LP<0x1::a::A, 0x2::b::B>';
  const hash = 'ab'.repeat(32);

  it('accepts one comma-separated value, an array, or both mixed', () => {
    expect(parseCoinsSearch({ hashes: `${apt},${hash}` })).toEqual({ hashes: `${apt},${hash}` });
    expect(parseCoinsSearch({ hashes: [apt, `${hash},${lp}`] })).toEqual({ hashes: `${apt},${hash},${lp}` });
    expect(parseCoinsSearch({ hashes: [] })).toEqual({});
    // Kept as text, to be named on the page: the router spreads the raw value underneath anyway.
    expect(parseCoinsSearch({ hashes: 42 })).toEqual({ hashes: '42' });
    expect(parseCoinsSearch({ hashes: null })).toEqual({ hashes: 'null' });
    expect(parseCoinsSearch({})).toEqual({});
  });

  it('keeps generic types whole and writes types in the chain spelling', () => {
    const list = parseCoinsList({ hashes: `${apt},${lp},0x0001::aptos_coin::AptosCoin` });
    expect(list.problems).toEqual([]);
    expect(list.entries.map((entry) => entry.kind)).toEqual(['type', 'type']);
    expect(list.duplicates).toBe(1);
    expect(coinsSearchValue(list.entries)).toEqual({ hashes: `${apt},${lp}` });
    expect(coinsSearchValue([])).toEqual({});
  });
});
