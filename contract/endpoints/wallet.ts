import { rangeQuery, type ValidRange } from '../api/range';
import { apiUrl } from '../api/apiUrl';
import { browserPath } from './records';

/** Wallet transactions (spec 4.3): the browser's URLs, which the page fetches and a deep link preloads. */

export interface WalletQueryParams {
  /** Lowercase, already validated (validateEvmAddress). */
  address: `0x${string}`;
  range: ValidRange;
  /** include=internal_transactions */
  internal: boolean;
}

function query(params: WalletQueryParams) {
  return { ...rangeQuery(params.range), include: params.internal ? 'internal_transactions' : undefined };
}

export function walletTransactionsUrl(params: WalletQueryParams): string {
  return apiUrl(browserPath('wallet', { address: params.address }), query(params));
}

export function walletVerboseUrl(params: WalletQueryParams): string {
  return apiUrl(browserPath('walletVerbose', { address: params.address }), query(params));
}
