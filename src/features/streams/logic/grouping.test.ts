import { describe, expect, it } from 'vitest';
import { ago, row } from '../../../../contract/pages/streams/fixtures';
import { flattenGroups, groupRows } from './grouping';
import { HOUR, MINUTE } from '../../../../contract/pages/streams/types';

const rows = [
  row({ id: '1', streamId: 's1', tag: 'nft', errorMessage: 'E500', createdAt: ago(3 * HOUR) }),
  row({ id: '2', streamId: 's2', tag: 'swaps', errorMessage: 'E500', createdAt: ago(MINUTE) }),
  row({ id: '3', streamId: 's1', tag: 'nft', errorMessage: 'timeout', createdAt: ago(2 * MINUTE) }),
  row({ id: '4', streamId: 's1', tag: 'nft', errorMessage: 'E500', createdAt: ago(HOUR) }),
  row({ id: '5', streamId: 's3', tag: '', errorMessage: '', createdAt: ago(HOUR) }),
];

describe('groupRows', () => {
  it.each<['error' | 'stream', Array<[string, string, number, number, string[]]>]>([
    [
      'error',
      [
        ['E500', 'E500', 3, 2, ['2', '4', '1']],
        ['timeout', 'timeout', 1, 1, ['3']],
        ['', '(no error message)', 1, 1, ['5']],
      ],
    ],
    [
      'stream',
      [
        ['s1', 'nft', 3, 1, ['3', '4', '1']],
        ['s2', 'swaps', 1, 1, ['2']],
        ['s3', 's3', 1, 1, ['5']],
      ],
    ],
  ])('by %s: largest first, then most recent, rows newest first', (by, expected) => {
    const groups = groupRows(rows, by);
    expect(groups.map((g) => [g.key, g.label, g.count, g.streams, g.rows.map((r) => r.id)])).toEqual(expected);
  });

  it('records first and last failure of a group', () => {
    const [e500] = groupRows(rows, 'error');
    expect(e500?.firstAt).toBe(Date.parse(ago(3 * HOUR)));
    expect(e500?.lastAt).toBe(Date.parse(ago(MINUTE)));
  });

  it('returns no group for no rows', () => expect(groupRows([], 'stream')).toEqual([]));
});

describe('flattenGroups', () => {
  it('lists headers and the rows of open groups only', () => {
    const groups = groupRows(rows, 'stream');
    const items = flattenGroups(groups, new Set(['s2']));
    expect(
      items.map((item) => (item.kind === 'group' ? `g:${item.group.key}:${item.expanded}` : `r:${item.row.id}`)),
    ).toEqual(['g:s1:false', 'g:s2:true', 'r:2', 'g:s3:false']);
  });
});
