import { describe, expect, it } from 'vitest';
import {
  blockWinsSides,
  checkRange,
  hasRange,
  parseDateBound,
  rangeKey,
  rangeQuery,
  parseRangeSearch,
} from './rangeSearch';

const parse = (raw: Record<string, unknown>) => parseRangeSearch(raw);

describe('parseRangeSearch (lenient)', () => {
  it('keeps what the user wrote, numbers and strings alike', () => {
    expect(parse({ chain: '0x89', from_block: 12, to_block: 'abc', limit: 50, order: 'asc' })).toEqual({
      chain: '0x89',
      from_block: 12,
      to_block: 'abc',
      limit: 50,
      order: 'asc',
    });
  });

  it('never throws on garbage and drops empty keys', () => {
    expect(parse({ from_block: { a: 1 }, limit: [1, 2], chain: 1, order: true, to_date: '' })).toEqual({
      from_block: '{"a":1}',
      limit: '[1,2]',
      chain: '1',
      order: 'true',
    });
    expect(parse({})).toEqual({});
  });

  it('reads the cursor trail as an array, and a single string as a one-element trail', () => {
    expect(parse({ cursor: ['a', 'b'] }).cursor).toEqual(['a', 'b']);
    expect(parse({ cursor: 'abc' }).cursor).toEqual(['abc']);
    expect(parse({ cursor: [] }).cursor).toBeUndefined();
    expect(parse({ cursor: ['', 'x'] }).cursor).toEqual(['x']);
  });
});

describe('checkRange', () => {
  it('defaults to eth, no range, first page', () => {
    const result = checkRange({});
    expect(result.ok && result.value.chain.name).toBe('eth');
    expect(result.ok && rangeQuery(result.value)).toEqual({ chain: '0x1' });
  });

  it.each([
    ['polygon', '0x89'],
    ['0x89', '0x89'],
    ['0X89', '0x89'],
    ['137', '0x89'],
    ['polygon-amoy', '0x13882'],
  ])('chain %s is sent as %s', (chain, hex) => {
    const result = checkRange({ chain });
    expect(result.ok && result.value.chain.hexId).toBe(hex);
  });

  it.each([
    [{ chain: 'solana' }, 'chain', 'not a supported chain'],
    [{ from_block: 'abc' }, 'from_block', 'whole number'],
    [{ to_block: '-5' }, 'to_block', 'negative'],
    [{ from_block: '10000000000000000' }, 'from_block', 'beyond'],
    [{ from_block: 200, to_block: 100 }, 'from_block', 'after to block'],
    [{ from_date: '2024-13-45' }, 'from_date', 'not a real calendar date'],
    [{ from_date: 'yesterday' }, 'from_date', 'not a date'],
    [{ from_date: '2024-05-02', to_date: '2024-05-01' }, 'from_date', 'after to date'],
    [{ order: 'sideways' }, 'order', 'ASC'],
    [{ limit: 0 }, 'limit', '1 to 100'],
    [{ limit: 101 }, 'limit', '1 to 100'],
    [{ limit: '2.5' }, 'limit', '1 to 100'],
    [{ limit: 'ten' }, 'limit', '1 to 100'],
  ] as const)('%j -> error on %s', (search, field, text) => {
    const result = checkRange(search);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors.map((e) => e.field)).toContain(field);
      expect(result.errors.find((e) => e.field === field)?.message).toContain(text);
    }
  });

  it('reports every bad field, not only the first', () => {
    const result = checkRange({ chain: 'nope', limit: 0, order: 'x' });
    expect(!result.ok && result.errors.map((e) => e.field)).toEqual(['chain', 'order', 'limit']);
  });

  it('accepts the edges: limit 1 and 100, block 0, equal from and to', () => {
    expect(checkRange({ limit: 1 }).ok).toBe(true);
    expect(checkRange({ limit: '100' }).ok).toBe(true);
    expect(checkRange({ from_block: 0, to_block: 0 }).ok).toBe(true);
    expect(checkRange({ from_date: '2024-05-01', to_date: '2024-05-01' }).ok).toBe(true);
  });

  it('sends ISO 8601 bounds: a bare day counts whole', () => {
    const result = checkRange({ from_date: '2024-05-01', to_date: '2024-05-02', order: 'asc', limit: 25 });
    expect(result.ok && rangeQuery(result.value)).toEqual({
      chain: '0x1',
      from_date: '2024-05-01T00:00:00.000Z',
      to_date: '2024-05-02T23:59:59.999Z',
      order: 'ASC',
      limit: 25,
      from_block: undefined,
      to_block: undefined,
    });
  });

  it('lets a block bound win over a date bound on the same side (spec 4.2)', () => {
    const search = { from_block: 100, from_date: '2024-05-01', to_date: '2024-06-01' };
    expect(blockWinsSides(search)).toEqual(['from']);
    const result = checkRange(search);
    expect(result.ok && result.value.fromDate).toBeNull();
    expect(result.ok && result.value.toDate).toBe('2024-06-01T23:59:59.999Z');
  });

  it('sends only chain and cursor on later pages; the key still holds the range', () => {
    const result = checkRange({ from_block: 5, limit: 10, cursor: ['c1', 'c2'] });
    expect(result.ok && rangeQuery(result.value)).toEqual({ chain: '0x1', cursor: 'c2' });
    expect(result.ok && rangeKey(result.value)).toMatchObject({ fromBlock: '5', limit: 10 });
  });

  it('knows when a range is set', () => {
    expect(hasRange({})).toBe(false);
    expect(hasRange({ order: 'ASC', limit: 5 })).toBe(false);
    expect(hasRange({ to_date: '2024-01-01' })).toBe(true);
  });
});

describe('parseDateBound', () => {
  it.each([
    ['2024-05-01', 'from', '2024-05-01T00:00:00.000Z'],
    ['2024-05-01', 'to', '2024-05-01T23:59:59.999Z'],
    ['2024-05-01T12:30', 'from', '2024-05-01T12:30:00.000Z'],
    ['2024-05-01T12:30:00+02:00', 'from', '2024-05-01T10:30:00.000Z'],
    [1714521600, 'from', '2024-05-01T00:00:00.000Z'],
  ] as const)('%s (%s) -> %s', (raw, side, iso) => {
    expect(parseDateBound(raw, side)).toEqual({ ok: true, iso });
  });

  it('refuses dates before EVM chains', () => {
    expect(parseDateBound('1999-01-01', 'from').ok).toBe(false);
  });
});
