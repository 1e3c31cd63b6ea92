import { rangeKey } from '../../contract/api/range';
import { walletTransactionsUrl, walletVerboseUrl, type WalletQueryParams } from '../../contract/endpoints/wallet';
import { fetchJson } from './client';
import {
  verboseTransactionsPage,
  walletTransactionsPage,
  type VerboseTransactionsPage,
  type WalletTransactionsPage,
} from '../../contract/schemas/evm';
import { COMPUTE_UNITS } from '../../contract/api/computeUnits';

/**
 * Wallet transactions (spec 4.3): the query keys and fetchers. The page's list
 * (`src/features/wallet/walletPages.ts`) builds every query of the route loader, the page and
 * the CSV export from these, so keys cannot drift.
 */
export const walletKeys = {
  all: ['wallet'] as const,
  address: (address: string) => ['wallet', address] as const,
};

/**
 * One call's answer, plain or decoded. The key holds the call's own cursor (the trail's last
 * element), not the whole trail: an answer depends only on it, so walks share cached answers.
 */
export function walletCallKey(verbose: boolean, params: WalletQueryParams) {
  return [
    ...walletKeys.address(params.address),
    verbose ? 'verbose' : 'transactions',
    rangeKey(params.range),
    params.internal,
    params.range.trail.at(-1) ?? null,
  ] as const;
}

export function fetchWalletTransactions(
  params: WalletQueryParams,
  signal?: AbortSignal,
): Promise<WalletTransactionsPage> {
  return fetchJson(walletTransactionsUrl(params), walletTransactionsPage, {
    computeUnits: COMPUTE_UNITS.wallet,
    signal,
  });
}

export function fetchWalletVerbose(params: WalletQueryParams, signal?: AbortSignal): Promise<VerboseTransactionsPage> {
  return fetchJson(walletVerboseUrl(params), verboseTransactionsPage, {
    computeUnits: COMPUTE_UNITS.walletVerbose,
    signal,
  });
}

/**
 * The list a page of the wallet page belongs to (`src/features/paging/blockList.ts` adds the
 * page's anchor, or null for page 1): its own key family, apart from the raw answers above,
 * because the page is assembled from one or more of them.
 */
export function walletPagesKey(verbose: boolean, params: WalletQueryParams) {
  return [
    ...walletKeys.address(params.address),
    'pages',
    verbose ? 'verbose' : 'transactions',
    rangeKey(params.range),
    params.internal,
  ] as const;
}
