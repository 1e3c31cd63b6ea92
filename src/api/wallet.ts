import { rangeKey } from '../../contract/api/range';
import type { WalletQueryParams } from '../../contract/endpoints/wallet';

/**
 * The list a page of the wallet page belongs to (`src/features/paging/blockList.ts` adds the
 * page's anchor, or null for page 1): its own key family, apart from the calls' answers
 * (`endpointKey`), because the page is assembled from one or more of them.
 */
export function walletPagesKey(verbose: boolean, params: WalletQueryParams) {
  return [
    'wallet-pages',
    params.address,
    verbose ? 'verbose' : 'transactions',
    rangeKey(params.range),
    params.internal,
  ] as const;
}
