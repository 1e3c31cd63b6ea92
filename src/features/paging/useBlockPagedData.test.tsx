// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { ValidRange } from '../../../contract/api/range';
import { checkRange } from '../../../contract/pages/range/rangeSearch';
import { fetchWalkPage, type BlockList, type ListAnswer } from './blockList';
import { useBlockPagedData } from './useBlockPagedData';

interface Row {
  id: string;
  block_number: string;
}

function rangeOf(search: Parameters<typeof checkRange>[0]): ValidRange {
  const range = checkRange(search);
  if (!range.ok) throw new Error('bad range');
  return range.value;
}

/** Rows in blocks 109 down to 100, two per block; a cursor `c<n>` continues at row n. */
const ROWS: Row[] = Array.from({ length: 20 }, (_, i) => ({
  id: `r${i}`,
  block_number: String(109 - Math.floor(i / 2)),
}));

function listOf(range: ValidRange) {
  const calls: string[] = [];
  const list: BlockList<Row> = {
    key: [
      'test-pages',
      JSON.stringify(range, (_key, value: unknown) => (typeof value === 'bigint' ? `${value}` : value)),
    ],
    range,
    fetch: (asked): Promise<ListAnswer<Row>> => {
      const cursor = asked.trail.at(-1);
      const start = cursor ? Number(cursor.slice(1)) : 0;
      const limit = asked.limit ?? 100;
      calls.push(`${cursor ?? 'first'} ${limit}`);
      const end = start + limit;
      return Promise.resolve({
        result: ROWS.slice(start, end),
        unreadable: [],
        cursor: end < ROWS.length ? `c${end}` : null,
      });
    },
    callKey: (asked) => ['test-call', asked.limit, asked.trail.at(-1) ?? null],
    rowId: (row) => row.id,
  };
  return { list, calls };
}

function wrapper(client: QueryClient) {
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

describe('useBlockPagedData', () => {
  it('sends nothing for an invalid request, and its walk and Previous do not either', async () => {
    const client = new QueryClient();
    const { result } = renderHook(() => useBlockPagedData<Row, ListAnswer<Row>>(null, null), {
      wrapper: wrapper(client),
    });
    expect(result.current.query.fetchStatus).toBe('idle');
    expect(result.current.loadedRows).toEqual([]);
    await expect(result.current.findPrevious()).resolves.toBe('first');
    await expect(result.current.fetchPage(null, new AbortController().signal)).rejects.toThrow();
    expect(client.getQueryCache().getAll()).toHaveLength(1);
  });

  it('reads page 1 by its anchor, keeps its walk fetcher across equal lists, and gathers the cached rows', async () => {
    const client = new QueryClient();
    const range = rangeOf({ chain: 'eth', limit: 4 });
    const first = listOf(range);
    const { result, rerender } = renderHook(({ list }) => useBlockPagedData(list, null), {
      wrapper: wrapper(client),
      initialProps: { list: first.list },
    });
    await waitFor(() =>
      expect(result.current.query.data?.result.map((row) => row.id)).toEqual(['r0', 'r1', 'r2', 'r3']),
    );
    expect(result.current.query.data?.next).not.toBeNull();
    const fetchPage = result.current.fetchPage;
    // The same list rebuilt (as from the URL on every render): the walk's fetcher stays the same.
    rerender({ list: listOf(range).list });
    expect(result.current.fetchPage).toBe(fetchPage);
    expect(result.current.loadedRows.map((row) => row.id)).toEqual(['r0', 'r1', 'r2', 'r3']);
  });

  it('opens a cursor trail by its last cursor', async () => {
    const client = new QueryClient();
    const { list, calls } = listOf(rangeOf({ chain: 'eth', limit: 4, cursor: ['c8'] }));
    const { result } = renderHook(() => useBlockPagedData(list, null), { wrapper: wrapper(client) });
    await waitFor(() =>
      expect(result.current.query.data?.result.map((row) => row.id)).toEqual(['r8', 'r9', 'r10', 'r11']),
    );
    expect(result.current.query.data?.cursor).toBe('c12');
    expect(calls).toEqual(['c8 4']);
  });
});

describe('fetchWalkPage', () => {
  it('walks at 100 a call from the first page, and a page already cached is not charged', async () => {
    const client = new QueryClient();
    const { list, calls } = listOf(rangeOf({ chain: 'eth', limit: 4, cursor: ['c8'] }));
    const signal = new AbortController().signal;
    const page = await fetchWalkPage(client, list, null, signal);
    expect([page.rows.length, page.cursor, page.charged]).toEqual([20, null, true]);
    expect((await fetchWalkPage(client, list, null, signal)).charged).toBe(false);
    expect(calls).toEqual(['first 100']);
  });
});
