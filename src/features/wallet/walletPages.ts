import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { ApiError } from '../../api/errors';
import type { UnreadableItem } from '../../api/schemas/common';
import type { VerboseTransactionsPage, WalletTransactionsPage } from '../../api/schemas/evm';
import { fetchWalletTransactions, fetchWalletVerbose, walletPagesKey, walletTransactionsUrl, walletVerboseUrl, type WalletQueryParams } from '../../api/wallet';
import { BlockPager, formatAnchor, MAX_CALL_ROWS, type BlockAnchor, type Chunk, type Entry, type ListOrder, type PageSource } from '../../lib/blockPages';
import type { ValidRange } from '../range/rangeSearch';
import type { WalletTx } from './tx';

/**
 * The wallet list's pages by block anchor (`src/lib/blockPages.ts`, docs/design.md): the calls
 * each page makes, the walks kept per list, and the query every reader of a page shares.
 */

type Item = { tx: WalletTx } | { unreadable: UnreadableItem };
type RawPage = WalletTransactionsPage | VerboseTransactionsPage;

export interface WalletListPage {
  result: WalletTx[];
  unreadable: UnreadableItem[];
  page_size: number;
  next: BlockAnchor | null;
  previous: BlockAnchor | 'first' | 'find';
  /** A trail page's next cursor (walletTrailPageOptions). */
  cursor?: string | null;
}

const orderOf = (range: ValidRange): ListOrder => range.order ?? 'DESC';

/** The range of a walk from `block` in list order (the block bound wins over a date bound on its side). */
function fromBlock(range: ValidRange, block: bigint | null, limit: number | null): ValidRange {
  const base = { ...range, limit, trail: [] };
  if (block === null) return base;
  return orderOf(range) === 'DESC' ? { ...base, toBlock: block, toDate: null } : { ...base, fromBlock: block, fromDate: null };
}

/** The range of a walk in the opposite order from the block before `block`; null when there is none. */
function backFrom(range: ValidRange, block: bigint, limit: number): ValidRange | null {
  const base = { ...range, limit, trail: [] };
  if (orderOf(range) === 'DESC') return { ...base, order: 'ASC', fromBlock: block + 1n, fromDate: null };
  return block === 0n ? null : { ...base, order: 'DESC', toBlock: block - 1n, toDate: null };
}

/** A block number an unreadable item still carries, if any. */
function rawBlock(raw: unknown): bigint | null {
  const value = raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>).block_number : undefined;
  return (typeof value === 'string' || typeof value === 'number') && /^\d{1,16}$/.test(String(value)) ? BigInt(value) : null;
}

/** The answer's items in the order sent; an unreadable item without a block number takes its neighbour's. */
function toChunk(page: RawPage, fallback: bigint): Chunk<Item> {
  const unreadable = new Map(page.unreadable.map((item) => [item.index, item]));
  const total = page.result.length + page.unreadable.length;
  const entries: { value: Item; block: bigint | null }[] = [];
  let next = 0;
  for (let index = 0; index < total; index += 1) {
    const item = unreadable.get(index);
    if (item) entries.push({ value: { unreadable: item }, block: rawBlock(item.raw) });
    else {
      const tx = page.result[next++]!;
      entries.push({ value: { tx }, block: BigInt(tx.block_number) });
    }
  }
  let known: bigint | null = null;
  for (const entry of entries) entry.block = known = entry.block ?? known;
  known = null;
  for (const entry of entries.toReversed()) entry.block = known = entry.block ?? known ?? fallback;
  return { entries: entries as Entry<Item>[], cursor: page.cursor };
}

