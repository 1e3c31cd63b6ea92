import { createContext, useContext, useMemo, useState } from 'react';
import type { BlockTransaction } from '../../../api/schemas/chainB';
import { Amount } from '../../../components/Amount';
import { DataTable, type DataColumn } from '../../../components/DataTable';
import { Hash } from '../../../components/Hash';
import { CHAIN_B } from '../../../lib/chainB';
import { formatInteger } from '../../../lib/format';
import { maxFeeOctas, nativeAmountArgument } from '../format';
import { Arguments, Expiry, FunctionId, isUserTransaction, KindBadge, MoveAddress, SignatureDetail, SignatureToggle, TypeArguments } from './txCells';

/** Which transactions have their signature row open. */
const SignatureExpansion = createContext<{ open: Set<string>; toggle: (hash: string) => void }>({ open: new Set(), toggle: () => {} });

function SignatureCell({ hash, type }: { hash: string; type: string }) {
  const { open, toggle } = useContext(SignatureExpansion);
  return <SignatureToggle type={type} open={open.has(hash)} onToggle={() => toggle(hash)} />;
}

const none = <span className="text-zinc-400" aria-label="none">—</span>;

function Small({ label, value }: { label: string; value: string }) {
  return (
    <span className="mr-3 whitespace-nowrap text-xs">
      <span className="text-zinc-500 dark:text-zinc-400">{label}</span> <span className="tabular-nums">{formatInteger(value)}</span>
    </span>
  );
}

function columns(blockDate: Date | null): DataColumn<BlockTransaction>[] {
  return [
  {
    id: 'transaction',
    header: 'Transaction',
    cell: (tx) => (
      <div className="space-y-0.5">
        <Hash value={tx.hash} className="text-xs" />
        <div className="flex flex-wrap items-center gap-1.5">
          {tx.version ? <span className="text-xs tabular-nums text-zinc-500 dark:text-zinc-400">v{formatInteger(tx.version)}</span> : null}
          {!isUserTransaction(tx) && tx.type ? <KindBadge type={tx.type} /> : null}
          {tx.success === false ? (
            <span title={tx.vm_status} className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-medium text-red-800 dark:bg-red-950 dark:text-red-200">Failed</span>
          ) : null}
        </div>
      </div>
    ),
  },
  {
    id: 'sender',
    header: 'Sender · Seq.',
    cell: (tx) => {
      if (tx.sender) {
        return (
          <div>
            <MoveAddress value={tx.sender} />
            {tx.sequence_number ? <div><Small label="Sequence number" value={tx.sequence_number} /></div> : null}
          </div>
        );
      }
      if (tx.proposer) {
        return (
          <div>
            <div className="text-xs text-zinc-500 dark:text-zinc-400">Proposer</div>
            <MoveAddress value={tx.proposer} />
          </div>
        );
      }
      return none;
    },
  },
  {
    id: 'function',
    header: 'Function',
    // Long Move names may wrap at "::" so the table fits a laptop screen.
    className: 'min-w-48 whitespace-normal',
    cell: (tx) => {
      if (tx.payload) {
        return (
          <div>
            {tx.payload.function ? <FunctionId id={tx.payload.function} /> : <span className="text-xs">{tx.payload.type}</span>}
            <TypeArguments types={tx.payload.type_arguments} />
          </div>
        );
      }
      if (tx.epoch || tx.round) {
        return (
          <div>
            {tx.epoch ? <Small label="Epoch" value={tx.epoch} /> : null}
            {tx.round ? <Small label="Round" value={tx.round} /> : null}
          </div>
        );
      }
      return none;
    },
  },
  {
    id: 'arguments',
    header: 'Arguments',
    className: 'whitespace-normal',
    cell: (tx) => (tx.payload ? <Arguments values={tx.payload.arguments} nativeAmountAt={nativeAmountArgument(tx.payload, CHAIN_B.nativeCoinType)} /> : none),
  },
  {
    id: 'fee',
    header: 'Max fee',
    align: 'right',
    cell: (tx) =>
      tx.max_gas_amount && tx.gas_unit_price ? (
        <div>
          <Amount raw={maxFeeOctas(tx.max_gas_amount, tx.gas_unit_price)} decimals={CHAIN_B.nativeDecimals} symbol={CHAIN_B.nativeSymbol} />
          <div className="text-xs text-zinc-500 dark:text-zinc-400" title="max gas amount × gas unit price (octas)">
            {formatInteger(tx.max_gas_amount)} × {formatInteger(tx.gas_unit_price)}
          </div>
        </div>
      ) : none,
  },
  {
    id: 'expiration',
    header: 'Expires',
    cell: (tx) => (tx.expiration_timestamp_secs ? <Expiry seconds={tx.expiration_timestamp_secs} blockDate={blockDate} /> : none),
  },
  {
    id: 'signature',
    header: 'Signature',
    cell: (tx) => (tx.signature ? <SignatureCell hash={tx.hash} type={tx.signature.type} /> : none),
  },
  ];
}

// Module-level, so DataTable's memoised rows see the same function every render.
const rowId = (tx: BlockTransaction) => tx.hash;
const rowClass = (tx: BlockTransaction) => (isUserTransaction(tx) ? '' : 'text-zinc-600 dark:text-zinc-400');
const signatureDetail = (tx: BlockTransaction) => (tx.signature ? <SignatureDetail signature={tx.signature} /> : null);

export interface TransactionsTableProps {
  transactions: BlockTransaction[];
  height: bigint;
  /** The block's time, to say how long after it each transaction was set to expire. */
  blockDate: Date | null;
}

export function TransactionsTable({ transactions, height, blockDate }: TransactionsTableProps) {
  const blockTime = blockDate?.getTime() ?? null;
  const [open, setOpen] = useState<Set<string>>(() => new Set());
  const expansion = useMemo(() => ({
    open,
    toggle: (hash: string) =>
      setOpen((current) => {
        const next = new Set(current);
        if (!next.delete(hash)) next.add(hash);
        return next;
      }),
  }), [open]);
  // Columns must stay the same objects: new ones remount every cell, which would fold the
  // arguments a user opened. What changes (open signatures) reaches the cells through context.
  const cols = useMemo(() => columns(blockTime === null ? null : new Date(blockTime)), [blockTime]);
  return (
    <SignatureExpansion.Provider value={expansion}>
      <DataTable
        rows={transactions}
        columns={cols}
        getRowId={rowId}
        caption={`Transactions of chain B block ${height.toString()}`}
        rowClassName={rowClass}
        expandedIds={open}
        expandedAttribute="data"
        renderDetail={signatureDetail}
      />
    </SignatureExpansion.Provider>
  );
}
