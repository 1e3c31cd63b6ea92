import type { GroupBy } from '../../../../contract/pages/streams/search';
import { compareNewestFirst, type FailureRow } from '../../../../contract/pages/streams/types';
import { compareText } from '../../../lib/compareText';

export interface FailureGroup {
  key: string;
  /** What the group header shows: the error text, or the stream's tag. */
  label: string;
  count: number;
  firstAt: number;
  lastAt: number;
  streams: number;
  rows: FailureRow[];
}

export function groupKey(row: FailureRow, by: Exclude<GroupBy, 'none'>): string {
  return by === 'error' ? row.errorMessage : row.streamId;
}

/**
 * Groups rows by error message or stream, largest group first (ties: most recent failure
 * first), rows newest first inside each group.
 */
export function groupRows(rows: readonly FailureRow[], by: Exclude<GroupBy, 'none'>): FailureGroup[] {
  const groups = new Map<string, FailureGroup & { streamIds: Set<string> }>();
  for (const row of rows) {
    const key = groupKey(row, by);
    let group = groups.get(key);
    if (!group) {
      const label = by === 'error' ? row.errorMessage || '(no error message)' : row.tag || row.streamId;
      group = { key, label, count: 0, firstAt: row.at, lastAt: row.at, streams: 0, rows: [], streamIds: new Set() };
      groups.set(key, group);
    }
    group.count += 1;
    group.firstAt = Math.min(group.firstAt, row.at);
    group.lastAt = Math.max(group.lastAt, row.at);
    group.streamIds.add(row.streamId);
    group.rows.push(row);
  }
  return [...groups.values()]
    .map(({ streamIds, ...group }) => ({
      ...group,
      streams: streamIds.size,
      rows: group.rows.sort(compareNewestFirst),
    }))
    .sort((a, b) => b.count - a.count || b.lastAt - a.lastAt || compareText(a.key, b.key));
}

export type ListItem = { kind: 'group'; group: FailureGroup; expanded: boolean } | { kind: 'row'; row: FailureRow };

/** The flat list the virtualized table draws: group headers, each followed by its rows if open. */
export function flattenGroups(groups: readonly FailureGroup[], expanded: ReadonlySet<string>): ListItem[] {
  const items: ListItem[] = [];
  for (const group of groups) {
    const open = expanded.has(group.key);
    items.push({ kind: 'group', group, expanded: open });
    if (open) for (const row of group.rows) items.push({ kind: 'row', row });
  }
  return items;
}
