import { describe, expect, it } from 'vitest';
import { DEFAULT_WATCHLIST } from './defaults';
import { MAX_WATCH_ENTRIES, parseWatchEntry, parseWatchlist, serializeWatchlist } from './watchlist';

const WETH = '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2';

describe('watchlist (de)serialisation', () => {
  it('reads the default list', () => {
    const { entries, problems } = parseWatchlist(DEFAULT_WATCHLIST);
    expect(problems).toEqual([]);
    expect(entries.map((e) => e.chain.key)).toEqual(['eth', 'eth', 'eth', 'polygon']);
  });

  it('round-trips, with sources', () => {
    const text = `eth:${WETH}:both,polygon-amoy:${WETH},blast:${WETH}:rpc`;
    const parsed = parseWatchlist(text);
    expect(parsed.problems).toEqual([]);
    expect(serializeWatchlist(parsed.entries)).toBe(text);
  });

  it('normalises chain spellings and address case, and drops duplicates', () => {
    const checksummed = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2';
    const parsed = parseWatchlist(`0x1:${checksummed},eth:${WETH},amoy:${WETH}`);
    expect(serializeWatchlist(parsed.entries)).toBe(`eth:${WETH},polygon-amoy:${WETH}`);
  });

  it('reports bad entries and keeps the good ones', () => {
    const parsed = parseWatchlist(`eth:${WETH},nochain:${WETH},eth:0x123,eth,eth:${WETH}:sideways, ,`);
    expect(parsed.entries).toHaveLength(1);
    expect(parsed.problems.map((p) => p.message)).toEqual([
      '"nochain" is not a chain the price services know.',
      'An address has 40 hex digits after 0x; this one has 3.',
      '"eth" is not chain:address.',
      '"sideways" is not a source (rest, rpc or both).',
    ]);
  });

  it('rejects a mistyped checksum', () => {
    const result = parseWatchEntry('eth:0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756cC2');
    expect(result.ok).toBe(false);
  });

  it('empty and absent lists are empty', () => {
    expect(parseWatchlist('').entries).toEqual([]);
    expect(parseWatchlist(undefined).entries).toEqual([]);
  });

  it('caps the list', () => {
    const many = Array.from(
      { length: MAX_WATCH_ENTRIES + 2 },
      (_, i) => `eth:0x${i.toString(16).padStart(40, '0')}`,
    ).join(',');
    const parsed = parseWatchlist(many);
    expect(parsed.entries).toHaveLength(MAX_WATCH_ENTRIES);
    expect(parsed.problems).toHaveLength(2);
  });
});

describe('tokens search', () => {
  it('keeps list and a valid refresh, drops a bad refresh', async () => {
    const { parseTokensSearch } = await import('./search');
    expect(parseTokensSearch({ refresh: '30' })).toEqual({ refresh: 30 });
    expect(parseTokensSearch({ list: '', refresh: 7 })).toEqual({ list: '' });
    expect(parseTokensSearch({ list: 'eth:0x1', refresh: 0 })).toEqual({ list: 'eth:0x1' });
  });
});
