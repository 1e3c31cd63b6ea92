import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import type { ValidRange } from '../../../contract/api/range';
import type { BlockAnchor } from '../../../contract/lib/blockPages';
import { checkRange } from '../../../contract/pages/range/rangeSearch';
import {
  blockPageOptions,
  findPreviousPage,
  reverseRange,
  toChunk,
  trailPageOptions,
  type BlockList,
  type ListAnswer,
  type ListPage,
} from './blockList';
import { firstCallRange, walkRange } from '../../../contract/pages/paging/callRange';

interface Row {
  id: string;
  block_number: string;
}
type Answer = ListAnswer<Row> & { complete: boolean };

function rangeOf(search: Parameters<typeof checkRange>[0]): ValidRange {
  const range = checkRange(search);
  if (!range.ok) throw new Error('bad range');
  return range.value;
}

/** Blocks 100.. with these many rows each; newest first unless the range says ASC. */
function rowsIn(blockSizes: number[]): Row[] {
  return blockSizes.flatMap((size, b) =>
    Array.from({ length: size }, (_, i) => ({ id: `b${100 + b}.${i}`, block_number: String(100 + b) })),
  );
}

/**
 * A fake endpoint over `all`: honours from_block/to_block, order and limit; cursors name a
 * position and are refused (400) once `expire()` is called, as the service refuses an old one.
 */
function fakeEndpoint(all: Row[]) {
  const calls: string[] = [];
  let generation = 0;
  const walks = new Map<string, { items: Row[]; limit: number; at: number; generation: number }>();
  const answer = (items: Row[], limit: number, at: number): Answer => {
    const result = items.slice(at, at + limit);
    let cursor: string | null = null;
    if (at + limit < items.length) {
      cursor = `c${walks.size}`;
      walks.set(cursor, { items, limit, at: at + limit, generation });
    }
    return { result, unreadable: [], cursor, complete: true };
  };
  const fetch = async (range: ValidRange): Promise<Answer> => {
    const cursor = range.trail.at(-1);
    if (cursor !== undefined) {
      calls.push(`cursor ${cursor}`);
      const walk = walks.get(cursor);
      if (!walk || walk.generation !== generation) throw new ApiError('invalid-input', 'Invalid cursor', 400);
      return answer(walk.items, walk.limit, walk.at);
    }
    calls.push(
      `from ${range.fromBlock ?? '-'} to ${range.toBlock ?? '-'} ${range.order ?? 'DESC'} ${range.limit ?? 'default'}`,
    );
    const inRange = all.filter(
      (row) =>
        (range.fromBlock === null || BigInt(row.block_number) >= range.fromBlock) &&
        (range.toBlock === null || BigInt(row.block_number) <= range.toBlock),
    );
    return answer(range.order === 'ASC' ? inRange : inRange.toReversed(), range.limit ?? 100, 0);
  };
  return {
    fetch,
    calls,
    expire: () => {
      generation += 1;
    },
  };
}

let lists = 0;
function listOf(range: ValidRange, endpoint: ReturnType<typeof fakeEndpoint>): BlockList<Row, Answer> {
  // Each list its own key: a fresh list is a deep link opened with no walk in memory.
  return {
    key: ['test', lists++],
    range,
    fetch: endpoint.fetch,
    callKey: (r) => ['test-call', r.trail.at(-1) ?? null],
    rowId: (row) => row.id,
    notice: (answer) => (answer.complete ? null : 'incomplete'),
  };
}

const ids = (page: ListPage<Row>) => page.result.map((row) => row.id);

describe('ranges of a block-anchored walk', () => {
  const desc = rangeOf({ chain: 'eth', limit: 10, from_date: '2024-01-01', to_date: '2024-02-01' });
  const asc = rangeOf({ chain: 'eth', limit: 10, order: 'ASC', from_date: '2024-01-01', to_date: '2024-02-01' });

  it('bounds a walk at the anchor block on the side the list starts from, and the first call asks skip + page size', () => {
    const down = firstCallRange(desc, { block: 500n, skip: 3 });
    expect([down.toBlock, down.toDate, down.fromDate, down.limit, down.trail]).toEqual([
      500n,
      null,
      desc.fromDate,
      13,
      [],
    ]);
    const up = firstCallRange(asc, { block: 500n, skip: 0 });
    expect([up.fromBlock, up.fromDate, up.toDate, up.limit]).toEqual([500n, null, asc.toDate, 10]);
    expect(firstCallRange(desc, { block: 500n, skip: 95 }).limit).toBe(100);
    expect(firstCallRange(desc, null)).toEqual({ ...desc, trail: [] });
    expect(walkRange(desc, null, null).limit).toBeNull();
  });

  it('walks back in the opposite order from the next block', () => {
    expect(reverseRange(desc, 500n, 100)).toMatchObject({ order: 'ASC', fromBlock: 501n, fromDate: null, limit: 100 });
    expect(reverseRange(asc, 500n, 100)).toMatchObject({ order: 'DESC', toBlock: 499n, toDate: null });
    expect(reverseRange(asc, 0n, 100)).toBeNull();
  });
});

