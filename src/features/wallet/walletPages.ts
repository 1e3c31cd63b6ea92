import { walletPagesKey } from '../../api/wallet';
import { endpointKey, fetchEndpoint } from '../../api/endpoint';
import { walletRequest, type WalletQueryParams } from '../../../contract/endpoints/wallet';
import type { BlockList } from '../paging/blockList';
import type { WalletTx } from './tx';

/** The wallet list (plain or decoded) as block-anchored pages (`src/features/paging/blockList.ts`). */
export function walletList(params: WalletQueryParams, verbose: boolean): BlockList<WalletTx> {
  const request = (range: WalletQueryParams['range']) => walletRequest(verbose, { ...params, range });
  return {
    key: walletPagesKey(verbose, params),
    range: params.range,
    fetch: (range, signal) => fetchEndpoint(request(range), signal),
    callKey: (range) => endpointKey(request(range)),
    rowId: (tx) => tx.hash,
  };
}