function source(params: WalletQueryParams, verbose: boolean): PageSource<Item> {
  const fetchRange = (range: ValidRange, signal?: AbortSignal) =>
    verbose ? fetchWalletVerbose({ ...params, range }, signal) : fetchWalletTransactions({ ...params, range }, signal);
  const fallback = params.range.toBlock ?? params.range.fromBlock ?? 0n;
  return {
    order: orderOf(params.range),
    start: async (block, limit, signal) => toChunk(await fetchRange(fromBlock(params.range, block, limit), signal), block ?? fallback),
    startReverse: async (block, limit, signal) => {
      const range = backFrom(params.range, block, limit);
      return range ? toChunk(await fetchRange(range, signal), block) : { entries: [], cursor: null };
    },
    more: async (cursor, signal) => toChunk(await fetchRange({ ...params.range, trail: [cursor] }, signal), fallback),
    // The service answers an expired or foreign cursor with a 400.
    cursorRefused: (error) => error instanceof ApiError && error.status === 400,
  };
}

/** Lists whose walks are kept (a few; the oldest goes first). */
const pagers = new Map<string, BlockPager<Item>>();
const MAX_LISTS = 6;

function pagerFor(params: WalletQueryParams, verbose: boolean): BlockPager<Item> {
  const id = JSON.stringify(walletPagesKey(verbose, params));
  let pager = pagers.get(id);
  if (!pager) {
    pager = new BlockPager(source(params, verbose), params.range.limit ?? MAX_CALL_ROWS, params.range.limit);
    pagers.set(id, pager);
    if (pagers.size > MAX_LISTS) pagers.delete(pagers.keys().next().value!);
  }
  return pager;
}

/** One page of the wallet list: page 1 (anchor null) or the page starting at the anchor. */
export function walletPageOptions(params: WalletQueryParams, verbose: boolean, anchor: BlockAnchor | null) {
  return queryOptions({
    queryKey: [...walletPagesKey(verbose, params), anchor === null ? null : formatAnchor(anchor)] as QueryKey,
    queryFn: async ({ signal }): Promise<WalletListPage> => {
      const page = await pagerFor(params, verbose).page(anchor, signal);
      const result: WalletTx[] = [];
      const unreadable: UnreadableItem[] = [];
      page.entries.forEach((entry, index) => {
        if ('tx' in entry.value) result.push(entry.value.tx);
        else unreadable.push({ ...entry.value.unreadable, index });
      });
      return { result, unreadable, page_size: params.range.limit ?? MAX_CALL_ROWS, next: page.next, previous: page.previous };
    },
    // History below a block does not change; page 1 is refetched when stale, like any list.
    staleTime: 60_000,
  });
}

/** Where the page before the one at `anchor` starts (a backward walk when it is not known). */
export function findPreviousPage(params: WalletQueryParams, verbose: boolean, anchor: BlockAnchor): Promise<BlockAnchor | 'first'> {
  return pagerFor(params, verbose).previous(anchor);
}

/** The URL of a page's first call, as the pager makes it (the server preloads it with the page). */
export function walletPageFirstUrl(params: WalletQueryParams, verbose: boolean, anchor: BlockAnchor | null): string {
  const limit = anchor === null ? params.range.limit : Math.min(MAX_CALL_ROWS, anchor.skip + (params.range.limit ?? MAX_CALL_ROWS));
  const range = fromBlock(params.range, anchor?.block ?? null, limit);
  return verbose ? walletVerboseUrl({ ...params, range }) : walletTransactionsUrl({ ...params, range });
}

/**
 * A page named by a `cursor` trail (links written before the block anchors): the trail's last
 * cursor, while the service still accepts it. `cursor` is the next page's.
 */
export function walletTrailPageOptions(params: WalletQueryParams, verbose: boolean) {
  const cursor = params.range.trail.at(-1) ?? null;
  return queryOptions({
    queryKey: [...walletPagesKey(verbose, params), `cursor:${cursor}`] as QueryKey,
    queryFn: async ({ signal }): Promise<WalletListPage> => {
      const page: RawPage = verbose ? await fetchWalletVerbose(params, signal) : await fetchWalletTransactions(params, signal);
      return { result: page.result, unreadable: page.unreadable, page_size: params.range.limit ?? MAX_CALL_ROWS, next: null, previous: 'first', cursor: page.cursor };
    },
    staleTime: 60_000,
  });
}