describe('toChunk', () => {
  it('keeps unreadable items in place with their own block or a neighbour’s, and the answer’s notice', () => {
    const list = listOf(rangeOf({ chain: 'eth' }), fakeEndpoint([]));
    const answer: Answer = {
      result: [
        { id: 'a', block_number: '7' },
        { id: 'b', block_number: '5' },
      ],
      unreadable: [
        { index: 1, path: 'x', expected: 'y', raw: { block_number: 6 } },
        { index: 3, path: 'x', expected: 'y', raw: {} },
      ],
      cursor: 'next',
      complete: false,
    };
    const chunk = toChunk(list, answer, 0n);
    expect(chunk.entries.map((entry) => entry.block)).toEqual([7n, 6n, 5n, 5n]);
    expect(
      chunk.entries.map((entry) => ('row' in entry.value ? entry.value.row.id : `?${entry.value.unreadable.index}`)),
    ).toEqual(['a', '?1', 'b', '?3']);
    expect(chunk.cursor).toBe('next');
    expect(chunk.note).toBe('incomplete');
  });
});

describe.each(['DESC', 'ASC'] as const)('block-anchored pages of a list (%s)', (order) => {
  // Blocks split across pages of 4 (a block of 7 is longer than a page).
  const all = rowsIn([1, 3, 7, 2, 1, 5, 2]);
  const range = rangeOf({ chain: 'eth', limit: 4, order });

  async function walkAll(client: QueryClient, list: BlockList<Row, Answer>) {
    const anchors: (BlockAnchor | null)[] = [null];
    const pages: string[][] = [];
    let page = await client.fetchQuery(blockPageOptions(list, null));
    pages.push(ids(page));
    while (page.next) {
      anchors.push(page.next);
      page = await client.fetchQuery(blockPageOptions(list, page.next));
      pages.push(ids(page));
    }
    return { anchors, pages };
  }

  it('opens every page from its anchor alone, after the cursors expired, and Previous finds the page before', async () => {
    const client = new QueryClient();
    const endpoint = fakeEndpoint(all);
    const { anchors, pages } = await walkAll(client, listOf(range, endpoint));
    expect(pages.flat()).toEqual((order === 'DESC' ? all.toReversed() : all).map((row) => row.id));
    endpoint.expire();
    for (const [index, anchor] of anchors.entries()) {
      if (!anchor) continue;
      const fresh = listOf(range, endpoint);
      endpoint.calls.length = 0;
      const page = await client.fetchQuery(blockPageOptions(fresh, anchor));
      expect(ids(page), `page ${index + 1}`).toEqual(pages[index]);
      // Asked from the anchor's block, not by a cursor of the expired walk.
      expect(endpoint.calls[0]).toBe(
        order === 'DESC'
          ? `from - to ${anchor.block} DESC ${anchor.skip + 4}`
          : `from ${anchor.block} to - ASC ${anchor.skip + 4}`,
      );
      const previous = page.previous === 'find' ? await findPreviousPage(fresh, anchor) : page.previous;
      const before = await client.fetchQuery(
        blockPageOptions(listOf(range, endpoint), previous === 'first' ? null : previous),
      );
      expect(ids(before), `previous of page ${index + 1}`).toEqual(pages[index - 1]);
    }
  });

  it('carries the answers’ notice and pages a cursor trail by its last cursor', async () => {
    const client = new QueryClient();
    const endpoint = fakeEndpoint(all);
    const incomplete = {
      ...listOf(range, endpoint),
      fetch: async (r: ValidRange) => ({ ...(await endpoint.fetch(r)), complete: false }),
    };
    expect((await client.fetchQuery(blockPageOptions(incomplete, null))).notice).toBe('incomplete');
    const first = await endpoint.fetch(range);
    const trail = await client.fetchQuery(trailPageOptions(listOf({ ...range, trail: [first.cursor!] }, endpoint)));
    expect(ids(trail)).toEqual((order === 'DESC' ? all.toReversed() : all).slice(4, 8).map((row) => row.id));
    expect(trail.cursor).toMatch(/^c\d+$/);
    expect(trail.notice).toBeNull();
  });
});
