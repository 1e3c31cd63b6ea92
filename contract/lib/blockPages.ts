/**
 * Pages of a block-ordered list named by a short anchor instead of the service's cursor trail.
 *
 * A page starts at a point of the list: `{ block, skip }` means "the rows of `block` and after, in
 * list order, less the first `skip` rows of `block`" (those are on earlier pages: a block whose
 * rows are split between two pages). The point is found again from the range alone, with a block
 * bound (`to_block` newest-first, `from_block` oldest-first), so a link to page N stays a few
 * dozen characters and opens the same rows when the cursor that first reached it has expired.
 *
 * Walks already made are kept (`BlockPager`): Next from a page continues the same walk with its
 * cursor (one call per page, as with the cursor alone), and Previous within a walk is free.
 * Previous from a deep link walks backwards from the anchor in the opposite order.
 */

export interface BlockAnchor {
  block: bigint;
  skip: number;
}

export type ListOrder = 'ASC' | 'DESC';

/** One item of the list with the block it sits in (an unreadable item takes its neighbour's). */
export interface Entry<T> {
  value: T;
  block: bigint;
}

export interface Chunk<T> {
  entries: Entry<T>[];
  /** Continues the same walk; null when it has ended. */
  cursor: string | null;
  /** What the answer says about itself for the page to show (the range not fully indexed, say); null or absent: nothing. */
  note?: string | null;
}

/** The list's calls: all within the page's range, in its order. */
export interface PageSource<T> {
  order: ListOrder;
  /** The first call of a walk in list order from `block` (inclusive), or from the range's start (limit null: the service's default). */
  start(block: bigint | null, limit: number | null, signal?: AbortSignal): Promise<Chunk<T>>;
  /** The first call of a walk in the opposite order, from the block just before `block` in list order. */
  startReverse(block: bigint, limit: number, signal?: AbortSignal): Promise<Chunk<T>>;
  /** The next call of a walk. */
  more(cursor: string, signal?: AbortSignal): Promise<Chunk<T>>;
  /** Whether an error from `more` means the cursor is no longer accepted (the walk starts afresh). */
  cursorRefused(error: unknown): boolean;
}

export interface BlockPage<T> {
  entries: Entry<T>[];
  /** Where the next page starts; null when this page is the last. */
  next: BlockAnchor | null;
  /** Where the previous page starts: 'first' for page 1, 'find' when it takes a backward walk. */
  previous: BlockAnchor | 'first' | 'find';
  /** The first note an answer of this page's walk carried; null when none did. */
  note: string | null;
}

/** The most rows one call may ask for (the service's cap). */
export const MAX_CALL_ROWS = 100;

const ANCHOR = /^(\d{1,16})(?:-(\d{1,6}))?$/;

/** `"21000000"` or `"21000000-2"` (block, then rows of it already shown), as the URL writes it. */
export function parseAnchor(text: string): BlockAnchor | null {
  const match = ANCHOR.exec(text.trim());
  return match ? { block: BigInt(match[1]!), skip: match[2] ? Number(match[2]) : 0 } : null;
}

export function formatAnchor(anchor: BlockAnchor): string {
  return anchor.skip > 0 ? `${anchor.block}-${anchor.skip}` : String(anchor.block);
}

/** Whether block `a` comes before block `b` in the list's order. */
function before(order: ListOrder, a: bigint, b: bigint): boolean {
  return order === 'DESC' ? a > b : a < b;
}

interface Walk<T> {
  /** Where the walk started; null for the range's start. */
  origin: BlockAnchor | null;
  entries: Entry<T>[];
  cursor: string | null;
  note: string | null;
}

/** Index in the walk of the point `at`, or null when the walk does not hold it (yet). */
function positionIn<T>(walk: Walk<T>, at: BlockAnchor, order: ListOrder): number | null {
  const { origin, entries } = walk;
  if (origin && (before(order, at.block, origin.block) || (at.block === origin.block && at.skip < origin.skip)))
    return null;
  const skip = at.skip - (origin && origin.block === at.block ? origin.skip : 0);
  let index = 0;
  while (index < entries.length && before(order, entries[index]!.block, at.block)) index += 1;
  let seen = 0;
  while (index < entries.length && entries[index]!.block === at.block && seen < skip) {
    index += 1;
    seen += 1;
  }
  if (seen === skip) return index;
  // The walk ended inside the block: the rows before the point are not all here yet.
  return walk.cursor === null ? index : null;
}

