import { TIME_COLUMN_LABELS, TIMESTAMP_MODE, useTimeColumn, type TimeColumn } from './timeColumn';
import { useCallback, useMemo } from 'react';
import { Address, Amount, DataTable, Hash, Timestamp, type DataColumn } from '../../components';
import { ChevronRightIcon } from '../../components/icons/ChevronRightIcon';
import type { EvmChain } from '../../../contract/lib/chains';
import { formatInteger } from '../../lib/format';
import { methodOf } from '../../lib/selectors';
import { DirectionBadge, FailedBadge, MethodBadge } from './badges';
import { TxDetail } from './TxDetail';
import { directionOf, feeWei, isFailed, isVerbose, methodText, type WalletTx } from './tx';

export interface TxTableProps {
  rows: WalletTx[];
  wallet: string;
  chain: EvmChain;
  expandedIds: Set<string>;
  onToggle: (hash: string) => void;
  /** The row named by `#tx=…`, highlighted. */
  targetHash: string | null;
}

/** The id of the anchor in a row, for `#tx=0x…` scrolling. */
export const rowAnchorId = (hash: string) => `tx-${hash}`;

function methodTitle(tx: WalletTx): string {
  if (isVerbose(tx) && tx.decoded_call) return tx.decoded_call.signature ?? tx.decoded_call.label;
  const method = methodOf(tx.input);
  if (method.kind === 'known') return `${method.signature} (${method.selector})`;
  if (method.kind === 'unknown') return `Unknown function selector ${method.selector}`;
  if (method.kind === 'transfer') return 'Native transfer: no call data';
  return 'Call data shorter than a function selector';
}

// The table has ten columns; the shared table's roomy px-3 would push Fee off a 1280 px screen.
const TIGHT = 'px-2!';

const rowId = (tx: WalletTx) => tx.hash;

/**
 * The columns of one wallet and chain. Built once per (wallet, chain, onToggle): DataTable memoises
 * each row on them, so opening a row or any other page update redraws only the rows that changed.
 */
