import { findEvmChain } from '../../../../contract/lib/chains';
import type { Filters } from '../../../../contract/pages/streams/view';
import type { FailureRow } from '../../../../contract/pages/streams/types';
import { compareText } from '../../../lib/compareText';
import { windowBounds } from '../../../../contract/pages/streams/window';

/** Chains compare by hex id, so `?chain=polygon`, `?chain=0x89` and "0x89" rows all agree. */
export function normalizeChain(value: string): string {
  return findEvmChain(value)?.hexId ?? value.trim().toLowerCase();
}

/** Per-row text the filters compare, computed once per row object (rows are immutable). */
interface RowKeys {
  chain: string;
  type: string;
  error: string;
}
const rowKeys = new WeakMap<FailureRow, RowKeys>();
function keysOf(row: FailureRow): RowKeys {
  let keys = rowKeys.get(row);
  if (!keys) {
    keys = { chain: normalizeChain(row.chain), type: row.type.toLowerCase(), error: row.errorMessage.toLowerCase() };
    rowKeys.set(row, keys);
  }
  return keys;
}

/** Filters as one predicate, built once per filter change (not per row). */
export function makeFilter(filters: Filters, now: number): (row: FailureRow) => boolean {
  const chain = filters.chain === undefined ? undefined : normalizeChain(filters.chain);
  const type = filters.type?.toLowerCase();
  const q = filters.q?.toLowerCase();
  const { since, until } = windowBounds(filters.window, now);
  return (row) =>
    (filters.stream === undefined || row.streamId === filters.stream) &&
    (chain === undefined || keysOf(row).chain === chain) &&
    (type === undefined || keysOf(row).type === type) &&
    (filters.tag === undefined || row.tag === filters.tag) &&
    (q === undefined || keysOf(row).error.includes(q)) &&
    (filters.block === undefined || String(row.blockNumber) === filters.block) &&
    (since === null || row.at >= since) &&
    (until === null || row.at < until);
}

export function filterRows(rows: readonly FailureRow[], filters: Filters, now: number): FailureRow[] {
  return rows.filter(makeFilter(filters, now));
}

export interface FilterOption {
  value: string;
  label: string;
  /** How many failures have it; absent when the page cannot know (shown without a count). */
  count?: number;
}

/** Distinct values of the loaded rows, most frequent first, for the filter selects. */
export function distinctOptions(
  rows: readonly FailureRow[],
  key: (row: FailureRow) => string,
  label: (value: string, row: FailureRow) => string = (value) => value,
): FilterOption[] {
  const seen = new Map<string, FilterOption>();
  for (const row of rows) {
    const value = key(row);
    const option = seen.get(value);
    if (option) option.count = (option.count ?? 0) + 1;
    else seen.set(value, { value, label: label(value, row), count: 1 });
  }
  return [...seen.values()].sort((a, b) => (b.count ?? 0) - (a.count ?? 0) || compareText(a.label, b.label));
}
