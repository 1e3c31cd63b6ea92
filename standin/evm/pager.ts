import type { Order } from './params';

/**
 * Index paging over a lazily generated list: items are numbered oldest-first (0, 1, ...), a walk
 * covers [lo, hi] in the requested order, and `position` is the next index to return.
 */
export interface PageSlice {
  indices: number[];
  /** The next position, or null when this is the last page. */
  next: number | null;
}

export function startPosition(lo: number, hi: number, order: Order): number {
  return order === 'DESC' ? hi : lo;
}

export function slicePage(lo: number, hi: number, order: Order, limit: number, position: number): PageSlice {
  const indices: number[] = [];
  if (order === 'DESC') {
    for (let i = position; i >= lo && indices.length < limit; i -= 1) indices.push(i);
    const last = indices.at(-1);
    return { indices, next: last === undefined || last - 1 < lo ? null : last - 1 };
  }
  for (let i = position; i <= hi && indices.length < limit; i += 1) indices.push(i);
  const last = indices.at(-1);
  return { indices, next: last === undefined || last + 1 > hi ? null : last + 1 };
}
