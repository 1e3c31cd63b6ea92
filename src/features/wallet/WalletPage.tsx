import { getRouteApi, Link } from '@tanstack/react-router';
import { useRef } from 'react';
import { ENDPOINTS } from '../../../contract/endpoints/records';
import { DEFAULT_CHAIN, findEvmChain, type EvmChain } from '../../../contract/lib/chains';
import { csvFileName } from '../../../contract/lib/csv';
import { CsvExport } from '../export/CsvExport';
import { useRangeWalk } from '../export/useRangeWalk';
import { UnreadableItems } from '../../components/UnreadableItems';
import { RangeFilters, type RangeFilterValues } from '../range/RangeFilters';
import { countSetFields, hasRange } from '../../../contract/pages/range/rangeSearch';
import { FiltersDisclosure } from '../range/FiltersDisclosure';
import { ActivityPanel } from './ActivityPanel';
import { rangeWords } from '../range/rangeWords';
import { UsageSummary } from './UsageSummary';
import { ViewToggles } from './ViewToggles';
import { WalletHeader } from './WalletHeader';
import { WalletList } from './WalletList';
import { InputErrors } from './WalletStates';
import { walletRequest, type WalletSearch } from '../../../contract/pages/wallet/search';
import { useBlockPagedData } from '../paging/useBlockPagedData';
import { walletCsvColumns } from './walletCsv';
import { CursorPager } from '../../components/CursorPager';
import { PageNav } from '../paging/PageNav';
import { pagingSearch, type PageTarget } from '../../../contract/pages/paging/paging';
import { walletList } from './walletPages';
import type { WalletTx } from './tx';

const routeApi = getRouteApi('/wallet/$address');

const CLEARED_RANGE = {
  from_block: undefined,
  to_block: undefined,
  from_date: undefined,
  to_date: undefined,
  order: undefined,
  limit: undefined,
} as const;
/** Any other list (range, chain) starts at its first page. */
const FIRST_PAGE = pagingSearch(null);

export interface WalletPageProps {
  /** The route param as written. */
  address: string;
  search: WalletSearch;
}

/** The wallet's own label, entity and logo, when a loaded row names it. */
function walletName(rows: WalletTx[] | undefined, wallet: string) {
  for (const tx of rows ?? []) {
    if (tx.from_address === wallet && (tx.from_address_label || tx.from_address_entity)) {
      return { label: tx.from_address_label, entity: tx.from_address_entity, logo: tx.from_address_entity_logo };
    }
    if (tx.to_address === wallet && (tx.to_address_label || tx.to_address_entity)) {
      return { label: tx.to_address_label, entity: tx.to_address_entity, logo: tx.to_address_entity_logo };
    }
  }
  return null;
}

