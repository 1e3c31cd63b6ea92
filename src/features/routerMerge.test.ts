import { describe, expect, it } from 'vitest';
import { parseCoinsList } from '../../contract/pages/chain-b/coins/search';
import { parseCoinsSearch } from '../../contract/pages/chain-b/coins/urlSearch';
import { nftRequest, parseNftSearch } from '../../contract/pages/nft/search';
import { parseTokenSearch, tokenRequest } from '../../contract/pages/token/search';
import { parseTokensSearch } from '../../contract/pages/tokens/search';
import { parseWatchlist } from '../../contract/pages/tokens/watchlist';
import { parseWalletSearch, walletRequest } from '../../contract/pages/wallet/search';

/**
 * Bad input in links. TanStack Router JSON-parses search values (`?limit=1` is 1,
 * `?order=null` null, `?format={"a":1}` an object) and spreads the RAW search under
 * validateSearch's result: a key a parser leaves out reaches the page with its raw value, of any
 * type. These feed every page's check what the page really gets, for every JSON type, and expect
 * a named problem, never a throw.
 */

const VALID = '0x164fc20c9236deb762fc690a7a0fb4da3e2f8b7d';
const JSON_VALUES: unknown[] = [null, true, false, 0, -1, 1.5, 1e30, {}, { a: 1 }, [], [1, 2], ['<script>'], '', '   '];

/** What useSearch() and loaderDeps give the page. */
const routed = <T>(parse: (raw: Record<string, unknown>) => T, raw: Record<string, unknown>): T =>
  ({ ...raw, ...parse(raw) }) as T;

describe.each(JSON_VALUES.map((value) => [JSON.stringify(value), value] as const))(
  'a search value the router read as %s',
  (_name, value) => {
    it('wallet: every range field is checked without a throw', () => {
      const raw = {
        chain: value,
        from_block: value,
        to_block: value,
        from_date: value,
        to_date: value,
        order: value,
        limit: value,
        cursor: value,
        verbose: value,
        internal: value,
      };
      expect(() => walletRequest(VALID, routed(parseWalletSearch, raw))).not.toThrow();
    });

    it('NFT: the format and the range are checked without a throw', () => {
      const raw = { format: value, order: value, limit: value, chain: value };
      const request = nftRequest(VALID, routed(parseNftSearch, raw));
      if (value !== '' && value !== 0 && value !== -1 && value !== false) expect(request.ok).toBe(false);
    });

    it('token detail: chain, exchange and to_block are checked without a throw', () => {
      expect(() =>
        tokenRequest(VALID, routed(parseTokenSearch, { chain: value, exchange: value, to_block: value })),
      ).not.toThrow();
    });

    it('chain-B coins: the list is read without a throw', () => {
      expect(() => parseCoinsList(routed(parseCoinsSearch, { hashes: value }))).not.toThrow();
    });

    it('token watchlist: the list is read without a throw, and an invalid refresh never survives', () => {
      const search = routed(parseTokensSearch, { list: value, refresh: value });
      expect(() => parseWatchlist(search.list)).not.toThrow();
      expect([undefined, 15, 30, 60]).toContain(search.refresh);
    });
  },
);

describe('refresh intervals the page does not offer', () => {
  it.each([0.001, 1, 5, '0.5', true, -15])('refresh=%j is off', (refresh) => {
    expect(routed(parseTokensSearch, { refresh }).refresh).toBeUndefined();
  });
});