function txColumns(
  wallet: string,
  chain: EvmChain,
  onToggle: (hash: string) => void,
  time: TimeColumn,
): DataColumn<WalletTx>[] {
  const me = wallet.toLowerCase();
  const party = (address: string, label: string | null, entity: string | null, logo: string | null) => (
    <Address
      address={address}
      chain={chain}
      label={label}
      entity={entity}
      logo={logo}
      link={address !== me}
      className={address === me ? 'font-semibold' : ''}
    />
  );
  return [
    {
      id: 'expand',
      header: <span className="sr-only">Details</span>,
      className: 'w-8 pl-2! pr-0!',
      cell: (tx, _index, { expanded: open }) => {
        return (
          <button
            type="button"
            aria-expanded={open}
            aria-label={`${open ? 'Hide' : 'Show'} details of ${tx.hash}`}
            onClick={() => onToggle(tx.hash)}
            className="rounded p-1 text-zinc-500 hover:bg-zinc-200 hover:text-zinc-900 focus-visible:outline-2 focus-visible:outline-accent dark:hover:bg-zinc-700 dark:hover:text-zinc-100"
          >
            <ChevronRightIcon
              className={`size-4 transition-transform motion-reduce:transition-none ${open ? 'rotate-90' : ''}`}
            />
          </button>
        );
      },
    },
    {
      id: 'hash',
      header: 'Transaction',
      className: TIGHT,
      cell: (tx) => (
        <span id={rowAnchorId(tx.hash)} className="inline-flex scroll-mt-24 items-center gap-1.5">
          <Hash value={tx.hash} className="text-xs" />
          {isFailed(tx) ? <FailedBadge /> : null}
        </span>
      ),
    },
    {
      id: 'method',
      header: 'Method',
      className: TIGHT,
      cell: (tx) => <MethodBadge text={methodText(tx)} title={methodTitle(tx)} />,
    },
    {
      id: 'block',
      header: 'Block',
      align: 'right',
      className: TIGHT,
      cell: (tx) => (
        <span data-testid="block" className="font-mono text-xs">
          {formatInteger(tx.block_number)}
        </span>
      ),
    },
    // A date takes two lines: on one (23–27 characters) the table was wider than a 1366 px screen.
    {
      id: 'age',
      header: TIME_COLUMN_LABELS[time],
      className: TIGHT,
      cell: (tx) => <Timestamp value={tx.block_timestamp} mode={TIMESTAMP_MODE[time]} twoLines />,
    },
    {
      id: 'from',
      header: 'From',
      className: `max-w-44 ${TIGHT}`,
      cell: (tx) => party(tx.from_address, tx.from_address_label, tx.from_address_entity, tx.from_address_entity_logo),
    },
    {
      id: 'direction',
      header: <span className="sr-only">Direction</span>,
      className: 'px-0!',
      cell: (tx) => <DirectionBadge direction={directionOf(tx, wallet)} />,
    },
    {
      id: 'to',
      header: 'To',
      className: `max-w-52 ${TIGHT}`,
      cell: (tx) =>
        tx.to_address === null ? (
          <span className="inline-flex min-w-0 items-center gap-1.5">
            <span className="rounded bg-violet-100 px-1 py-px text-[10px] font-semibold uppercase text-violet-800 dark:bg-violet-950 dark:text-violet-300">
              Contract creation
            </span>
            {tx.receipt_contract_address ? party(tx.receipt_contract_address, null, null, null) : null}
          </span>
        ) : (
          party(tx.to_address, tx.to_address_label, tx.to_address_entity, tx.to_address_entity_logo)
        ),
    },
    {
      id: 'value',
      header: 'Value',
      align: 'right',
      className: TIGHT,
      cell: (tx) => (
        <Amount
          raw={tx.value}
          decimals={chain.nativeDecimals}
          symbol={chain.nativeSymbol}
          maxFractionDigits={6}
          className={isFailed(tx) ? 'line-through decoration-red-500/60' : ''}
        />
      ),
    },
    {
      id: 'fee',
      header: `Fee (${chain.nativeSymbol})`,
      align: 'right',
      className: 'pl-2! pr-3!',
      cell: (tx) => (
        <Amount
          raw={feeWei(tx, chain.nativeDecimals)}
          decimals={chain.nativeDecimals}
          symbol=""
          maxFractionDigits={6}
          className="text-xs text-zinc-600 dark:text-zinc-400"
        />
      ),
    },
  ];
}

export function TxTable({ rows, wallet, chain, expandedIds, onToggle, targetHash }: TxTableProps) {
  const [time] = useTimeColumn();
  const columns = useMemo(() => txColumns(wallet, chain, onToggle, time), [wallet, chain, onToggle, time]);
  const renderDetail = useCallback(
    (tx: WalletTx) => <TxDetail tx={tx} wallet={wallet} chain={chain} />,
    [wallet, chain],
  );
  return (
    <DataTable
      rows={rows}
      columns={columns}
      getRowId={rowId}
      caption={`Transactions of ${wallet} on ${chain.label}`}
      expandedIds={expandedIds}
      // The toggle button carries aria-expanded; on a <tr> axe flags it (rows take it only in a treegrid).
      expandedAttribute="data"
      renderDetail={renderDetail}
      // A `#tx=` link's row is drawn in the first pass, so it can be scrolled to at once.
      eagerRows={targetHash ? rows.findIndex((tx) => tx.hash === targetHash) + 1 : undefined}
      rowClassName={(tx) =>
        `${isFailed(tx) ? 'text-zinc-500 dark:text-zinc-400' : ''} ${tx.hash === targetHash ? 'outline-2 -outline-offset-2 outline-accent-500' : ''}`
      }
    />
  );
}