/** The point just after entry `index - 1` of the walk. */
function pointAt<T>(walk: Walk<T>, index: number): BlockAnchor | null {
  if (index === 0) return walk.origin;
  const block = walk.entries[index - 1]!.block;
  let skip = walk.origin && walk.origin.block === block ? walk.origin.skip : 0;
  for (let i = 0; i < index; i += 1) if (walk.entries[i]!.block === block) skip += 1;
  return { block, skip };
}

/** Walks kept per list; the oldest is dropped beyond this. */
const MAX_WALKS = 4;

/** One list (one range, order and page size): its walks and its pages. */
export class BlockPager<T> {
  private walks: Walk<T>[] = [];
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly source: PageSource<T>,
    readonly pageSize: number,
    /** What the first call of page 1 asks for (null: the service's default, as the range says). */
    private readonly firstLimit: number | null,
  ) {}

  /** The page that starts at `at` (null: page 1). */
  page(at: BlockAnchor | null, signal?: AbortSignal): Promise<BlockPage<T>> {
    // One walk is extended by one page at a time.
    const run = this.queue.then(() => this.load(at, signal));
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async load(at: BlockAnchor | null, signal?: AbortSignal): Promise<BlockPage<T>> {
    // Page 1 is always asked afresh (new rows arrive at the top of a newest-first list); a page
    // bounded by its anchor's block is history and is read from a walk that holds it.
    for (const walk of at === null ? [] : this.walks) {
      const position = at === null ? (walk.origin === null ? 0 : null) : positionIn(walk, at, this.source.order);
      if (position === null) continue;
      try {
        return await this.window(walk, position, signal);
      } catch (error) {
        if (!this.source.cursorRefused(error)) throw error;
        // The walk's cursor expired: drop it and start again from the anchor.
        this.walks = this.walks.filter((other) => other !== walk);
        break;
      }
    }
    const skip = at?.skip ?? 0;
    const limit = at === null ? this.firstLimit : Math.min(MAX_CALL_ROWS, skip + this.pageSize);
    const first = await this.source.start(at?.block ?? null, limit, signal);
    // The walk holds the whole of the anchor's block, the skipped rows included.
    const walk: Walk<T> = {
      origin: at === null ? null : { block: at.block, skip: 0 },
      entries: first.entries,
      cursor: first.cursor,
      note: first.note ?? null,
    };
    this.walks = [walk, ...this.walks.filter((other) => at !== null || other.origin !== null)].slice(0, MAX_WALKS);
    // A block with fewer rows than `skip` (the history changed): the page starts after them.
    const position = at === null ? 0 : Math.min(skip, countLeading(walk.entries, at.block));
    return this.window(walk, position, signal);
  }

  /** Rows [position, position + pageSize) of the walk, fetching what is missing. */
  private async window(walk: Walk<T>, position: number, signal?: AbortSignal): Promise<BlockPage<T>> {
    while (walk.entries.length < position + this.pageSize && walk.cursor !== null) {
      const chunk = await this.source.more(walk.cursor, signal);
      walk.entries.push(...chunk.entries);
      walk.cursor = chunk.cursor;
      walk.note ??= chunk.note ?? null;
    }
    const end = Math.min(position + this.pageSize, walk.entries.length);
    const more = walk.entries.length > end || walk.cursor !== null;
    const previousIndex = position - this.pageSize;
    return {
      entries: walk.entries.slice(position, end),
      next: more && end > position ? pointAt(walk, end) : null,
      previous:
        previousIndex < 0 ? (walk.origin === null ? 'first' : 'find') : (pointAt(walk, previousIndex) ?? 'first'),
      note: walk.note,
    };
  }

  /** Where the page before the one at `at` starts: a backward walk from the anchor. */
  async previous(at: BlockAnchor, signal?: AbortSignal): Promise<BlockAnchor | 'first'> {
    if (at.skip >= this.pageSize) return { block: at.block, skip: at.skip - this.pageSize };
    const need = this.pageSize - at.skip;
    let chunk = await this.source.startReverse(at.block, MAX_CALL_ROWS, signal);
    const reversed = [...chunk.entries];
    // Walk on until the top row's block is complete: its rows further back count as skipped.
    const settled = () => reversed.length > need && reversed.at(-1)!.block !== reversed[need - 1]!.block;
    while (!settled() && chunk.cursor !== null) {
      chunk = await this.source.more(chunk.cursor, signal);
      reversed.push(...chunk.entries);
    }
    if (reversed.length <= need) return 'first';
    const top = reversed[need - 1]!.block;
    const skip = reversed.slice(need).filter((entry) => entry.block === top).length;
    return { block: top, skip };
  }
}

function countLeading<T>(entries: Entry<T>[], block: bigint): number {
  let count = 0;
  while (count < entries.length && entries[count]!.block === block) count += 1;
  return count;
}
