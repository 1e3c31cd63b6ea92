import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { walletPagesKey, walletTransactionsOptions, walletVerboseOptions } from '../../api/wallet';
import { type WalletQueryParams } from '../../../contract/endpoints/wallet';
import type { BlockAnchor } from '../../../contract/lib/blockPages';
import { blockPageOptions, trailPageOptions } from '../paging/blockList';
import { walletList, type WalletListPage } from './walletPages';
import type { VerboseTransactionsPage, WalletTransactionsPage } from '../../../contract/schemas/evm';
import { checkRange } from '../../../contract/pages/range/rangeSearch';
import type { CursorPage } from '../export/walkCursor';
import type { WalletTx } from './tx';
import { useSameValue } from '../../lib/useSameValue';

// Used only while the input is invalid, with the queries disabled: keeps the hooks unconditional.
const initialRange = checkRange({});
const INERT: WalletQueryParams = {
  address: '0x0000000000000000000000000000000000000000',
  range: initialRange.ok ? initialRange.value : (undefined as never),
  internal: false,
};

/** Same wallet, view and range, another page: showing the old page while the next loads is honest. */
function samePagedList(a: QueryKey | undefined, b: QueryKey): boolean {
  if (!a) return false;
  return JSON.stringify(a.slice(0, -1)) === JSON.stringify(b.slice(0, -1));
}

type Page = WalletTransactionsPage | VerboseTransactionsPage;

/**
 * The page's one list query (plain or verbose, never both), plus the fetcher the CSV export walks
 * with: it goes through the same factory and the same cache, so exported pages already seen are free.
 */
export function useWalletData(params: WalletQueryParams | null, verbose: boolean, anchor: BlockAnchor | null) {
  const queryClient = useQueryClient();
  // Rebuilt from the URL on every render: kept while equal, so the fetcher a range walk runs with stays the same.
  const p = useSameValue(params ?? INERT);
  // A cursor trail (older links) opens its page by the cursor; every other page by its anchor.
  const list = walletList(p, verbose);
  const options = p.range.trail.length > 0 ? trailPageOptions(list) : blockPageOptions(list, anchor);
  const query = useQuery({
    ...options,
    enabled: params !== null,
    placeholderData: (previous, previousQuery) => (samePagedList(previousQuery?.queryKey, options.queryKey) ? previous : undefined),
  });

  const fetchPage = useCallback(
    async (cursor: string | null, signal: AbortSignal): Promise<CursorPage<WalletTx>> => {
      // The whole range from its first page, at the largest page size: fewest calls, fewest CU.
      const walk: WalletQueryParams = { ...p, range: { ...p.range, limit: 100, trail: cursor ? [cursor] : [] } };
      const options = verbose ? walletVerboseOptions(walk) : walletTransactionsOptions(walk);
      const cancel = () => void queryClient.cancelQueries({ queryKey: options.queryKey });
      signal.addEventListener('abort', cancel, { once: true });
      try {
        const page: Page = verbose
          ? await queryClient.fetchQuery(walletVerboseOptions(walk))
          : await queryClient.fetchQuery(walletTransactionsOptions(walk));
        return { rows: page.result, cursor: page.cursor, unreadable: page.unreadable.length };
      } finally {
        signal.removeEventListener('abort', cancel);
      }
    },
    [p, verbose, queryClient],
  );

  /** Every page of this list already in the cache (for the chart "over the loaded pages"). */
  const loadedRows = useMemo((): WalletTx[] => {
    if (!params) return [];
    const prefix = walletPagesKey(verbose, params);
    const seen = new Map<string, WalletTx>();
    for (const [, data] of queryClient.getQueriesData<WalletListPage>({ queryKey: prefix })) {
      for (const tx of data?.result ?? []) seen.set(tx.hash, tx);
    }
    return [...seen.values()];
    // Recomputed when the shown page changes (a new page has just entered the cache).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [params, verbose, query.data, queryClient]);

  return { query, fetchPage, loadedRows };
}
