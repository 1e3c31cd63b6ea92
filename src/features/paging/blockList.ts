import { queryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiError } from '../../api/errors';
import type { ValidRange } from '../../../contract/api/range';
import type { UnreadableItem } from '../../../contract/schemas/common';
import {
  BlockPager,
  formatAnchor,
  MAX_CALL_ROWS,
  type BlockAnchor,
  type Chunk,
  type Entry,
  type ListOrder,
  type PageSource,
} from '../../../contract/lib/blockPages';
import { walkRange } from '../../../contract/pages/paging/callRange';
import type { CursorPage } from '../export/walkCursor';

/**
 * The pages of a block-ordered list endpoint (the wallet's two, the NFT transfers) by block anchor
 * (`contract/lib/blockPages.ts`, docs/design.md): the calls each page makes within the list's range,
 * the walks kept per list, the query every reader of a page shares (`listPageOptions`: the route
 * loader's and the page's), and the cached calls a walk of the whole range makes (`fetchWalkPage`).
 */

/** One answer of such an endpoint: its items (each with its block) and the cursor of its walk. */
export interface ListAnswer<T extends { block_number: string }> {
  result: T[];
  unreadable: UnreadableItem[];
  cursor: string | null;
}

/** One list: one range of one endpoint. */
export interface BlockList<T extends { block_number: string }, A extends ListAnswer<T> = ListAnswer<T>> {
  /** The list's own query key (endpoint, view, range); a page's key adds its anchor. */
  key: QueryKey;
  range: ValidRange;
  /** One call with this range (a trail of one cursor continues a walk). */
  fetch(range: ValidRange, signal?: AbortSignal): Promise<A>;
  /** The query key of that call's answer as it is (`callOptions`: a walk's pages). */
  callKey(range: ValidRange): QueryKey;
  /** A row's id (the same row on two pages is one row). */
  rowId(row: T): string;
  /** What an answer says about itself that the page shows; absent: nothing. */
  notice?(answer: A): string | null;
}

export interface ListPage<T> {
  result: T[];
  unreadable: UnreadableItem[];
  page_size: number;
  next: BlockAnchor | null;
  previous: BlockAnchor | 'first' | 'find';
  notice: string | null;
  /** A trail page's next cursor (trailPageOptions). */
  cursor?: string | null;
}

type Item<T> = { row: T } | { unreadable: UnreadableItem };

const orderOf = (range: ValidRange): ListOrder => range.order ?? 'DESC';

/** The range of a walk in the opposite order from the block before `block`; null when there is none. */
export function reverseRange(range: ValidRange, block: bigint, limit: number): ValidRange | null {
  const base = { ...range, limit, trail: [] };
  if (orderOf(range) === 'DESC') return { ...base, order: 'ASC', fromBlock: block + 1n, fromDate: null };
  return block === 0n ? null : { ...base, order: 'DESC', toBlock: block - 1n, toDate: null };
}

/** A block number an unreadable item still carries, if any. */
function rawBlock(raw: unknown): bigint | null {
  const value = raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>).block_number : undefined;
  return (typeof value === 'string' || typeof value === 'number') && /^\d{1,16}$/.test(String(value))
    ? BigInt(value)
    : null;
}

/** The answer's items in the order sent; an unreadable item without a block number takes its neighbour's. */
export function toChunk<T extends { block_number: string }, A extends ListAnswer<T>>(
  list: BlockList<T, A>,
  answer: A,
  fallback: bigint,
): Chunk<Item<T>> {
  const unreadable = new Map(answer.unreadable.map((item) => [item.index, item]));
  const total = answer.result.length + answer.unreadable.length;
  const entries: { value: Item<T>; block: bigint | null }[] = [];
  let next = 0;
  for (let index = 0; index < total; index += 1) {
    const item = unreadable.get(index);
    if (item) entries.push({ value: { unreadable: item }, block: rawBlock(item.raw) });
    else {
      const row = answer.result[next++]!;
      entries.push({ value: { row }, block: BigInt(row.block_number) });
    }
  }
  let known: bigint | null = null;
  for (const entry of entries) entry.block = known = entry.block ?? known;
  known = null;
  for (const entry of entries.toReversed()) entry.block = known = entry.block ?? known ?? fallback;
  return { entries: entries as Entry<Item<T>>[], cursor: answer.cursor, note: list.notice?.(answer) ?? null };
}

function source<T extends { block_number: string }, A extends ListAnswer<T>>(
  list: BlockList<T, A>,
): PageSource<Item<T>> {
  const { range } = list;
  const fallback = range.toBlock ?? range.fromBlock ?? 0n;
  return {
    order: orderOf(range),
    start: async (block, limit, signal) =>
      toChunk(list, await list.fetch(walkRange(range, block, limit), signal), block ?? fallback),
    startReverse: async (block, limit, signal) => {
      const reverse = reverseRange(range, block, limit);
      return reverse ? toChunk(list, await list.fetch(reverse, signal), block) : { entries: [], cursor: null };
    },
    more: async (cursor, signal) => toChunk(list, await list.fetch({ ...range, trail: [cursor] }, signal), fallback),
    // The service answers an expired or foreign cursor with a 400.
    cursorRefused: (error) => error instanceof ApiError && error.status === 400,
  };
}

