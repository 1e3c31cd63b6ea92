import { describe, expect, it } from 'vitest';
import { stringifySearch } from '../../lib/searchSerialization';
import { checkPaging, pagingSearch } from './paging';
import { parsePagingSearch } from './urlSearch';

const CONTRACT = '0xbc4ca0eda7647a8ab7c2061c2e118a18a936f13d';

describe('page and at in the URL', () => {
  it('reads page and block anchor together, page 1 without either, a trail by its length', () => {
    expect(checkPaging(parsePagingSearch({}))).toEqual({ ok: true, value: { page: 1, anchor: null } });
    expect(checkPaging(parsePagingSearch({ page: 4, at: '21000000-2' }))).toEqual({
      ok: true,
      value: { page: 4, anchor: { block: 21_000_000n, skip: 2 } },
    });
    expect(checkPaging(parsePagingSearch({ page: '60', at: 21000000 }))).toEqual({
      ok: true,
      value: { page: 60, anchor: { block: 21_000_000n, skip: 0 } },
    });
    expect(checkPaging({ cursor: ['a', 'b'] })).toEqual({ ok: true, value: { page: 3, anchor: null } });
  });

  it('names a damaged page link', () => {
    for (const search of [
      { page: '3' },
      { at: '5' },
      { page: '1', at: '5' },
      { page: '3', at: 'x' },
      { page: '3', at: '5', cursor: ['abc'] },
      { page: '1234567', at: '5' },
    ]) {
      const paging = checkPaging(search);
      expect(paging.ok, JSON.stringify(search)).toBe(false);
      if (!paging.ok) expect(paging.error.field).toBe('at');
    }
  });

  it('writes a page to open and drops the cursor trail; page 1 drops everything', () => {
    expect(pagingSearch({ page: 5, at: { block: 21_000_000n, skip: 3 } })).toEqual({
      page: '5',
      at: '21000000-3',
      cursor: undefined,
    });
    expect(pagingSearch({ page: 2, at: { block: 7n, skip: 0 } })).toEqual({ page: '2', at: '7', cursor: undefined });
    expect(pagingSearch(null)).toEqual({ page: undefined, at: undefined, cursor: undefined });
  });

  it('keeps a link to any page as short as a link to page 2 (at most 300 characters with the range)', () => {
    const lengths = [2, 60, 5_000, 999_999].map((page) => {
      const search = {
        chain: 'polygon',
        from_date: '2024-01-01',
        to_date: '2024-12-31',
        order: 'ASC',
        limit: 100,
        format: 'decimal',
        ...pagingSearch({ page, at: { block: 9_999_999_999_999_999n, skip: 999_999 } }),
      };
      const link = `https://chainboard.example.org/nft/${CONTRACT}${stringifySearch(search)}`;
      // What the link names, the page reads back.
      const read = checkPaging(parsePagingSearch(Object.fromEntries(new URL(link).searchParams)));
      expect(read.ok && read.value.page).toBe(page);
      return link.length;
    });
    expect(Math.max(...lengths)).toBeLessThanOrEqual(300);
    expect(Math.max(...lengths) - Math.min(...lengths)).toBe(5);
  });
});
