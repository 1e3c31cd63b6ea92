import { useQuery, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback } from 'react';
import { nftTransfersOptions } from '../../api/nft';
import { type NftQueryParams } from '../../../contract/endpoints/nft';
import type { NftTransfer } from '../../../contract/schemas/evm';
import type { BlockAnchor } from '../../../contract/lib/blockPages';
import type { CursorPage } from '../export/walkCursor';
import { blockPageOptions, trailPageOptions } from '../paging/blockList';
import { checkRange } from '../../../contract/pages/range/rangeSearch';
import { nftList } from './nftPages';
import { useSameValue } from '../../lib/useSameValue';

/**
 * One page of a walk of `params`' range at 100 a call, through the page's own query factory and
 * cache; `charged` is false when it came from the cache (no call went out, no units spent).
 */
export async function fetchWalkPage(queryClient: QueryClient, params: NftQueryParams, cursor: string | null, signal: AbortSignal): Promise<CursorPage<NftTransfer> & { charged: boolean }> {
  const walk: NftQueryParams = { ...params, range: { ...params.range, limit: 100, trail: cursor ? [cursor] : [] } };
  const options = nftTransfersOptions(walk);
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

// Used only while the input is invalid, with the query disabled: keeps the hooks unconditional.
const initialRange = checkRange({});
const INERT: NftQueryParams = {
  address: '0x0000000000000000000000000000000000000000',
  range: initialRange.ok ? initialRange.value : (undefined as never),
};

/** Same contract and range, another page: showing the old page while the next loads is honest. */
function samePagedList(a: QueryKey | undefined, b: QueryKey): boolean {
  if (!a) return false;
  return JSON.stringify(a.slice(0, -1)) === JSON.stringify(b.slice(0, -1));
}

/**
 * The page's list query (page 1 or the page at its block anchor; a cursor trail, from older links,
 * by its cursor) and the fetcher the CSV export walks with (the raw answers' factory and cache).
 */
export function useNftData(params: NftQueryParams | null, anchor: BlockAnchor | null) {
  const queryClient = useQueryClient();
  // Rebuilt from the URL on every render: kept while equal, so a walk's fetcher stays the same.
  const p = useSameValue(params ?? INERT);
  const list = nftList(p);
  const options = p.range.trail.length > 0 ? trailPageOptions(list) : blockPageOptions(list, anchor);
  const query = useQuery({
    ...options,
    enabled: params !== null,
    placeholderData: (previous, previousQuery) => (samePagedList(previousQuery?.queryKey, options.queryKey) ? previous : undefined),
  });

  const fetchPage = useCallback(
    async (cursor: string | null, signal: AbortSignal): Promise<CursorPage<NftTransfer>> => {
      // The whole range from its first page, at the largest page size: fewest calls, fewest CU.
      const { charged: _charged, ...page } = await fetchWalkPage(queryClient, p, cursor, signal);
      return page;
    },
    [p, queryClient],
  );
  return { query, fetchPage };
}
