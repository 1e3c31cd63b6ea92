import { skipToken, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { BlockAnchor } from '../../../contract/lib/blockPages';
import type { CursorPage } from '../export/walkCursor';
import { useSameValue } from '../../lib/useSameValue';
import {
  fetchWalkPage,
  findPreviousPage,
  listPageOptions,
  type BlockList,
  type ListAnswer,
  type ListPage,
} from './blockList';

/** The key of the disabled query that stands in while the request is invalid: the hooks stay unconditional. */
const NO_REQUEST: QueryKey = ['block-pages', 'no-request'];

/** Same list (endpoint, view, range), another page: showing the old page while the next loads is honest. */
function samePagedList(a: QueryKey | undefined, b: QueryKey): boolean {
  if (!a) return false;
  return JSON.stringify(a.slice(0, -1)) === JSON.stringify(b.slice(0, -1));
}

/**
 * A block-anchored page's data, the wallet's and the NFT contract's: the page's query (the one the
 * route loader started, `listPageOptions`), the fetcher a range walk and the CSV export run with
 * (`fetchWalkPage`: pages already seen are free), where the page before starts, and every row of
 * this list already in the cache. `list` null (invalid input): nothing is sent.
 */
export function useBlockPagedData<T extends { block_number: string }, A extends ListAnswer<T>>(
  list: BlockList<T, A> | null,
  anchor: BlockAnchor | null,
) {
  const queryClient = useQueryClient();
  // Rebuilt from the URL on every render: kept while its key and range are equal (a list is its
  // key and range), so the fetcher a range walk runs with stays the same.
  const kept = useSameValue(list);
  const options = kept ? listPageOptions(kept, anchor) : null;
  const query = useQuery<ListPage<T>, Error, ListPage<T>, QueryKey>({
    ...(options ?? { queryKey: NO_REQUEST, queryFn: skipToken }),
    placeholderData: (previous, previousQuery) =>
      options && samePagedList(previousQuery?.queryKey, options.queryKey) ? previous : undefined,
  });

  const fetchPage = useCallback(
    async (cursor: string | null, signal: AbortSignal): Promise<CursorPage<T>> => {
      if (!kept) throw new Error('Nothing to fetch: the request is invalid.');
      const { charged: _charged, ...page } = await fetchWalkPage(queryClient, kept, cursor, signal);
      return page;
    },
    [kept, queryClient],
  );

  const findPrevious = (): Promise<BlockAnchor | 'first'> =>
    kept && anchor ? findPreviousPage(kept, anchor) : Promise.resolve('first');

  /** Every page of this list already in the cache (the wallet's chart "over the loaded pages"). */
  const loadedRows = useMemo((): T[] => {
    if (!kept) return [];
    const seen = new Map<string, T>();
    for (const [, data] of queryClient.getQueriesData<ListPage<T>>({ queryKey: kept.key })) {
      for (const row of data?.result ?? []) seen.set(kept.rowId(row), row);
    }
    return [...seen.values()];
    // Recomputed when the shown page changes (a new page has just entered the cache).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kept, query.data, queryClient]);

  return { query, fetchPage, findPrevious, loadedRows };
}
