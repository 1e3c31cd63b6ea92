import { describe, expect, it } from 'vitest';
import { distinctOptions, filterRows, normalizeChain } from './filters';
import { ago, NOW, row } from '../../../../contract/pages/streams/fixtures';
import { LIVE_DEFAULT_WINDOW, resolveView, type Filters } from '../../../../contract/pages/streams/view';
import { DAY, HOUR, MINUTE } from '../../../../contract/pages/streams/types';

const rows = [
  row({
    id: '1',
    streamId: 's1',
    tag: 'nft',
    chain: '0x1',
    type: 'evm',
    errorMessage: 'Request failed with status code 500',
    createdAt: ago(10 * MINUTE),
  }),
  row({
    id: '2',
    streamId: 's1',
    tag: 'nft',
    chain: '0x89',
    blockNumber: 17000002,
    type: 'evm',
    errorMessage: 'timeout of 10000ms exceeded',
    createdAt: ago(2 * HOUR),
  }),
  row({
    id: '3',
    streamId: 's2',
    tag: 'swaps',
    chain: '0x89',
    type: 'evm',
    errorMessage: 'Request failed with status code 404',
    createdAt: ago(2 * DAY),
  }),
  row({
    id: '4',
    streamId: 's3',
    tag: 'aptos',
    chain: '0x1',
    type: 'aptos',
    errorMessage: 'ECONNREFUSED',
    createdAt: ago(8 * DAY),
  }),
];

const base = resolveView({}, LIVE_DEFAULT_WINDOW).filters;
const ids = (filters: Partial<Filters>) => filterRows(rows, { ...base, ...filters }, NOW).map((r) => r.id);

describe('filterRows', () => {
  it.each<[string, Partial<Filters>, string[]]>([
    ['no filter', {}, ['1', '2', '3', '4']],
    ['stream', { stream: 's1' }, ['1', '2']],
    ['chain by hex', { chain: '0x89' }, ['2', '3']],
    ['chain by name', { chain: 'polygon' }, ['2', '3']],
    ['chain by padded hex', { chain: '0x01' }, ['1', '4']],
    ['type, any case', { type: 'APTOS' }, ['4']],
    ['tag', { tag: 'swaps' }, ['3']],
    ['error text, substring, any case', { q: 'STATUS CODE' }, ['1', '3']],
    ['window 1h', { window: { kind: 'preset', window: '1h' } }, ['1']],
    ['window 24h', { window: { kind: 'preset', window: '24h' } }, ['1', '2']],
    ['window 7d', { window: { kind: 'preset', window: '7d' } }, ['1', '2', '3']],
    ['window 30d', { window: { kind: 'preset', window: '30d' } }, ['1', '2', '3', '4']],
    ['custom range, end exclusive', { window: { kind: 'custom', from: NOW - 3 * DAY, to: NOW - 2 * HOUR } }, ['3']],
    ['custom range to now', { window: { kind: 'custom', from: NOW - 3 * HOUR, to: null } }, ['1', '2']],
    ['block', { block: '17000002' }, ['2']],
    ['combined', { stream: 's1', q: 'timeout', window: { kind: 'preset', window: '24h' } }, ['2']],
    ['nothing matches', { stream: 's2', chain: 'eth' }, []],
  ])('%s', (_name, filters, expected) => expect(ids(filters)).toEqual(expected));
});

describe('normalizeChain', () => {
  it.each([
    ['eth', '0x1'],
    ['0X1', '0x1'],
    ['polygon-amoy', '0x13882'],
    ['0xDEAD', '0xdead'],
  ])('%s -> %s', (input, output) => expect(normalizeChain(input)).toBe(output));
});

describe('distinctOptions', () => {
  it('counts values, most frequent first', () => {
    expect(distinctOptions(rows, (r) => r.chain)).toEqual([
      { value: '0x1', label: '0x1', count: 2 },
      { value: '0x89', label: '0x89', count: 2 },
    ]);
  });
});
