import { describe, expect, it } from 'vitest';
import { archiveFiltersOf } from './archiveQuery';
import { resolveView } from './view';

const NOW = Date.parse('2026-11-20T12:00:00.000Z');

describe('archiveFiltersOf', () => {
  it('a preset window ends now and every filter is named as the server names it', () => {
    const { filters } = resolveView({
      window: '7d',
      stream: 's1',
      chain: 'polygon',
      type: 'evm',
      tag: 'nft',
      q: 'status code',
      block: '21000000',
    });
    expect(archiveFiltersOf(filters, NOW)).toEqual({
      from: '2026-11-13T12:00:00.000Z',
      to: '2026-11-20T12:00:00.000Z',
      stream: 's1',
      chain: 'polygon',
      type: 'evm',
      tag: 'nft',
      error: 'status code',
      from_block: '21000000',
      to_block: '21000000',
    });
  });

  it('a custom range keeps its bounds; without an end it runs to now', () => {
    expect(
      archiveFiltersOf(resolveView({ from: '2026-11-01T00:00Z', to: '2026-11-02T06:30Z' }).filters, NOW),
    ).toMatchObject({ from: '2026-11-01T00:00:00.000Z', to: '2026-11-02T06:30:00.000Z' });
    expect(archiveFiltersOf(resolveView({ from: '2026-11-01' }).filters, NOW)).toMatchObject({
      from: '2026-11-01T00:00:00.000Z',
      to: '2026-11-20T12:00:00.000Z',
    });
  });

  it('all reaches back 200 days', () => {
    expect(archiveFiltersOf(resolveView({ window: 'all' }).filters, NOW)).toMatchObject({
      from: '2026-05-04T12:00:00.000Z',
      to: '2026-11-20T12:00:00.000Z',
      stream: undefined,
    });
  });

  it('the default window is the last 24 h', () => {
    expect(archiveFiltersOf(resolveView({}).filters, NOW)).toMatchObject({
      from: '2026-11-19T12:00:00.000Z',
      to: '2026-11-20T12:00:00.000Z',
    });
  });
});
