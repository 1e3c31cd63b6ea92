import { queryOptions } from '@tanstack/react-query';
import { rangeKey } from '../../contract/api/range';
import { walletTransactionsUrl, walletVerboseUrl, type WalletQueryParams } from '../../contract/endpoints/wallet';
import { fetchJson } from './client';
import { verboseTransactionsPage, walletTransactionsPage, type VerboseTransactionsPage, type WalletTransactionsPage } from '../../contract/schemas/evm';
import { COMPUTE_UNITS } from '../../contract/api/computeUnits';

/**
 * Wallet transactions (spec 4.3): the query keys and fetchers. The route loader, the page and
 * the CSV export all go through these factories, so keys cannot drift.
 */
export const walletKeys = {
  all: ['wallet'] as const,
  address: (address: string) => ['wallet', address] as const,
};

/**
 * The key holds the page's own cursor (the trail's last element), not the whole trail: a page's
 * content depends only on it, so the list and the export share cached pages.
 */
function key(kind: 'transactions' | 'verbose', params: WalletQueryParams) {
  return [...walletKeys.address(params.address), kind, rangeKey(params.range), params.internal, params.range.trail.at(-1) ?? null] as const;
}

export function fetchWalletTransactions(params: WalletQueryParams, signal?: AbortSignal): Promise<WalletTransactionsPage> {
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

/** A chain's history does not change under a fixed cursor; a minute avoids refetch churn on paging back. */
const STALE_MS = 60_000;

export function walletTransactionsOptions(params: WalletQueryParams) {
  return queryOptions({
    queryKey: key('transactions', params),
    queryFn: ({ signal }) => fetchWalletTransactions(params, signal),
    staleTime: STALE_MS,
  });
}

export function walletVerboseOptions(params: WalletQueryParams) {
  return queryOptions({
    queryKey: key('verbose', params),
    queryFn: ({ signal }) => fetchWalletVerbose(params, signal),
    staleTime: STALE_MS,
  });
}

/**
 * The list a page of the wallet page belongs to (`src/features/wallet/walletPages.ts` adds the
 * page's anchor, or null for page 1): its own key family, apart from the raw answers above,
 * because the page is assembled from one or more of them.
 */
export function walletPagesKey(verbose: boolean, params: WalletQueryParams) {
  return [...walletKeys.address(params.address), 'pages', verbose ? 'verbose' : 'transactions', rangeKey(params.range), params.internal] as const;
}
