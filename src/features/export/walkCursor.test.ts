import { describe, expect, it, vi } from 'vitest';
import { walkCursor, type CursorPage } from './walkCursor';

/** A fake paged list of `total` numbers, `size` per page, cursors "c1", "c2", … */
function pages(total: number, size: number) {
  const calls: (string | null)[] = [];
  const fetchPage = vi.fn(async (cursor: string | null): Promise<CursorPage<number>> => {
    calls.push(cursor);
    const index = cursor === null ? 0 : Number(cursor.slice(1));
    const rows = Array.from({ length: Math.max(0, Math.min(size, total - index * size)) }, (_, i) => index * size + i);
    const more = (index + 1) * size < total;
    return { rows, cursor: more ? `c${index + 1}` : null };
  });
  return { fetchPage, calls };
}

describe('walkCursor', () => {
  it('walks every page in order from the first', async () => {
    const { fetchPage, calls } = pages(250, 100);
    const progress: number[] = [];
    const result = await walkCursor({
      fetchPage,
      signal: new AbortController().signal,
      onProgress: (p) => progress.push(p.rows),
    });
    expect(result.rows).toHaveLength(250);
    expect(result.rows[249]).toBe(249);
    expect(result).toMatchObject({ pages: 3, capped: false });
    expect(calls).toEqual([null, 'c1', 'c2']);
    expect(progress).toEqual([100, 200, 250]);
  });

  it('stops at the cap and says so', async () => {
    const { fetchPage } = pages(50_000, 100);
    const result = await walkCursor({ fetchPage, signal: new AbortController().signal, cap: 1_000 });
    expect(result.rows).toHaveLength(1_000);
    expect(result).toMatchObject({ pages: 10, capped: true });
  });

  it('is not capped when the last page ends exactly at the cap', async () => {
    const { fetchPage } = pages(200, 100);
    const result = await walkCursor({ fetchPage, signal: new AbortController().signal, cap: 200 });
    expect(result.capped).toBe(false);
  });

  it('stops when cancelled', async () => {
    const controller = new AbortController();
    const { fetchPage } = pages(1_000, 100);
    const walk = walkCursor({
      fetchPage,
      signal: controller.signal,
      onProgress: (p) => {
        if (p.pages === 2) controller.abort();
      },
    });
    await expect(walk).rejects.toThrow();
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it('refuses a repeated cursor instead of looping', async () => {
    const fetchPage = vi.fn(async (): Promise<CursorPage<number>> => ({ rows: [1], cursor: 'same' }));
    await expect(walkCursor({ fetchPage, signal: new AbortController().signal })).rejects.toThrow(/repeated/);
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it('treats "" as the last page', async () => {
    const fetchPage = vi.fn(async (): Promise<CursorPage<number>> => ({ rows: [1, 2], cursor: '' }));
    const result = await walkCursor({ fetchPage, signal: new AbortController().signal });
    expect(result.rows).toEqual([1, 2]);
  });
});

describe('walkCursor and unreadable items', () => {
  it('writes the rows it can and counts the unreadable ones of every page', async () => {
    const answers: CursorPage<number>[] = [
      { rows: [1, 2], cursor: 'c1', unreadable: 1 },
      { rows: [3], cursor: 'c2' },
      { rows: [], cursor: null, unreadable: 2 },
    ];
    let call = 0;
    const result = await walkCursor({ fetchPage: async () => answers[call++]!, signal: new AbortController().signal });
    expect(result).toEqual({ rows: [1, 2, 3], pages: 3, capped: false, unreadable: 3 });
  });
});
