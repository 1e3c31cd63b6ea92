import { describe, expect, it } from 'vitest';
import { pageLimitOf, parseStreamsSearch } from './search';
import { hasActiveFilters, LIVE_DEFAULT_WINDOW, resolveView, searchIssues } from './view';

describe('parseStreamsSearch', () => {
  it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    ['empty', {}, {}],
    [
      'all valid',
      {
        stream: 'abc',
        chain: '0x1',
        type: 'evm',
        tag: 't',
        q: 'timeout',
        window: '24h',
        group: 'error',
        stack: 'chain',
        refresh: 'off',
        limit: 50,
        id: 'x',
      },
      {
        stream: 'abc',
        chain: '0x1',
        type: 'evm',
        tag: 't',
        q: 'timeout',
        window: '24h',
        group: 'error',
        stack: 'chain',
        refresh: 'off',
        limit: 50,
        id: 'x',
      },
    ],
    ['numbers the router parsed become text', { q: 500, id: 12 }, { q: '500', id: '12' }],
    ['limit as text', { limit: '25' }, { limit: 25 }],
    [
      'invalid values are dropped',
      { window: '2w', group: 'chain', limit: 1000, q: '  ', refresh: 5, block: '12a' },
      {},
    ],
    ['new windows', { window: '90d' }, { window: '90d' }],
    ['a block number the router parsed', { block: 17000000 }, { block: '17000000' }],
    [
      'range text is kept for the page to check',
      { from: '2026-11-19T00:00Z', to: 'soon' },
      { from: '2026-11-19T00:00Z', to: 'soon' },
    ],
    ['unknown params are ignored', { foo: 'bar', stream: 's' }, { stream: 's' }],
  ])('%s', (_name, raw, expected) => expect(parseStreamsSearch(raw)).toEqual(expected));
});

describe('pageLimitOf', () => {
  // The router leaves invalid values in the search beside the parsed ones: they count as absent.
  it.each<[Record<string, unknown>, number]>([
    [{}, 100],
    [{ limit: 25 }, 25],
    [{ limit: '50' }, 50],
    [{ limit: 1000 }, 100],
    [{ limit: 'many' }, 100],
  ])('%o -> %s', (search, limit) => expect(pageLimitOf(search as Parameters<typeof pageLimitOf>[0])).toBe(limit));
});

describe('searchIssues', () => {
  it('names each dropped param and why', () => {
    expect(searchIssues({ window: '2w', limit: 1000, stream: 's' })).toEqual([
      { param: 'window', value: '2w', message: 'must be one of 1h, 24h, 7d, 30d, 90d, all' },
      { param: 'limit', value: '1000', message: 'must be one of 25, 50, 100' },
    ]);
  });
  it('is empty for a valid search', () =>
    expect(searchIssues({ window: '1h', group: 'stream', from: '2026-11-19', to: '2026-11-20T06:00Z' })).toEqual([]));
  it('names a bad range', () => {
    expect(searchIssues({ from: '2026-11-20T06:00Z', to: '2026-11-19T00:00Z' })).toEqual([
      { param: 'to', value: '2026-11-19T00:00Z', message: 'must be after from' },
    ]);
    expect(searchIssues({ to: '2026-11-19T00:00Z' })).toEqual([
      { param: 'to', value: '2026-11-19T00:00Z', message: 'needs a from time: a range starts somewhere' },
    ]);
  });
});

describe('resolveView', () => {
  it('ignores invalid values left in the search by the router', () => {
    const leaked = { window: '2w', group: 'error' } as unknown as Parameters<typeof resolveView>[0];
    expect(resolveView(leaked)).toMatchObject({
      group: 'error',
      filters: { window: { kind: 'preset', window: '24h' } },
    });
  });
  it('applies defaults: the archive shows the last 24 h, the live view everything it loads', () => {
    expect(resolveView({})).toMatchObject({
      group: 'none',
      stack: 'stream',
      refresh: '15s',
      limit: 100,
      defaultWindow: '24h',
      filters: { window: { kind: 'preset', window: '24h' } },
    });
    expect(resolveView({}, LIVE_DEFAULT_WINDOW)).toMatchObject({
      defaultWindow: 'all',
      filters: { window: { kind: 'preset', window: 'all' } },
    });
  });
  it('a valid range wins over a window; an invalid one is ignored', () => {
    expect(resolveView({ window: '7d', from: '2026-11-19T00:00Z' }).filters.window).toEqual({
      kind: 'custom',
      from: Date.parse('2026-11-19T00:00Z'),
      to: null,
    });
    expect(resolveView({ window: '7d', from: '2026-11-19T00:00Z', to: '2026-11-18T00:00Z' }).filters.window).toEqual({
      kind: 'preset',
      window: '7d',
    });
  });
  it.each([
    [{}, false],
    [{ window: '7d' as const }, true],
    [{ window: '24h' as const }, false],
    [{ window: 'all' as const }, true],
    [{ from: '2026-11-19' }, true],
    [{ block: '12' }, true],
    [{ q: 'x' }, true],
    [{ group: 'error' as const }, false],
  ])('hasActiveFilters(%o) = %s', (search, active) => {
    const view = resolveView(search);
    expect(hasActiveFilters(view.filters, view.defaultWindow)).toBe(active);
  });
  it('over the live view, all is the default and not a filter', () => {
    const view = resolveView({ window: 'all' }, LIVE_DEFAULT_WINDOW);
    expect(hasActiveFilters(view.filters, view.defaultWindow)).toBe(false);
  });
});
