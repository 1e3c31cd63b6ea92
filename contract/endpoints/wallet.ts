import { rangeQuery, type ValidRange } from '../api/range';
import { endpointRequest, requestUrl } from './request';

/** Wallet transactions (spec 4.3): the browser's URLs, which the page fetches and a deep link preloads. */

export interface WalletQueryParams {
  /** Lowercase, already validated (validateEvmAddress). */
  address: `0x${string}`;
  range: ValidRange;
  /** include=internal_transactions */
  internal: boolean;
}

/** One call of the list, plain or decoded (`verbose`). */
export function walletRequest(verbose: boolean, params: WalletQueryParams) {
  return endpointRequest(
    verbose ? 'walletVerbose' : 'wallet',
    { address: params.address },
    { ...rangeQuery(params.range), include: params.internal ? 'internal_transactions' : undefined },
  );
}

export const walletTransactionsUrl = (params: WalletQueryParams) => requestUrl(walletRequest(false, params));
export const walletVerboseUrl = (params: WalletQueryParams) => requestUrl(walletRequest(true, params));
