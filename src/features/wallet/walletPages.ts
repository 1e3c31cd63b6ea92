import { fetchWalletTransactions, fetchWalletVerbose, walletPagesKey, walletTransactionsUrl, walletVerboseUrl, type WalletQueryParams } from '../../api/wallet';
import type { BlockAnchor } from '../../../contract/lib/blockPages';
import { firstCallRange, type BlockList, type ListPage } from '../paging/blockList';
import type { WalletTx } from './tx';

/** The wallet list (plain or decoded) as block-anchored pages (`src/features/paging/blockList.ts`). */

export type WalletListPage = ListPage<WalletTx>;

export function walletList(params: WalletQueryParams, verbose: boolean): BlockList<WalletTx> {
  return {
    key: walletPagesKey(verbose, params),
    range: params.range,
    fetch: (range, signal) => (verbose ? fetchWalletVerbose({ ...params, range }, signal) : fetchWalletTransactions({ ...params, range }, signal)),
  };
}

/** The URL of a page's first call, as the pager makes it (the server preloads it with the page). */
export function walletPageFirstUrl(params: WalletQueryParams, verbose: boolean, anchor: BlockAnchor | null): string {
  const range = firstCallRange(params.range, anchor);
  return verbose ? walletVerboseUrl({ ...params, range }) : walletTransactionsUrl({ ...params, range });
}
