import { fetchWalletTransactions, fetchWalletVerbose, walletCallKey, walletPagesKey } from '../../api/wallet';
import type { WalletQueryParams } from '../../../contract/endpoints/wallet';
import type { BlockList } from '../paging/blockList';
import type { WalletTx } from './tx';

/** The wallet list (plain or decoded) as block-anchored pages (`src/features/paging/blockList.ts`). */
export function walletList(params: WalletQueryParams, verbose: boolean): BlockList<WalletTx> {
  return {
    key: walletPagesKey(verbose, params),
    range: params.range,
    fetch: (range, signal) =>
      verbose
        ? fetchWalletVerbose({ ...params, range }, signal)
        : fetchWalletTransactions({ ...params, range }, signal),
    callKey: (range) => walletCallKey(verbose, { ...params, range }),
    rowId: (tx) => tx.hash,
  };
}
