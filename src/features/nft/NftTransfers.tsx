import { useMemo, useState } from 'react';
import type { NftQueryParams, TokenIdFormat } from '../../../contract/endpoints/nft';
import type { NftTransfer } from '../../../contract/schemas/evm';
import { CursorPager, DataTable, ErrorPanel, TableSkeleton } from '../../components';
import { csvFileName } from '../../../contract/lib/csv';
import { CsvExport } from '../export';
import { UnreadableItems } from '../../components/UnreadableItems';
import { nftColumns, nftCsvColumns } from './columns';
import { transferId } from './transfer';
import { useBlockPagedData } from '../paging/useBlockPagedData';
import { PageNav } from '../paging/PageNav';
import type { PageTarget, Paging } from '../../../contract/pages/paging/paging';
import { nftList } from './nftPages';
import { ENDPOINTS } from '../../../contract/endpoints/records';
import { Button } from '../../components/Button';
import { useWideLayout } from '../../lib/useMediaQuery';
import { TransferCards } from './TransferCards';

// Module-level, so DataTable's memoised rows see the same function every render.
const spamRowClass = (t: NftTransfer) => (t.possible_spam ? 'bg-red-50/60 dark:bg-red-950/20' : '');

export interface NftTransfersProps {
  params: NftQueryParams;
  /** How token ids are written: drawn here, never asked of the service. */
  format: TokenIdFormat;
  /** The user narrowed the range: an empty answer then means "none in this range". */
  ranged: boolean;
  /** Clears the range (and paging), for an empty answer in a narrowed range. */
  onResetRange: () => void;
  /** Which page the URL opens. */
  paging: Paging;
  onGo: (target: PageTarget) => void;
  /** A link with a cursor trail (written before the block anchors) pages by the trail. */
  onTrail: (trail: string[]) => void;
}

/** The transfers widget: its own loading, empty, error and data states. */
export function NftTransfers({ params, format, ranged, onResetRange, paging, onGo, onTrail }: NftTransfersProps) {
  const { query, fetchPage, findPrevious } = useBlockPagedData(nftList(params), paging.anchor);
  const [showSpam, setShowSpam] = useState(false);
  const { range, address } = params;
  const trail = range.trail;
  // Stable columns: DataTable redraws a row only when its data, its columns or its state change.
  const columns = useMemo(() => nftColumns(range.chain, format), [range.chain, format]);
  const csvColumns = useMemo(() => nftCsvColumns(format), [format]);
  const wide = useWideLayout();
  const page = query.data;

  if (query.isError)
    return <ErrorPanel error={query.error} title="NFT transfers" onRetry={() => void query.refetch()} />;
  // No answer yet.
  // The skeleton takes the box the data will: the toolbar line (h-8) and as many rows as will arrive,
  // so nothing below it (or main itself) jumps when the table replaces it (CLS).
  if (!page) {
    return (
      <div className="w-full space-y-3">
        <div className="h-8" aria-hidden="true" />
        <TableSkeleton rows={Math.min(range.limit ?? 20, 20)} columns={10} className="w-full" />
      </div>
    );
  }

  const spam = page.result.filter((t) => t.possible_spam);
  const rows = showSpam ? page.result : page.result.filter((t) => !t.possible_spam);
  const notice = page.notice;
  const caption = `NFT transfers of ${address} on ${range.chain.label}, page ${paging.page}`;

  return (
    <div className="w-full space-y-3">
      <div className="flex min-h-8 flex-wrap items-center justify-between gap-2">
        {spam.length > 0 ? (
          <Button size="sm" aria-pressed={showSpam} onClick={() => setShowSpam((v) => !v)}>
            {showSpam ? 'Hide' : 'Show'} {spam.length} spam {spam.length === 1 ? 'transfer' : 'transfers'}
          </Button>
        ) : (
          <span className="text-xs text-zinc-500 dark:text-zinc-400">No spam-flagged transfers on this page.</span>
        )}
        {query.isPlaceholderData ? (
          <span className="text-xs text-zinc-500" role="status">
            Loading the page…
          </span>
        ) : null}
      </div>

      {page.result.length === 0 && page.unreadable.length > 0 ? null : page.result.length === 0 ? (
        <div
          role="status"
          data-testid="nft-empty"
          className="space-y-2 rounded-lg border border-dashed border-zinc-300 p-8 text-center text-sm text-zinc-600 dark:border-zinc-700 dark:text-zinc-400"
        >
          {paging.page > 1 ? (
            <p>This page is empty: the list ended. Go back to the first page.</p>
          ) : ranged ? (
            <>
              <p className="font-semibold text-zinc-900 dark:text-zinc-100">
                No NFT transfers in this range: probably not an NFT contract, or no activity in these blocks.
              </p>
              <Button size="sm" onClick={onResetRange}>
                Reset the range
              </Button>
            </>
          ) : (
            <>
              <p className="font-semibold text-zinc-900 dark:text-zinc-100">
                No NFT transfers on {range.chain.label}: probably not an NFT contract.
              </p>
              <p>
                If it is one, it may live on another chain: pick one above. A wallet or token has its own tabs above.
              </p>
            </>
          )}
        </div>
      ) : rows.length === 0 ? (
        <p className="rounded-lg border border-dashed border-zinc-300 p-6 text-center text-sm text-zinc-600 dark:border-zinc-700 dark:text-zinc-400">
          Every transfer on this page is flagged as possible spam; show them with the button above.
        </p>
      ) : wide ? (
        <DataTable rows={rows} columns={columns} getRowId={transferId} caption={caption} rowClassName={spamRowClass} />
      ) : (
        <TransferCards rows={rows} chain={range.chain} format={format} label={caption} rowClassName={spamRowClass} />
      )}
      <UnreadableItems items={page.unreadable} noun="transfer" />

      {/* After the table, not above it: it is known only once the page arrives and must not push the table down (CLS). */}
      {notice ? (
        <p
          role="status"
          data-testid="incomplete-notice"
          className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950/50 dark:text-amber-100"
        >
          {notice}
        </p>
      ) : null}
      {trail.length > 0 ? (
        <CursorPager trail={trail} nextCursor={page.cursor ?? null} onNavigate={onTrail} pageSize={page.page_size} />
      ) : (
        <PageNav
          page={paging.page}
          next={page.next}
          previous={page.previous}
          onGo={onGo}
          findPrevious={findPrevious}
          pageSize={page.page_size}
        />
      )}
      <CsvExport
        columns={csvColumns}
        pageRows={page.result}
        pageUnreadable={page.unreadable.length}
        fetchPage={fetchPage}
        fileName={(scope) =>
          csvFileName(
            'nft-transfers',
            address,
            range.chain.name,
            format,
            scope === 'page' ? `page-${paging.page}` : 'range',
          )
        }
        computeUnitsPerCall={ENDPOINTS.nft.computeUnits}
      />
    </div>
  );
}
