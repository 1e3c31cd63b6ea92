import { describe, expect, it } from 'vitest';
import type { FailedDeliveryLog } from '../../../../contract/schemas/streams';
import { emptyFeed, feedReducer, type FeedState } from './feed';
import { ago, log } from '../../../../contract/pages/streams/fixtures';
import { MINUTE } from '../../../../contract/pages/streams/types';

const page = (result: FailedDeliveryLog[], cursor: string | null, total: number) => ({
  result,
  unreadable: [],
  cursor,
  total,
});
const ids = (state: FeedState) => state.rows.map((r) => r.id);

const a = log({ id: 'a', createdAt: ago(1 * MINUTE) });
const b = log({ id: 'b', createdAt: ago(2 * MINUTE) });
const c = log({ id: 'c', createdAt: ago(3 * MINUTE) });
const d = log({ id: 'd', createdAt: ago(4 * MINUTE) });

describe('feedReducer', () => {
  const started = feedReducer(emptyFeed, { type: 'head', page: page([b, a], 'p2', 4) });

  it('takes the first page as it is, newest first', () => {
    expect(ids(started)).toEqual(['a', 'b']);
    expect(started).toMatchObject({ nextCursor: 'p2', total: 4, pending: [], gap: false });
  });

  it('appends older pages without duplicates and moves the cursor', () => {
    const more = feedReducer(started, { type: 'older', page: page([b, c, d], null, 4) });
    expect(ids(more)).toEqual(['a', 'b', 'c', 'd']);
    expect(more.nextCursor).toBeNull();
  });

  it('holds new rows of a refresh back and updates known rows in place', () => {
    const fresh = log({ id: 'new', createdAt: ago(0) });
    const refreshed = feedReducer(started, { type: 'head', page: page([fresh, { ...a, retries: 3 }], 'p2b', 5) });
    expect(ids(refreshed)).toEqual(['a', 'b']);
    expect(refreshed.rows[0]?.retries).toBe(3);
    expect(refreshed.pending.map((r) => r.id)).toEqual(['new']);
    expect(refreshed.total).toBe(5);
    expect(refreshed.gap).toBe(false);
    // The same refresh twice does not count the new row twice.
    const again = feedReducer(refreshed, { type: 'head', page: page([fresh, a], 'p2b', 5) });
    expect(again.pending).toHaveLength(1);

    const shown = feedReducer(again, { type: 'show-pending' });
    expect(ids(shown)).toEqual(['new', 'a', 'b']);
    expect(shown.pending).toEqual([]);
    expect(shown.nextCursor).toBe('p2');
  });

  it('flags a gap when a refresh has only unknown rows and more pages', () => {
    const x = log({ id: 'x', createdAt: ago(0) });
    const refreshed = feedReducer(started, { type: 'head', page: page([x], 'px', 40) });
    expect(refreshed.gap).toBe(true);
    const shown = feedReducer(refreshed, {
      type: 'show-pending',
      gapRows: [log({ id: 'y', createdAt: ago(0.5 * MINUTE) })],
    });
    expect(ids(shown)).toEqual(['x', 'y', 'a', 'b']);
    expect(shown.gap).toBe(false);
  });

  it('resets', () => expect(feedReducer(started, { type: 'reset' })).toBe(emptyFeed));
});

describe('feedReducer and unreadable logs', () => {
  const bad = {
    index: 1,
    path: 'createdAt',
    expected: 'not an ISO 8601 timestamp',
    raw: { id: 'x', createdAt: 'soon' },
  };
  const withBad = (result: FailedDeliveryLog[], cursor: string | null) => ({
    result,
    unreadable: [bad],
    cursor,
    total: 3,
  });

  it('keeps the unreadable logs of the loaded pages, once each across refreshes', () => {
    const first = feedReducer(emptyFeed, { type: 'head', page: withBad([a], 'p2') });
    expect(first.rows.map((row) => row.id)).toEqual(['a']);
    expect(first.unreadable).toEqual([bad]);
    const refreshed = feedReducer(first, { type: 'head', page: withBad([a], 'p2') });
    expect(refreshed.unreadable).toEqual([bad]);
    const older = feedReducer(refreshed, {
      type: 'older',
      page: { ...withBad([b], null), unreadable: [{ ...bad, raw: { id: 'y' } }] },
    });
    expect(older.unreadable).toHaveLength(2);
    expect(feedReducer(older, { type: 'reset' }).unreadable).toEqual([]);
  });
});
