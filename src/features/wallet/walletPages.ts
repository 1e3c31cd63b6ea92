import { fetchWalletTransactions, fetchWalletVerbose, walletPagesKey } from '../../api/wallet';
import type { WalletQueryParams } from '../../../contract/endpoints/wallet';
import type { BlockList, ListPage } from '../paging/blockList';
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