export function WalletPage({ address, search }: WalletPageProps) {
  const navigate = routeApi.useNavigate();
  const request = walletRequest(address, search);
  const params = request.ok ? request.params : null;
  const verbose = search.verbose === true;
  const chain = params?.range.chain ?? findEvmChain(search.chain) ?? DEFAULT_CHAIN;
  const paging = request.ok ? request.paging : { page: 1, anchor: null };
  const { query, fetchPage, findPrevious, loadedRows } = useBlockPagedData(
    params && walletList(params, verbose),
    paging.anchor,
  );
  // One fetch of the whole range feeds the totals, the chart and the CSV.
  const range = useRangeWalk(fetchPage);
  const answer = query.data;
  const wallet = params?.address ?? address.toLowerCase();
  const trail = search.cursor ?? [];
  // The filters' check for half-typed fields, run before a whole-range export.
  const rangeCheck = useRef<(() => string | null) | null>(null);

  const onChainChange = (next: EvmChain) =>
    void navigate({ search: (prev) => ({ ...prev, chain: next.name, ...FIRST_PAGE }) });
  const addressError = !request.ok && request.errors.some((error) => error.field === 'address');
  if (addressError && !request.ok) {
    return (
      <div className="space-y-4">
        <WalletHeader address={address} chain={chain} onChainChange={onChainChange} />
        <InputErrors
          errors={request.errors.filter((error) => error.field === 'address')}
          action={
            <Link to="/" className="text-accent-700 underline dark:text-accent-300">
              Search again
            </Link>
          }
        />
      </div>
    );
  }

  const applyRange = (range: RangeFilterValues) =>
    void navigate({ search: (prev) => ({ ...prev, ...CLEARED_RANGE, ...range, ...FIRST_PAGE }) });
  const resetRange = () => void navigate({ search: (prev) => ({ ...prev, ...CLEARED_RANGE, ...FIRST_PAGE }) });
  const goTo = (target: PageTarget) => void navigate({ search: (prev) => ({ ...prev, ...pagingSearch(target) }) });
  const pager = (withSize: boolean) =>
    trail.length > 0 ? (
      <CursorPager
        trail={trail}
        nextCursor={answer?.cursor ?? null}
        pageSize={withSize ? answer?.page_size : undefined}
        onNavigate={(next) =>
          void navigate({ search: (prev) => ({ ...prev, cursor: next.length ? next : undefined }) })
        }
      />
    ) : (
      <PageNav
        page={paging.page}
        next={answer?.next ?? null}
        previous={answer?.previous ?? 'first'}
        onGo={goTo}
        findPrevious={findPrevious}
        pageSize={withSize ? answer?.page_size : undefined}
      />
    );
  const rows = answer?.result;
  const costPerCall = verbose ? ENDPOINTS.walletVerbose.computeUnits : ENDPOINTS.wallet.computeUnits;

  return (
    <div className="space-y-4">
      <WalletHeader address={wallet} chain={chain} name={walletName(rows, wallet)} onChainChange={onChainChange} />
      <FiltersDisclosure active={countSetFields(search)} invalid={!request.ok}>
        <RangeFilters
          value={search}
          checkRef={rangeCheck}
          errors={request.ok ? [] : request.errors}
          onApply={applyRange}
          onReset={resetRange}
        />
      </FiltersDisclosure>
      <ViewToggles verbose={verbose} internal={search.internal === true} chain={chain} />
      {!request.ok ? (
        <InputErrors
          errors={request.errors}
          action={
            <Link
              from="/wallet/$address"
              to="."
              search={{ verbose: search.verbose, internal: search.internal }}
              className="text-accent-700 underline dark:text-accent-300"
            >
              Clear the filters and paging
            </Link>
          }
        />
      ) : (
        <WalletList
          wallet={wallet}
          chain={chain}
          rows={rows}
          unreadable={answer?.unreadable.length}
          page={paging.page}
          hasNext={trail.length > 0 ? Boolean(answer?.cursor) : Boolean(answer?.next)}
          pager={pager}
          onFirst={() => goTo(null)}
          pageSize={answer?.page_size}
          expectedRows={params?.range.limit}
          pending={query.isPending}
          stale={query.isPlaceholderData}
          error={query.error}
          onRetry={() => void query.refetch()}
          rangeSet={hasRange(search)}
        />
      )}
      {request.ok && answer ? <UnreadableItems items={answer.unreadable} noun="transaction" /> : null}
      {request.ok && rows && loadedRows.length > 0 ? (
        <ActivityPanel
          rows={loadedRows}
          wallet={wallet}
          chain={chain}
          costPerCall={costPerCall}
          rangeText={rangeWords(search)}
          walk={range.walk}
          onFetch={(cap) => void range.run(cap)}
          onCancel={range.cancel}
        />
      ) : null}
      {request.ok ? (
        <section
          aria-labelledby="export-heading"
          className="rounded-lg border border-zinc-200 bg-white p-3 dark:border-zinc-800 dark:bg-zinc-950"
        >
          <h2 id="export-heading" className="mb-2 text-sm font-semibold">
            Export CSV
          </h2>
          <CsvExport
            columns={walletCsvColumns(wallet, chain)}
            pageRows={rows ?? []}
            pageUnreadable={answer?.unreadable.length}
            fetchPage={fetchPage}
            fileName={(scope) =>
              csvFileName(
                'wallet',
                wallet,
                chain.name,
                verbose ? 'decoded' : 'transactions',
                scope === 'page' ? `page-${paging.page}` : 'range',
              )
            }
            computeUnitsPerCall={costPerCall}
            disabled={!rows}
            checkBeforeRange={() => rangeCheck.current?.() ?? null}
            walked={range.walk?.kind === 'done' ? range.walk.result : null}
          />
        </section>
      ) : null}
      <UsageSummary wallet={wallet} costPerCall={costPerCall} verbose={verbose} />
    </div>
  );
}
