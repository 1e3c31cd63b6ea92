import { describe, expect, it } from 'vitest';
import {
  BlockPager,
  formatAnchor,
  parseAnchor,
  type BlockAnchor,
  type Chunk,
  type Entry,
  type ListOrder,
  type PageSource,
} from './blockPages';

/** A list of rows named by their index, in blocks with several rows each (blocks 100, 101, ...). */
function rowsIn(blockSizes: number[]): Entry<string>[] {
  const entries: Entry<string>[] = [];
  blockSizes.forEach((size, b) => {
    for (let i = 0; i < size; i += 1) entries.push({ value: `b${100 + b}.${i}`, block: BigInt(100 + b) });
  });
  return entries;
}

/** A stand-in service: cursors are positions in a walk, refused once `expire()` is called. */
function fakeSource(all: Entry<string>[], order: ListOrder) {
  const ascending = [...all];
  const listed = order === 'DESC' ? [...all].reverse() : ascending;
  const calls: string[] = [];
  let generation = 0;
  const walks = new Map<string, { items: Entry<string>[]; limit: number; at: number; generation: number }>();
  const answer = (items: Entry<string>[], limit: number, at: number): Chunk<string> => {
    const entries = items.slice(at, at + limit);
    if (at + limit >= items.length) return { entries, cursor: null };
    const cursor = `c${walks.size}`;
    walks.set(cursor, { items, limit, at: at + limit, generation });
    return { entries, cursor };
  };
  const inList = (block: bigint) => (entry: Entry<string>) =>
    order === 'DESC' ? entry.block <= block : entry.block >= block;
  const source: PageSource<string> = {
    order,
    async start(block, limit) {
      calls.push(`start ${block ?? 'top'} ${limit}`);
      return answer(block === null ? listed : listed.filter(inList(block)), limit ?? 100, 0);
    },
    async startReverse(block, limit) {
      calls.push(`reverse ${block} ${limit}`);
      const reversed = [...listed]
        .reverse()
        .filter((entry) => (order === 'DESC' ? entry.block > block : entry.block < block));
      return answer(reversed, limit, 0);
    },
    async more(cursor) {
      calls.push(`more ${cursor}`);
      const walk = walks.get(cursor);
      if (!walk || walk.generation !== generation) throw new Error('expired cursor');
      return answer(walk.items, walk.limit, walk.at);
    },
    cursorRefused: (error) => error instanceof Error && error.message === 'expired cursor',
  };
  return {
    source,
    listed,
    calls,
    expire: () => {
      generation += 1;
    },
  };
}

const values = (entries: Entry<string>[]) => entries.map((entry) => entry.value);

describe.each(['DESC', 'ASC'] as const)('BlockPager (%s)', (order) => {
  // Blocks of 1, 3, 7 (longer than a page), 2, 1, 5 rows: pages of 4 split several of them.
  const all = rowsIn([1, 3, 7, 2, 1, 5, 2]);
  const size = 4;

  it('opens every page by its anchor alone with the same rows as walking Next from page 1', async () => {
    const { source, listed } = fakeSource(all, order);
    const walker = new BlockPager(source, size, size);
    const anchors: (BlockAnchor | null)[] = [null];
    let page = await walker.page(null);
    const pages = [values(page.entries)];
    while (page.next) {
      anchors.push(page.next);
      page = await walker.page(page.next);
      pages.push(values(page.entries));
    }
    const expected = [];
    for (let i = 0; i < listed.length; i += size) expected.push(values(listed.slice(i, i + size)));
    expect(pages).toEqual(expected);

    for (const [index, anchor] of anchors.entries()) {
      // A fresh pager: a deep link opened with no walk in memory (the cursor has expired).
      const fresh = new BlockPager(fakeSource(all, order).source, size, size);
      expect(values((await fresh.page(anchor)).entries), `page ${index + 1}`).toEqual(expected[index]);
      // The URL form round-trips and stays short.
      if (anchor) expect(parseAnchor(formatAnchor(anchor))).toEqual(anchor);
    }
  });

  it('finds the previous page of a deep link by walking backwards', async () => {
    const { source } = fakeSource(all, order);
    const walker = new BlockPager(source, size, size);
    const anchors: (BlockAnchor | null)[] = [null];
    let page = await walker.page(null);
    while (page.next) {
      anchors.push(page.next);
      page = await walker.page(page.next);
    }
    for (let index = 1; index < anchors.length; index += 1) {
      const fresh = new BlockPager(fakeSource(all, order).source, size, size);
      const opened = await fresh.page(anchors[index]!);
      const previous = opened.previous === 'find' ? await fresh.previous(anchors[index]!) : opened.previous;
      const want = anchors[index - 1] ?? 'first';
      // The same point, possibly spelled differently: both open the same rows.
      const rowsOf = async (at: BlockAnchor | 'first') =>
        values(
          (await new BlockPager(fakeSource(all, order).source, size, size).page(at === 'first' ? null : at)).entries,
        );
      expect(await rowsOf(previous), `previous of page ${index + 1}`).toEqual(await rowsOf(want));
    }
  });

  it('continues a walk with its cursor (one call per page) and starts afresh when the cursor expired', async () => {
    const { source, calls, expire } = fakeSource(all, order);
    const walker = new BlockPager(source, size, size);
    const one = await walker.page(null);
    const two = await walker.page(one.next);
    expect(calls).toEqual([`start top ${size}`, 'more c0']);
    expect(two.previous).toBe('first');
    expire();
    calls.length = 0;
    const three = await walker.page(two.next);
    expect(calls[0]).toMatch(/^more /);
    expect(calls[1]).toMatch(/^start \d+ \d+$/);
    const fresh = new BlockPager(fakeSource(all, order).source, size, size);
    expect(values(three.entries)).toEqual(values((await fresh.page(two.next)).entries));
  });
});

describe('notes of a walk', () => {
  it('the page shows the first note its walk’s answers carried', async () => {
    const { source } = fakeSource(rowsIn([2, 2, 2]), 'DESC');
    const answers = [null, 'not fully indexed'];
    const noted: PageSource<string> = {
      ...source,
      start: async (block, limit) => ({ ...(await source.start(block, limit)), note: answers[0] }),
      more: async (cursor) => ({ ...(await source.more(cursor)), note: answers[1] }),
    };
    const pager = new BlockPager(noted, 4, 2);
    expect((await pager.page(null)).note).toBe('not fully indexed');
    const plain = new BlockPager(source, 4, 4);
    expect((await plain.page(null)).note).toBeNull();
  });
});

describe('anchors in the URL', () => {
  it('reads and writes block-skip', () => {
    expect(parseAnchor('21000000')).toEqual({ block: 21_000_000n, skip: 0 });
    expect(parseAnchor('21000000-3')).toEqual({ block: 21_000_000n, skip: 3 });
    expect(formatAnchor({ block: 5n, skip: 0 })).toBe('5');
    expect(formatAnchor({ block: 5n, skip: 2 })).toBe('5-2');
    for (const bad of ['', 'x', '5-', '-5', '5-2-1', '1.5', '12345678901234567'])
      expect(parseAnchor(bad), bad).toBeNull();
  });
});