/** Lists whose walks are kept (a few; the oldest goes first). */
const pagers = new Map<string, object>();
const MAX_LISTS = 6;

function pagerFor<T extends { block_number: string }, A extends ListAnswer<T>>(
  list: BlockList<T, A>,
): BlockPager<Item<T>> {
  const id = JSON.stringify(list.key);
  let pager = pagers.get(id) as BlockPager<Item<T>> | undefined;
  if (!pager) {
    pager = new BlockPager(source(list), list.range.limit ?? MAX_CALL_ROWS, list.range.limit);
    pagers.set(id, pager);
    if (pagers.size > MAX_LISTS) pagers.delete(pagers.keys().next().value!);
  }
  return pager;
}

/** History below a block, or under a fixed cursor, does not change; a first page is refetched when stale, like any list. */
const STALE_MS = 60_000;

/** One page of the list: page 1 (anchor null) or the page starting at the anchor. */
export function blockPageOptions<T extends { block_number: string }, A extends ListAnswer<T>>(
  list: BlockList<T, A>,
  anchor: BlockAnchor | null,
) {
  return queryOptions({
    queryKey: [...list.key, anchor === null ? null : formatAnchor(anchor)] as QueryKey,
    queryFn: async ({ signal }): Promise<ListPage<T>> => {
      const page = await pagerFor(list).page(anchor, signal);
      const result: T[] = [];
      const unreadable: UnreadableItem[] = [];
      page.entries.forEach((entry, index) => {
        if ('row' in entry.value) result.push(entry.value.row);
        else unreadable.push({ ...entry.value.unreadable, index });
      });
      return {
        result,
        unreadable,
        page_size: list.range.limit ?? MAX_CALL_ROWS,
        next: page.next,
        previous: page.previous,
        notice: page.note,
      };
    },
    staleTime: STALE_MS,
  });
}

/** Where the page before the one at `anchor` starts (a backward walk when it is not known). */
export function findPreviousPage<T extends { block_number: string }, A extends ListAnswer<T>>(
  list: BlockList<T, A>,
  anchor: BlockAnchor,
): Promise<BlockAnchor | 'first'> {
  return pagerFor(list).previous(anchor);
}

/**
 * A page named by a `cursor` trail (links written before the block anchors): the trail's last
 * cursor, while the service still accepts it. `cursor` is the next page's.
 */
export function trailPageOptions<T extends { block_number: string }, A extends ListAnswer<T>>(list: BlockList<T, A>) {
  const cursor = list.range.trail.at(-1) ?? null;
  return queryOptions({
    queryKey: [...list.key, `cursor:${cursor}`] as QueryKey,
    queryFn: async ({ signal }): Promise<ListPage<T>> => {
      const answer = await list.fetch(list.range, signal);
      return {
        result: answer.result,
        unreadable: answer.unreadable,
        page_size: list.range.limit ?? MAX_CALL_ROWS,
        next: null,
        previous: 'first',
        notice: list.notice?.(answer) ?? null,
        cursor: answer.cursor,
      };
    },
    staleTime: STALE_MS,
  });
}

/**
 * The page a request opens, and the query the route loader starts and the page reads: by the
 * trail's last cursor for a link with a cursor trail, by the block anchor for every other.
 */
export function listPageOptions<T extends { block_number: string }, A extends ListAnswer<T>>(
  list: BlockList<T, A>,
  anchor: BlockAnchor | null,
) {
  return list.range.trail.length > 0 ? trailPageOptions(list) : blockPageOptions(list, anchor);
}

/** One call of the list's endpoint with `range`, as the answer came: a walk's page. */
function callOptions<T extends { block_number: string }, A extends ListAnswer<T>>(
  list: BlockList<T, A>,
  range: ValidRange,
) {
  return queryOptions({
    queryKey: list.callKey(range),
    queryFn: ({ signal }) => list.fetch(range, signal),
    staleTime: STALE_MS,
  });
}

/**
 * One page of a walk of the list's whole range at 100 a call, from its first page, through
 * `callOptions` and the cache (a range walk, the CSV export and a token search share pages);
 * `charged` is false when it came from the cache (no call went out, no units spent).
 */
export async function fetchWalkPage<T extends { block_number: string }, A extends ListAnswer<T>>(
  queryClient: QueryClient,
  list: BlockList<T, A>,
  cursor: string | null,
  signal: AbortSignal,
): Promise<CursorPage<T> & { charged: boolean }> {
  const options = callOptions(list, { ...list.range, limit: 100, trail: cursor ? [cursor] : [] });
  const before = queryClient.getQueryState(options.queryKey)?.dataUpdatedAt;
  const cancel = () => void queryClient.cancelQueries({ queryKey: options.queryKey });
  signal.addEventListener('abort', cancel, { once: true });
  try {
    const page = await queryClient.fetchQuery(options);
    const charged = queryClient.getQueryState(options.queryKey)?.dataUpdatedAt !== before;
    return { rows: page.result, cursor: page.cursor, unreadable: page.unreadable.length, charged };
  } finally {
    signal.removeEventListener('abort', cancel);
  }
}
